import { useV3 } from '../../api/use-v3';
import type { MetadataMap, V3Transaction } from '../../lib/v3-types';
import { txMovement } from '../../../../shared/ledger/tx-movement';
import { feeBreakdown, tonMoved, type ChainTransaction } from '../../../../shared/ledger';
import { transactionFlags } from '../../../../shared/risk';
import { headlineStatus } from '../../../../shared/status';
import { jettonIdentityOfWallet, useRisk } from '../risk';

/**
 * What the page of one loaded transaction shows beside its own fields: the jetton and NFT
 * metadata of its message parties (one v3 `metadata` request), what it moved, its TON net of
 * bounces (read with its trace's transactions, one v3 `traces` request), its fees in parts
 * (nanotons), its risk flags and its headline status.
 */
export function useTransactionView(tx: V3Transaction) {
  const parties = [tx.in_msg, ...tx.out_msgs]
    .flatMap((m) => [m?.source, m?.destination])
    .filter((a): a is string => !!a);
  const meta = useV3(
    'metadata',
    { address: [...new Set(parties)] },
    { enabled: parties.length > 0 },
  );
  const metadata = meta.data as MetadataMap | undefined;
  const moved = txMovement(tx, tx.account);
  // The trace's transactions of this account link a payment to the bounce that returned it.
  const trace = useV3('traces', { trace_id: [tx.trace_id ?? ''] }, { enabled: !!tx.trace_id });
  const related: ChainTransaction[] = Object.values(trace.data?.traces[0]?.transactions ?? {});
  const ton = tonMoved(tx, related);
  const fees = feeBreakdown(tx);
  const risk = useRisk();
  const flags = risk
    ? transactionFlags(tx, tx.account, risk.ctx, (w) => jettonIdentityOfWallet(w, metadata))
    : [];
  // The same headline as the transaction's row: Bounced when a payment it sent bounced.
  const status = headlineStatus(tx, ton.bounced);
  return { metadata, moved, ton, fees, flags, status };
}
