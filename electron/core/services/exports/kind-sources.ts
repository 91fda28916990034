import type { ExportKind, ExportScope } from '../../../../shared/exports/kinds';
import type { ExportRow } from './rows/row-types';
import type { MapContext } from './rows/map-context';
import { actionRows } from './rows/action-rows';
import { tonTransferRows, transactionRows } from './rows/transaction-rows';
import { jettonTransferRows, nftTransferRows } from './rows/transfer-rows';
import type {
  ChainAction,
  ChainJettonTransfer,
  ChainNftTransfer,
  ChainTransaction,
  ChainTransferEvent,
} from '../../../../shared/api/v3-rows';

/**
 * How one export kind reads its v3 operation: which list of the response holds the items,
 * the filter for the address, each item's identity (for deduplication) and its position in
 * the server's order (lt, or unix time when a time filter switches the order), and the row
 * mapper. The lt/utime filters of `/actions` apply to the trace's end (toncenter's v3 behaviour).
 */
export interface KindSource {
  operation: 'transactions' | 'jetton/transfers' | 'nft/transfers' | 'actions';
  listKey: string;
  filter(address: string, scope: ExportScope): Record<string, unknown>;
  /** Identity of an item: (hash, lt) for transactions and transfers, action_id for actions. */
  key(item: unknown): string;
  lt(item: unknown): string;
  utime(item: unknown): number;
  /** True when no two items share an lt (one account's transactions): the walk can stop at
   * the pinned lt without asking for one more page. */
  uniqueLt: boolean;
  rows(item: unknown, ctx: MapContext): ExportRow[];
}

const transactions = (
  rows: (tx: ChainTransaction, ctx: MapContext) => ExportRow[],
): KindSource => ({
  operation: 'transactions',
  listKey: 'transactions',
  filter: (address) => ({ account: [address] }),
  key: (i) => `${(i as ChainTransaction).hash}|${(i as ChainTransaction).lt}`,
  lt: (i) => (i as ChainTransaction).lt,
  utime: (i) => (i as ChainTransaction).now,
  uniqueLt: true,
  rows: (i, ctx) => rows(i as ChainTransaction, ctx),
});

/** A v3 token transfer list: items are identified by their transaction and ordered by its lt. */
const transfers = <T extends ChainTransferEvent>(
  operation: 'jetton/transfers' | 'nft/transfers',
  filter: KindSource['filter'],
  rows: (item: T, ctx: MapContext) => ExportRow[],
): KindSource => ({
  operation,
  listKey: operation.replace('/', '_'),
  filter,
  key: (i) => `${(i as T).transaction_hash}|${(i as T).transaction_lt}`,
  lt: (i) => (i as T).transaction_lt,
  utime: (i) => (i as T).transaction_now,
  uniqueLt: false,
  rows: (i, ctx) => rows(i as T, ctx),
});

/**
 * The source of each paged kind, run by `pagedExport` (export-kinds.ts; the `ledger` reads
 * several sources: ledger-export.ts).
 */
export const KIND_SOURCES: Record<Exclude<ExportKind, 'ledger'>, KindSource> = {
  transactions: transactions(transactionRows),
  'ton-transfers': transactions(tonTransferRows),
  'jetton-transfers': transfers<ChainJettonTransfer>(
    'jetton/transfers',
    (address, scope) =>
      scope === 'jetton-master' ? { jetton_master: address } : { owner_address: [address] },
    jettonTransferRows,
  ),
  'nft-transfers': transfers<ChainNftTransfer>(
    'nft/transfers',
    (address, scope) =>
      scope === 'nft-collection' ? { collection_address: address } : { owner_address: [address] },
    nftTransferRows,
  ),
  actions: {
    operation: 'actions',
    listKey: 'actions',
    filter: (address) => ({ account: address }),
    key: (i) => (i as ChainAction).action_id,
    // Filters and order use the trace's end (older servers without it: the action's end).
    lt: (i) => (i as ChainAction).trace_end_lt ?? (i as ChainAction).end_lt,
    utime: (i) => (i as ChainAction).trace_end_utime ?? (i as ChainAction).end_utime,
    uniqueLt: false,
    rows: (i, ctx) => actionRows(i as ChainAction, ctx),
  },
};
