import { z } from 'zod';
import { parses } from '../parses';

/**
 * What an export can hold. Each kind is read from one v3 operation:
 * - `transactions`: `/transactions?account=` (one row per transaction).
 * - `ton-transfers`: `/transactions?account=`, one row per internal message carrying TON
 *   (the incoming message and every outgoing one).
 * - `jetton-transfers`: `/jetton/transfers` (TEP-74) by owner, or by jetton master.
 * - `nft-transfers`: `/nft/transfers` (TEP-62) by owner, or by NFT collection.
 * - `actions`: `/actions?account=` (classified actions).
 * - `ledger`: every movement of the account (shared/ledger: TON with fees explicit, bounces,
 *   jettons at the owner level, NFTs), with a reconciliation statement per asset.
 */
export const EXPORT_KINDS = [
  'transactions',
  'ton-transfers',
  'jetton-transfers',
  'nft-transfers',
  'actions',
  'ledger',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** File formats: CSV (RFC 4180, UTF-8), Excel workbook (rows + summary sheet), JSON Lines. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'jsonl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * What the address names. `account`: rows where the account takes part. `jetton-master`: every
 * transfer of that jetton (jetton-transfers only). `nft-collection`: every transfer of the
 * collection's items (nft-transfers only).
 */
export const EXPORT_SCOPES = ['account', 'jetton-master', 'nft-collection'] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

/** Row order in the file: `asc` = oldest first (as accounting tools expect), `desc` = newest first. */
export const EXPORT_ORDERS = ['asc', 'desc'] as const;
export type ExportOrder = (typeof EXPORT_ORDERS)[number];

/** File extension of each format. */
export const FORMAT_EXTENSIONS: Record<ExportFormat, string> = {
  csv: '.csv',
  xlsx: '.xlsx',
  jsonl: '.jsonl',
};

/** Unix seconds (UTC) from an ISO 8601 date or date-time; throws `Error` when it does not parse. */
export function isoToUnix(iso: string): number {
  const text = iso.trim();
  // A bare date means midnight UTC, as a date-time without offset would mean local time: make
  // it explicit so an export does not depend on the machine's time zone.
  const withZone = /^\d{4}-\d{2}-\d{2}$/.test(text)
    ? `${text}T00:00:00Z`
    : /T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)
      ? `${text}Z`
      : text;
  const ms = Date.parse(withZone);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(ms)) {
    throw new Error(
      `"${text.slice(0, 40)}" is not an ISO 8601 date (e.g. 2024-05-01 or 2024-05-01T12:00:00Z)`,
    );
  }
  return Math.floor(ms / 1000);
}

const isoDate = z
  .string()
  .trim()
  .refine(
    (v) => parses(() => isoToUnix(v)),
    'must be an ISO 8601 date, e.g. 2024-05-01 or 2024-05-01T12:00:00Z',
  );

/**
 * What to export: the request of `exports:start` and the CLI's options, validated the same
 * way. `from`/`to` are ISO 8601 (UTC when no offset), inclusive; absent = whole history.
 * `outPath` is where the finished file goes (absent in the app = a default name in the
 * user-data `exports/` folder). `bom` prefixes CSV with a UTF-8 BOM for spreadsheet programs.
 */
export const exportRequestSchema = z
  .object({
    profileId: z.string().min(1).max(64),
    address: z.string().trim().min(1, 'address is required').max(128),
    scope: z.enum(EXPORT_SCOPES).default('account'),
    kind: z.enum(EXPORT_KINDS),
    format: z.enum(EXPORT_FORMATS),
    from: isoDate.optional(),
    to: isoDate.optional(),
    order: z.enum(EXPORT_ORDERS).default('asc'),
    bom: z.boolean().default(false),
    outPath: z.string().trim().min(1).max(4096).optional(),
    /** Rows per request (1..1000); the export is fastest at 1000. */
    pageSize: z.number().int().min(1).max(1000).default(1000),
  })
  .superRefine((r, ctx) => {
    if (r.scope === 'jetton-master' && r.kind !== 'jetton-transfers') {
      ctx.addIssue({
        code: 'custom',
        path: ['scope'],
        message: 'a jetton master exports jetton-transfers only',
      });
    }
    if (r.scope === 'nft-collection' && r.kind !== 'nft-transfers') {
      ctx.addIssue({
        code: 'custom',
        path: ['scope'],
        message: 'an NFT collection exports nft-transfers only',
      });
    }
    if (r.scope !== 'account' && r.kind === 'ledger') {
      ctx.addIssue({
        code: 'custom',
        path: ['scope'],
        message: 'a ledger is exported for an account',
      });
    }
    if (r.from && r.to && isoToUnix(r.from) > isoToUnix(r.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: '"to" is before "from"' });
    }
  });

/** Export request as a caller writes it (defaults may be omitted). */
export type ExportRequestInput = z.input<typeof exportRequestSchema>;
/** Export request after validation (defaults applied). */
export type ExportRequest = z.output<typeof exportRequestSchema>;
