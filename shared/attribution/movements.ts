import { flowSide } from '../canvas/edges';
import { assetKey, type LedgerMovement } from '../ledger/types';
import type { AttributionMovement } from './types';

/**
 * One account's ledger movements (shared/ledger, any order) as the attribution engine reads
 * them (see {@link AttributionMovement}):
 * - flows between owners (`flowSide`: sent / received TON and jettons, a payment that bounced
 *   left out) become `out` / `in`; a jetton mint is an `in` from the master;
 * - fees become `fee`, and so does what a bounced payment lost on its way (sent − returned);
 *   jettons burned are a `fee` of the jetton;
 * - TON to or from the account's jetton wallets (`carriers`: the gas, forward amount and
 *   excess of jetton transfers) is neither: the canvas draws no edge for it, and counting it
 *   would let a transfer's gas money dilute the traced value it carries;
 * - a jetton sent counts at the owner's transaction that started it (the one whose message
 *   to the jetton wallet the jetton wallet's transaction received), so it comes before that
 *   transaction's fees, with that transaction's hash;
 * - NFTs are items, not amounts: left out.
 * Movements of other accounts are ignored.
 */
export function attributionMovements(
  account: string,
  movements: readonly LedgerMovement[],
  carriers: ReadonlySet<string> = new Set(),
): AttributionMovement[] {
  const mine = movements.filter((m) => m.account === account);
  const starters = new Map<string, LedgerMovement>();
  for (const m of mine) {
    if (m.kind === 'ton_sent' && m.messageHash && carriers.has(m.counterparty ?? '')) {
      starters.set(m.messageHash, m);
    }
  }
  const out: AttributionMovement[] = [];
  for (const m of mine) {
    const a = one(m, carriers, starters);
    if (a) out.push(a);
  }
  return out;
}

/** One ledger movement as the engine reads it; null when it is left out. */
function one(
  m: LedgerMovement,
  carriers: ReadonlySet<string>,
  starters: ReadonlyMap<string, LedgerMovement>,
): AttributionMovement | null {
  if (m.asset.type === 'nft') return null;
  const v = BigInt(m.amount);
  const base = {
    account: m.account,
    asset: assetKey(m.asset),
    txHash: m.txHash,
    lt: m.lt,
    utime: m.utime,
    messageHash: m.messageHash,
  };
  if (m.kind === 'fee' || m.kind === 'jetton_burned') {
    return v === 0n ? null : { ...base, kind: 'fee', amount: abs(v), counterparty: null };
  }
  if (m.kind === 'ton_sent' && m.bouncedBy) {
    const lost = -v - BigInt(m.bouncedBy.returned);
    return lost > 0n ? { ...base, kind: 'fee', amount: lost.toString(), counterparty: null } : null;
  }
  if (m.kind === 'jetton_minted' && v > 0n) {
    return { ...base, kind: 'in', amount: v.toString(), counterparty: m.counterparty };
  }
  const side = flowSide(m);
  if (!side || v === 0n) return null;
  if (m.asset.type === 'ton' && carriers.has(m.counterparty!)) return null;
  const started = m.kind === 'jetton_sent' && m.messageHash ? starters.get(m.messageHash) : null;
  return {
    ...base,
    ...(started ? { txHash: started.txHash, lt: started.lt, utime: started.utime } : {}),
    kind: side,
    amount: abs(v),
    counterparty: m.counterparty,
  };
}

function abs(v: bigint): string {
  return (v < 0n ? -v : v).toString();
}
