import { z } from 'zod';
import { networkSchema } from '../profiles';
import { labelKey, NOTE_MAX } from './labels';

/**
 * Cases: named investigations of one network holding addresses, transactions and traces, each
 * with a note. The JSON case file (export and import) and its zod schema live here so main,
 * the renderer and tests share one definition.
 */

export const CASE_ITEM_KINDS = ['address', 'transaction', 'trace'] as const;
export type CaseItemKind = (typeof CASE_ITEM_KINDS)[number];

/** Longest case name (characters). */
export const CASE_NAME_MAX = 120;
/** Most items a case holds (an import of more is refused). */
export const CASE_ITEMS_MAX = 5000;

export const caseNameSchema = z
  .string()
  .trim()
  .min(1, 'A case needs a name.')
  .max(CASE_NAME_MAX, `A case name has at most ${CASE_NAME_MAX} characters.`);
export const caseNoteSchema = z
  .string()
  .max(NOTE_MAX, `A note has at most ${NOTE_MAX} characters.`);

/**
 * What an item refers to: a raw address (any form accepted, stored raw lower-case), a
 * transaction hash or a trace id (v3 base64 or hex, 32 bytes).
 */
export const caseItemRefSchema = z.string().trim().min(1).max(128);

/** Hashes and trace ids as v3 answers them (base64, base64url) or as hex. */
const HASH_RE = /^(?:[A-Za-z0-9+/_-]{43}=?|[0-9a-fA-F]{64})$/;

/**
 * The stored form of an item reference: raw lower-case for addresses; hashes as given (the
 * form the v3 API answered). Throws `Error` with a readable message when `ref` is not one.
 */
export function caseItemKey(kind: CaseItemKind, ref: string): string {
  const r = ref.trim();
  if (kind === 'address') return labelKey(r);
  if (!HASH_RE.test(r)) {
    throw new Error(
      `“${r.slice(0, 80)}” is not a ${kind === 'trace' ? 'trace id' : 'transaction hash'}.`,
    );
  }
  return r;
}

/** A case as listed: counts, no items. Times are unix milliseconds. */
export interface CaseSummary {
  id: number;
  name: string;
  note: string;
  itemCount: number;
  /** Canvases kept in the case (shared/canvas/document.ts). */
  canvasCount: number;
  /** Replays kept in the case (shared/replay/saved.ts). */
  replayCount: number;
  createdAt: number;
  updatedAt: number;
}

/** One item of a case. `ref` is the raw address, transaction hash or trace id. */
export interface CaseItem {
  id: number;
  kind: CaseItemKind;
  ref: string;
  note: string;
  addedAt: number;
}

export interface CaseDetail extends CaseSummary {
  items: CaseItem[];
}

/**
 * An item's current summary as the Case page showed it when exporting (plain text; the
 * report escapes it): `status` is the shared status model's label (or the account status),
 * `text` what it says (balance, what moved, how many transactions).
 */
export const caseItemSummarySchema = z.object({
  status: z.string().max(80).default(''),
  tone: z.enum(['ok', 'bad', 'warn', 'pending', 'neutral']).default('neutral'),
  text: z.string().max(2000).default(''),
  /** A picture of the item (a trace's graph) as a standalone SVG document; the report shows
   * it as an image, which can run no script and load nothing. */
  picture: z
    .string()
    .max(2_000_000)
    .regex(/^<svg[\s>]/, 'an SVG document')
    .optional(),
  /** What the app calls the item's address (identity rule: label, domain, token name). */
  name: z.string().max(300).optional(),
  /** The item's reference as the user's hash setting shows it (hex or base64). */
  shownRef: z.string().max(128).optional(),
  /** The account a transaction is on (raw) and what the app calls it. */
  account: z.string().max(80).optional(),
  accountName: z.string().max(300).optional(),
  /**
   * The item's risk flags the user has not overridden (shared/risk): each rule's title, where
   * the evidence was read, the evidence exactly as on-chain (bounded) and why it fired.
   */
  flags: z
    .array(
      z.object({
        rule: z.string().max(64),
        title: z.string().max(200),
        field: z.string().max(40),
        evidence: z.string().max(2000),
        detail: z.string().max(1000),
      }),
    )
    .max(50)
    .optional(),
  /** When it happened (a transaction's `now`, a trace's start), unix seconds. */
  time: z.number().int().nonnegative().optional(),
  /** The item's page in the app (an http(s) address of the shell that exported it). */
  link: z
    .string()
    .max(2000)
    .regex(/^https?:\/\//, 'an http(s) address')
    .optional(),
});
export type CaseItemSummary = z.infer<typeof caseItemSummarySchema>;

/** Tag of the case file format. */
export const CASE_FILE_FORMAT = 'ton-explorer-case';

const caseFileItemSchema = z.object({
  kind: z.enum(CASE_ITEM_KINDS),
  ref: caseItemRefSchema,
  note: caseNoteSchema.default(''),
  addedAt: z.number().int().nonnegative().optional(),
  /**
   * The label of an address item when exported (the user's, else the built-in set's;
   * informational, not imported).
   */
  label: z.string().max(200).optional(),
  /**
   * Where that label comes from: `your label`, or a built-in or imported set's provenance
   * (data set, version, category, source, submitter, date) in one line.
   */
  labelSource: z.string().max(1000).optional(),
  summary: caseItemSummarySchema.optional(),
});

/** A case exported as JSON (and the case part of a backup). */
export const caseFileSchema = z.object({
  format: z.literal(CASE_FILE_FORMAT),
  version: z.literal(1),
  network: networkSchema,
  exportedAt: z.number().int().nonnegative().optional(),
  case: z.object({
    name: caseNameSchema,
    note: caseNoteSchema.default(''),
    createdAt: z.number().int().nonnegative().optional(),
  }),
  items: z.array(caseFileItemSchema).max(CASE_ITEMS_MAX),
});
export type CaseFile = z.infer<typeof caseFileSchema>;
export type CaseFileItem = z.infer<typeof caseFileItemSchema>;

/** Why a case or backup file cannot be imported (nothing was imported). */
export class CaseFileError extends Error {}

/**
 * Formats zod issues as "items[3].ref: …" lines (at most five), for import errors the user
 * can act on.
 */
export function describeIssues(error: z.ZodError): string {
  const lines = error.issues.slice(0, 5).map((i) => {
    const at = i.path
      .map((p, n) => (typeof p === 'number' ? `[${p}]` : `${n ? '.' : ''}${String(p)}`))
      .join('');
    return `${at || 'file'}: ${i.message}`;
  });
  if (error.issues.length > 5) lines.push(`…and ${error.issues.length - 5} more problems.`);
  return lines.join('; ');
}

/**
 * Parses a workspace file's text as JSON of `schema` ("a case file", "a workspace backup").
 * Throws {@link CaseFileError} naming what is wrong.
 */
export function parseJsonFile<T>(text: string, schema: z.ZodType<T>, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new CaseFileError(`The file is not JSON (${(err as Error).message}).`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new CaseFileError(`The file is not ${what}: ${describeIssues(parsed.error)}`);
  }
  return parsed.data;
}

/**
 * Parses a case file's text: JSON, the case schema, every item's reference valid for its kind.
 * Throws {@link CaseFileError} naming what is wrong.
 */
export function parseCaseFile(text: string): CaseFile {
  const file = parseJsonFile(text, caseFileSchema, 'a case file');
  checkItemRefs(file.items, 'items');
  return file;
}

/** Throws {@link CaseFileError} at the first item whose reference is not valid for its kind. */
export function checkItemRefs(items: readonly CaseFileItem[], where: string): void {
  items.forEach((item, i) => {
    try {
      caseItemKey(item.kind, item.ref);
    } catch (err) {
      throw new CaseFileError(`${where}[${i}].ref: ${(err as Error).message}`);
    }
  });
}

/** Request schema of adding an item. */
export const caseItemInputSchema = z.object({
  network: networkSchema,
  caseId: z.number().int().positive(),
  kind: z.enum(CASE_ITEM_KINDS),
  ref: caseItemRefSchema,
  note: caseNoteSchema.default(''),
});
export type CaseItemInput = z.input<typeof caseItemInputSchema>;
