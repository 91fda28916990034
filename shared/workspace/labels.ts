import { z } from 'zod';
import { networkSchema } from '../profiles';
import { normalizeAddress } from '../ton/address';
import type { LabelProvenance } from '../labels/provenance';

/** Colour tags a label may carry (shown as a dot beside the label). */
export const LABEL_COLORS = ['red', 'orange', 'yellow', 'green', 'blue', 'purple', 'gray'] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

/** Longest label text, category and note accepted (characters). */
export const LABEL_MAX = 120;
export const CATEGORY_MAX = 60;
export const NOTE_MAX = 4000;

/** What the user sets for one address. `address` may be any form; it is stored raw. */
export const labelInputSchema = z.object({
  network: networkSchema,
  address: z.string().min(1).max(128),
  label: z.string().trim().min(1, 'A label cannot be empty.').max(LABEL_MAX),
  color: z.enum(LABEL_COLORS).nullable().default(null),
  category: z.string().trim().max(CATEGORY_MAX).default(''),
  note: z.string().max(NOTE_MAX).default(''),
});
export type LabelInput = z.input<typeof labelInputSchema>;

/**
 * The label of one address on one network: the user's (stored in the workspace, written or
 * imported) or a built-in one (a data set shipped with the app, never stored). `address` is
 * the raw lower-case form (`0:83df…`), the only form labels are keyed by; `updatedAt` is unix
 * milliseconds (0 for a built-in label).
 */
export interface AddressLabel {
  address: string;
  label: string;
  color: LabelColor | null;
  category: string;
  note: string;
  updatedAt: number;
  /**
   * Where the label comes from: null for one the user wrote; the data set, category, source,
   * submitter and date for an imported or built-in one.
   */
  provenance: LabelProvenance | null;
  /** On the user's label: the built-in label it overrides (shown as overridden, never lost). */
  overrides?: BuiltinLabelSummary;
}

/** A built-in label as an overridden one is shown beside the user's. */
export interface BuiltinLabelSummary {
  label: string;
  category: string;
  provenance: LabelProvenance;
}

/** True when the label is a built-in one (shipped with the app, not the user's). */
export function isBuiltinLabel(l: Pick<AddressLabel, 'provenance'>): boolean {
  return l.provenance?.builtin === true;
}

/**
 * The raw lower-case form of any address form (raw any case, user-friendly any flags), the
 * key of labels. Throws `Error` with a readable message when `input` is not an address.
 */
export function labelKey(input: string): string {
  // Raw forms (most lookups: v3 answers raw) need no parsing, only lower-casing: a page of
  // 1000 rows must cost microseconds, not a checksum per row.
  if (RAW_RE.test(input)) return input.toLowerCase();
  return normalizeAddress(input);
}

const RAW_RE = /^(?:0|-1):[0-9a-fA-F]{64}$/;

/** What an import did: counts, and the lines that repeat or change an existing label. */
export interface LabelImportReport {
  added: number;
  updated: number;
  unchanged: number;
  /** The same address twice in the file: the later line wins. */
  duplicates: Array<{ line: number; firstLine: number; address: string }>;
  /** Lines that replace a different existing label of the address. */
  conflicts: Array<{ line: number; address: string; was: string; now: string }>;
}
