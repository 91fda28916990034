import { z } from 'zod';
import { channel, event } from '../define';
import { networkSchema } from '../../profiles';
import type { BuiltinSetFacts } from '../../labels/builtin-set';
import {
  labelInputSchema,
  type AddressLabel,
  type LabelImportReport,
} from '../../workspace/labels';
import {
  MAX_CACHE_LIMIT_BYTES,
  MIN_CACHE_LIMIT_BYTES,
  cacheEntrySchema,
  type CacheEntry,
  type CacheStats,
} from '../../workspace/cache';
import { watchRulesSchema, type Watch, type WatchAlert } from '../../workspace/watch';
import {
  caseItemInputSchema,
  caseItemSummarySchema,
  type CaseDetail,
  type CaseItem,
  type CaseSummary,
} from '../../workspace/cases';
import type { BackupImportReport } from '../../workspace/backup';
import { IMPORT_MAX_BYTES, UPLOAD_CHUNK_CHARS } from '../../workspace/file-upload';
import {
  LOOKALIKES_PER_CALL,
  dustThresholdSchema,
  lookalikeFlagSchema,
  riskRuleSchema,
  type LookalikeFlag,
  type RiskSettings,
} from '../../workspace/risk';

const address = z.string().min(1).max(128);

/** Largest label file accepted by an import (characters). */
export const LABEL_IMPORT_MAX_CHARS = 64 * 1024 * 1024;

const caseId = z.number().int().positive();
/** A file's text as the renderer read it (case or backup JSON). */
const fileText = z.string().max(LABEL_IMPORT_MAX_CHARS);
/**
 * An import's file: its `text` inline (one chunk at most), or the `uploadId` of a file sent in
 * chunks with `workspace:upload-*` (shared/workspace/file-upload.ts). Exactly one of the two.
 */
const importSource = {
  text: z.string().max(UPLOAD_CHUNK_CHARS).optional(),
  uploadId: z.string().min(1).max(40).optional(),
};
const oneSource = (r: { text?: string; uploadId?: string }) =>
  (r.text === undefined) !== (r.uploadId === undefined);
const oneSourceMessage = { message: 'give the file as text or as an uploadId (one of them)' };
/** What an export answers: the suggested file name and the file's text. */
type ExportedFile = { fileName: string; text: string };

export const workspaceChannels = {
  /**
   * Labels of the addresses on screen, in one call per render batch (any forms; answered by
   * raw lower-case address; unlabelled addresses are absent).
   */
  'workspace:labels-lookup': channel(
    z.object({ network: networkSchema, addresses: z.array(address).max(5000) }),
  ).returns<Record<string, AddressLabel>>(),
  /**
   * A page of the network's labels sorted by label; `query` matches label, category, note,
   * address. `scope`: the user's labels (default), the network's built-in set, or both (the
   * user's first, then built-in labels of addresses the user has not labelled).
   */
  'workspace:labels-list': channel(
    z.object({
      network: networkSchema,
      query: z.string().max(200).default(''),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(1000).default(100),
      scope: z.enum(['user', 'builtin', 'all']).default('user'),
    }),
  ).returns<{ total: number; items: AddressLabel[] }>(),
  /**
   * The built-in label set of a network (ton-labels on mainnet, the demo's on Local; none on
   * testnet): its name, version, licence and counts per category; null when it has none.
   */
  'workspace:builtin-labels-info': channel(
    z.object({ network: networkSchema }),
  ).returns<BuiltinSetFacts | null>(),
  /** Creates or replaces the label, colour, category and note of one address. */
  'workspace:label-set': channel(labelInputSchema).returns<AddressLabel>(),
  'workspace:label-delete': channel(z.object({ network: networkSchema, address })).returns<{
    removed: boolean;
  }>(),
  /**
   * Imports a labels file in one transaction: the app's CSV (`address,label,category,note
   * [,color]`) or JSON, a ton-labels file (an entity file, a list of them, or its build's
   * `assets.json`) or a ton-assets account list (`accounts.json`, `accounts/<group>.yaml`);
   * the sets' labels keep their provenance. `fileName` names a ton-assets group (its
   * category). A bad line imports nothing and fails with INVALID_INPUT naming the line.
   */
  'workspace:labels-import': channel(
    z
      .object({
        network: networkSchema,
        format: z.enum(['csv', 'json', 'yaml']),
        fileName: z.string().max(260).default(''),
        ...importSource,
      })
      .refine(oneSource, oneSourceMessage),
  ).returns<LabelImportReport>(),
  /**
   * Starts sending a file for an import in chunks (the web shell's socket carries 8 MiB a
   * message). INVALID_INPUT, with the size and the limit, for a file over the import limit.
   */
  'workspace:upload-begin': channel(
    z.object({ totalChars: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  ).returns<{ uploadId: string }>(),
  /** Adds the next chunk (in order: `offset` = characters sent so far). */
  'workspace:upload-append': channel(
    z.object({
      uploadId: z.string().min(1).max(40),
      offset: z.number().int().min(0).max(IMPORT_MAX_BYTES),
      text: z.string().max(UPLOAD_CHUNK_CHARS),
    }),
  ).returns<{ received: number }>(),
  /** Every label of the network as a file's text (CSV or JSON). */
  'workspace:labels-export': channel(
    z.object({ network: networkSchema, format: z.enum(['csv', 'json']) }),
  ).returns<{ fileName: string; text: string; count: number }>(),

  /**
   * The offline cache (react-query's persisted queries) of every profile fetched within
   * `maxAgeMs`, with the format tag (`buster`) it was written under.
   */
  'workspace:cache-load': channel(z.object({ maxAgeMs: z.number().int().positive() })).returns<{
    buster: string | null;
    entries: CacheEntry[];
  }>(),
  /** Saves changed cache entries and drops removed ones (one transaction), then evicts LRU. */
  'workspace:cache-save': channel(
    z.object({
      buster: z.string().max(100),
      entries: z.array(cacheEntrySchema).max(20_000),
      removed: z
        .array(z.object({ profileId: z.string().max(100), key: z.string().max(10_000) }))
        .max(20_000)
        .default([]),
    }),
  ).returns<CacheStats>(),
  'workspace:cache-stats': channel(z.object({})).returns<CacheStats>(),
  /** Sets the cache's size limit (bytes); least recently used entries go at once. */
  'workspace:cache-set-limit': channel(
    z.object({
      limitBytes: z.number().int().min(MIN_CACHE_LIMIT_BYTES).max(MAX_CACHE_LIMIT_BYTES),
    }),
  ).returns<CacheStats>(),
  /** Empties the cache of one profile (or all). */
  'workspace:cache-clear': channel(
    z.object({ profileId: z.string().max(100).optional() }),
  ).returns<CacheStats>(),

  /** Watches an account (or changes its rules): alerts by the rules from the next poll on. */
  'workspace:watch-set': channel(
    z.object({ network: networkSchema, address, rules: watchRulesSchema }),
  ).returns<Watch>(),
  'workspace:watch-remove': channel(z.object({ network: networkSchema, address })).returns<{
    removed: boolean;
  }>(),
  'workspace:watch-list': channel(z.object({ network: networkSchema })).returns<Watch[]>(),
  /** The newest alerts of the network (newest first) and the unread count. */
  'workspace:alerts-list': channel(
    z.object({ network: networkSchema, limit: z.number().int().min(1).max(1000).default(200) }),
  ).returns<{ alerts: WatchAlert[]; unread: number }>(),
  /** Marks alerts read: the given ids, or all of the network when `ids` is absent. */
  'workspace:alerts-mark-read': channel(
    z.object({ network: networkSchema, ids: z.array(z.number().int()).max(1000).optional() }),
  ).returns<{ unread: number }>(),

  /** The network's cases, most recently changed first. */
  'workspace:cases-list': channel(z.object({ network: networkSchema })).returns<CaseSummary[]>(),
  /** A case with its items. NOT_FOUND when it is not a case of the network. */
  'workspace:case-get': channel(
    z.object({ network: networkSchema, id: caseId }),
  ).returns<CaseDetail>(),
  /** Creates an empty case; CONFLICT when the name is taken (case-insensitive). */
  'workspace:case-create': channel(
    z.object({
      network: networkSchema,
      name: z.string().max(1000),
      note: z.string().max(10_000).default(''),
    }),
  ).returns<CaseSummary>(),
  /** Renames a case and/or changes its note. */
  'workspace:case-update': channel(
    z.object({
      network: networkSchema,
      id: caseId,
      name: z.string().max(1000).optional(),
      note: z.string().max(10_000).optional(),
    }),
  ).returns<CaseSummary>(),
  /** Deletes a case and its items. */
  'workspace:case-delete': channel(z.object({ network: networkSchema, id: caseId })).returns<{
    removed: boolean;
  }>(),
  /**
   * Adds an address, transaction or trace to a case (`added: false` when it was already
   * there; a non-empty note then replaces its note).
   */
  'workspace:case-add-item': channel(caseItemInputSchema).returns<{
    item: CaseItem;
    added: boolean;
  }>(),
  'workspace:case-item-note': channel(
    z.object({ network: networkSchema, itemId: caseId, note: z.string().max(10_000) }),
  ).returns<CaseItem>(),
  'workspace:case-item-remove': channel(
    z.object({ network: networkSchema, itemId: caseId }),
  ).returns<{ removed: boolean }>(),
  /**
   * A case as a file: a self-contained HTML report or JSON that imports back. `summaries`
   * (by item id) are the current summaries the Case page shows, written into both. The HTML
   * report is built from what the case and the workspace hold; it reads only the statements
   * of its accounts not kept from an earlier read, for at most 50 accounts.
   */
  'workspace:case-export': channel(
    z.object({
      network: networkSchema,
      id: caseId,
      format: z.enum(['html', 'json']),
      summaries: z.record(z.string().regex(/^\d+$/), caseItemSummarySchema).default({}),
      /** The clock the report's times are written in (the user's Settings); default UTC. */
      timeZone: z.enum(['local', 'utc']).default('utc'),
      /** With an id, progress goes out as `workspace:case-export-progress` and
       * `workspace:case-export-cancel` stops the reads (the report is written with what was
       * read by then). */
      exportId: z.string().min(1).max(80).optional(),
    }),
  ).returns<ExportedFile>(),
  /** Stops the reads of a case report export started with an `exportId`. */
  'workspace:case-export-cancel': channel(
    z.object({ exportId: z.string().min(1).max(80) }),
  ).returns<{ cancelled: boolean }>(),
  /**
   * Imports a case JSON file as a new case (a taken name gets " (2)"). A bad file imports
   * nothing and fails with INVALID_INPUT saying what is wrong.
   */
  'workspace:case-import': channel(
    z.object({ network: networkSchema, ...importSource }).refine(oneSource, oneSourceMessage),
  ).returns<{
    case: CaseSummary;
    renamedFrom: string | null;
  }>(),
  /** The network's labels, watchlist and cases as one JSON backup (not the offline cache). */
  'workspace:backup-export': channel(z.object({ network: networkSchema })).returns<
    ExportedFile & { counts: { labels: number; watches: number; cases: number } }
  >(),
  /**
   * Merges a backup in one transaction; differing labels, watch rules and item notes are
   * reported as conflicts and left as stored. A bad file imports nothing (INVALID_INPUT).
   */
  'workspace:backup-import': channel(
    z.object({ network: networkSchema, ...importSource }).refine(oneSource, oneSourceMessage),
  ).returns<BackupImportReport>(),
  /**
   * The network's risk-flag overrides (addresses labelled "trusted", ignored rules per
   * address) and the dust threshold (nanotons).
   */
  'workspace:risk-settings': channel(z.object({ network: networkSchema })).returns<RiskSettings>(),
  /** "Ignore this rule here" (`ignored: true`) or show it again (`false`) for one address. */
  'workspace:risk-ignore': channel(
    z.object({ network: networkSchema, address, rule: riskRuleSchema, ignored: z.boolean() }),
  ).returns<RiskSettings>(),
  /** Sets the dust threshold (nanotons, decimal string; 0 turns the dust rule off). */
  'workspace:risk-set-dust-threshold': channel(
    z.object({ network: networkSchema, thresholdNano: dustThresholdSchema }),
  ).returns<RiskSettings>(),
  /**
   * The lookalike addresses the address-poisoning rule found on the network (their flags,
   * subjects raw lower-case, first found first; at most 10,000, the first found dropped).
   */
  'workspace:risk-lookalikes': channel(z.object({ network: networkSchema })).returns<
    LookalikeFlag[]
  >(),
  /**
   * Keeps lookalikes a list found (idempotent: one row per address); answers how many were
   * new. Another rule or a bad address is INVALID_INPUT and nothing is written.
   */
  'workspace:risk-lookalikes-add': channel(
    z.object({
      network: networkSchema,
      flags: z.array(lookalikeFlagSchema).min(1).max(LOOKALIKES_PER_CALL),
    }),
  ).returns<{ added: number }>(),
  /**
   * Saves a workspace file the user asked for. Electron shows the save dialog and writes the
   * file (`path` null when cancelled); the web shell has no dialog and answers
   * `dialog: false`, and the renderer downloads the text itself.
   */
  'workspace:save-file': channel(
    z.object({
      fileName: z
        .string()
        .min(1)
        .max(200)
        .regex(
          /^[^/\\:*?"<>|]+\.(html|json|csv|svg)$/,
          'a plain file name ending .html, .json, .csv or .svg',
        ),
      text: fileText,
    }),
  ).returns<{ dialog: boolean; path: string | null }>(),
};

export const workspaceEvents = {
  /**
   * A case report's reads (its accounts' statements): `read` of `total` accounts done,
   * `requests` sent so far.
   */
  'workspace:case-export-progress': event<{
    exportId: string;
    read: number;
    total: number;
    requests: number;
  }>(),
  /** Cases of a network changed (created, renamed, items added, removed, imported). */
  'workspace:cases-changed': event<{ network: z.infer<typeof networkSchema> }>(),
  /** Alerts of a network were added or marked read. */
  'workspace:alerts-changed': event<{ network: z.infer<typeof networkSchema>; unread: number }>(),
  /** The watchlist of a network changed. */
  'workspace:watches-changed': event<{ network: z.infer<typeof networkSchema> }>(),
  /** Labels of a network changed (set, delete, import): views re-read what they show. */
  'workspace:labels-changed': event<{ network: z.infer<typeof networkSchema> }>(),
  /** Risk overrides or the dust threshold changed: flags are evaluated again. */
  'workspace:risk-changed': event<{ network: z.infer<typeof networkSchema> }>(),
};
