import type { ExportKind } from '../../../../shared/exports/kinds';
import type { ExportKindRun } from './export-base';
import { KIND_SOURCES } from './kind-sources';
import { runLedgerExport } from './ledger-export';
import { pagedExport } from './paged-export';

/**
 * The export kinds, one runner each: every paged kind walks its v3 list (`KIND_SOURCES`,
 * paged-export.ts, with a checkpoint to resume from); the ledger reads several lists whole and
 * reconciles them (ledger-export.ts). A new kind is one entry here.
 */
export const EXPORT_KINDS: Record<ExportKind, ExportKindRun> = {
  transactions: pagedExport(KIND_SOURCES.transactions),
  'ton-transfers': pagedExport(KIND_SOURCES['ton-transfers']),
  'jetton-transfers': pagedExport(KIND_SOURCES['jetton-transfers']),
  'nft-transfers': pagedExport(KIND_SOURCES['nft-transfers']),
  actions: pagedExport(KIND_SOURCES.actions),
  ledger: runLedgerExport,
};
