import { useMemo, useRef } from 'react';
import {
  GenuineCounterparties,
  addressPoisoning,
  noValue,
  type PoisoningMovement,
  type RiskContext,
  type RiskFlag,
} from '../../../../shared/risk';
import { useRisk } from './risk';

/** What a list learnt of its account's history so far, kept across its pages. */
interface Learnt {
  key: string;
  genuine: GenuineCounterparties;
  seen: WeakSet<object>;
  /** Incoming rows of no value: the only ones the poisoning rule can fire on. */
  candidates: PoisoningMovement[];
}

/**
 * The address-poisoning rule over a list of the account's transactions: the account's genuine
 * counterparties read from the rows loaded so far (each row once, as pages arrive), the risk
 * context that carries them (for `transactionFlags`), and the poisoning flags of the rows. A
 * lookalike is judged against what the list has read: a counterparty only on later pages is
 * found when those load. Null outside a risk provider.
 */
export function usePoisoningContext<T extends object>(
  rows: readonly T[],
  account: string,
  movementOf: (row: T) => PoisoningMovement,
): { ctx: RiskContext; flags: RiskFlag[] } | null {
  const risk = useRisk();
  const learnt = useRef<Learnt | null>(null);
  return useMemo(() => {
    if (!risk) return null;
    const dust = risk.ctx.dustThresholdNano;
    const key = `${risk.network}|${account}|${dust}`;
    let l = learnt.current;
    if (!l || l.key !== key) {
      l = {
        key,
        genuine: new GenuineCounterparties(risk.network),
        seen: new WeakSet(),
        candidates: [],
      };
      l.genuine.add(account);
      learnt.current = l;
    }
    for (const row of rows) {
      if (l.seen.has(row)) continue;
      l.seen.add(row);
      const m = movementOf(row);
      l.genuine.addMovement(m, dust);
      if (m.direction === 'in' && noValue(m, dust)) l.candidates.push(m);
    }
    const flags = l.candidates.flatMap((m) => addressPoisoning(m, l.genuine, dust));
    // A new context object whenever the genuine set may have grown: rows' flags are redone.
    return { ctx: { ...risk.ctx, genuine: l.genuine }, flags };
  }, [risk, account, rows, movementOf]);
}
