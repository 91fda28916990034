import { z } from 'zod';
import { networkSchema } from '../profiles';
import { normalizeAddress } from '../ton/address';

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
 * A stored label of one address on one network. `address` is the raw lower-case form
 * (`0:83df…`), the only form labels are keyed by; `updatedAt` is unix milliseconds.
 */
export interface AddressLabel {
  address: string;
  label: string;
  color: LabelColor | null;
  category: string;
  note: string;
  updatedAt: number;
}

/**
 * The raw lower-case form of any address form (raw any case, user-friendly any flags), the
 * key of labels. Throws `Error` with a readable message when `input` is not an address.
 */
export function labelKey(input: string): string {
  return normalizeAddress(input);
}

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
