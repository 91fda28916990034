import type {
  AccountLedgerInput,
  AttributionInput,
  AttributionMovement,
  AttributionRule,
  AccountStop,
  SwapRecord,
} from '../../shared/attribution';
import { rawAddress } from './canvas-graph';

/**
 * Hand-built money flows for attribution tests and the bench: a list of steps in time order
 * (transfers between accounts, fees, swaps), each step one transaction, turned into the
 * ledgers of the accounts read. A transfer is the sender's `out` (lt 10·i) and the
 * receiver's `in` (lt 10·i + 5), joined by message hash `m<i>`.
 */

/** One step: a transfer `[from, to, amount, asset?]`, a fee, or a DEX swap. */
export type Step =
  | [from: string, to: string, amount: bigint, asset?: string]
  | { fee: string; amount: bigint; asset?: string }
  | { swap: string; assetIn: string; amountIn: bigint; assetOut: string; amountOut: bigint };

/** A jetton asset key of the master named by hex digit `c`. */
export const jetton = (c: string) => `jetton:${rawAddress(c.toUpperCase())}`;

/** Every account's movements (all accounts, read or not) and swaps, from the steps. */
export function movementsOf(steps: readonly Step[]): {
  movements: Map<string, AttributionMovement[]>;
  swaps: Map<string, SwapRecord[]>;
} {
  const movements = new Map<string, AttributionMovement[]>();
  const swaps = new Map<string, SwapRecord[]>();
  const push = (m: AttributionMovement) => {
    const l = movements.get(m.account) ?? [];
    movements.set(m.account, l);
    l.push(m);
  };
  steps.forEach((s, i) => {
    const lt = 10 * i;
    const tx = (a: string) => ({ txHash: `t${i}${a.slice(2, 4)}`, utime: 1000 + i });
    if (Array.isArray(s)) {
      const [from, to, amount, asset = 'TON'] = s;
      const base = { asset, amount: amount.toString(), messageHash: `m${i}` };
      push({ ...base, ...tx(from), account: from, kind: 'out', counterparty: to, lt: `${lt}` });
      push({ ...base, ...tx(to), account: to, kind: 'in', counterparty: from, lt: `${lt + 5}` });
    } else if ('fee' in s) {
      push({
        ...tx(s.fee),
        account: s.fee,
        asset: s.asset ?? 'TON',
        kind: 'fee',
        amount: s.amount.toString(),
        counterparty: null,
        lt: `${lt}`,
        messageHash: null,
      });
    } else {
      const l = swaps.get(s.swap) ?? [];
      swaps.set(s.swap, l);
      l.push({
        account: s.swap,
        dex: 'stonfi',
        assetIn: s.assetIn,
        amountIn: s.amountIn.toString(),
        assetOut: s.assetOut,
        amountOut: s.amountOut.toString(),
        txHashes: [tx(s.swap).txHash],
        startLt: `${lt}`,
        endLt: `${lt + 5}`,
        utime: 1000 + i,
      });
    }
  });
  return { movements, swaps };
}

/**
 * The engine's input for `steps`: `read` accounts' ledgers (the start's among them, always),
 * with their openings and stops as given.
 */
export function graphInput(
  steps: readonly Step[],
  o: {
    start: string;
    read: readonly string[];
    rule?: AttributionRule;
    asset?: string;
    stops?: Record<string, AccountStop>;
    openings?: Record<string, Record<string, string>>;
    maxPathsPerParcel?: number;
  },
): AttributionInput {
  const { movements, swaps } = movementsOf(steps);
  const accounts: AccountLedgerInput[] = [...new Set([o.start, ...o.read])].map((address) => ({
    address,
    movements: movements.get(address) ?? [],
    swaps: swaps.get(address) ?? [],
    ...(o.openings?.[address] ? { opening: o.openings[address] } : {}),
  }));
  return {
    start: { address: o.start, txHash: null, asset: o.asset ?? 'TON' },
    rule: o.rule ?? 'haircut',
    accounts,
    stops: o.stops ?? {},
    ...(o.maxPathsPerParcel ? { maxPathsPerParcel: o.maxPathsPerParcel } : {}),
  };
}
