import { z } from 'zod';
import { networkSchema } from '../profiles';
import {
  CASE_ITEMS_MAX,
  CaseFileError,
  caseFileSchema,
  checkItemRefs,
  parseJsonFile,
} from './cases';
import { labelProvenanceSchema } from '../labels/provenance';
import { CATEGORY_MAX, LABEL_COLORS, LABEL_MAX, NOTE_MAX, labelKey } from './labels';
import { LOOKALIKES_MAX, lookalikeFlagSchema, riskRuleSchema } from './risk';
import { watchRulesSchema } from './watch';

/**
 * The workspace backup of one network as one JSON file: labels, watchlist, cases, the risk
 * rules the user ignored at an address and the lookalike addresses found (never the offline cache; "trusted" overrides are
 * labels, so they travel with the labels). An import merges: what is new is added, what is identical is skipped, and
 * what differs from the stored copy is reported as a conflict and left as stored.
 */

export const BACKUP_FORMAT = 'ton-explorer-workspace';

const backupLabelSchema = z.object({
  address: z.string().min(1).max(128),
  label: z.string().trim().min(1, 'A label cannot be empty.').max(LABEL_MAX),
  color: z.enum(LABEL_COLORS).nullable().default(null),
  category: z.string().trim().max(CATEGORY_MAX).default(''),
  note: z.string().max(NOTE_MAX).default(''),
  /** Where an imported set's label came from (absent for the user's own). */
  provenance: labelProvenanceSchema.nullish(),
});

const backupCaseSchema = caseFileSchema.shape.case.extend({
  items: caseFileSchema.shape.items,
});

export const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(1),
  network: networkSchema,
  exportedAt: z.number().int().nonnegative().optional(),
  labels: z.array(backupLabelSchema).max(1_000_000),
  watches: z
    .array(z.object({ address: z.string().min(1).max(128), rules: watchRulesSchema }))
    .max(100_000),
  cases: z.array(backupCaseSchema).max(10_000),
  /** "Ignore this rule here" overrides (absent in backups made before they were kept). */
  riskIgnores: z
    .array(z.object({ address: z.string().min(1).max(128), rule: riskRuleSchema }))
    .max(100_000)
    .default([]),
  /**
   * Lookalike addresses the address-poisoning rule found, first found first (absent in backups
   * made before they were kept).
   */
  lookalikes: z.array(lookalikeFlagSchema).max(LOOKALIKES_MAX).default([]),
});
export type BackupFile = z.infer<typeof backupFileSchema>;
export type BackupCase = z.infer<typeof backupCaseSchema>;

/** One thing of the file that differs from what is stored; the stored one was kept. */
export interface BackupConflict {
  kind: 'label' | 'watch' | 'case-item';
  /** The address, or "case name · transaction hash". */
  what: string;
  stored: string;
  incoming: string;
}

/** What a backup import did. Conflict lists are capped at 200 (counts stay exact). */
export interface BackupImportReport {
  labels: { added: number; unchanged: number; conflicts: number };
  watches: { added: number; unchanged: number; conflicts: number };
  cases: { added: number; merged: number; itemsAdded: number; conflicts: number };
  /** "Ignore this rule here" overrides: new ones added, ones already stored. */
  riskIgnores: { added: number; unchanged: number };
  /** Lookalike addresses: new ones kept, ones already kept (a lookalike has nothing to differ in). */
  lookalikes: { added: number; unchanged: number };
  conflicts: BackupConflict[];
}

/**
 * Parses a backup file's text: JSON, the schema, every address and item reference valid.
 * Throws {@link CaseFileError} saying what is wrong (nothing is imported).
 */
export function parseBackupFile(text: string): BackupFile {
  const file = parseJsonFile(text, backupFileSchema, 'a workspace backup');
  const checkAddress = (address: string, where: string) => {
    try {
      labelKey(address);
    } catch (err) {
      throw new CaseFileError(`${where}.address: ${(err as Error).message}`);
    }
  };
  file.labels.forEach((l, i) => checkAddress(l.address, `labels[${i}]`));
  file.watches.forEach((w, i) => checkAddress(w.address, `watches[${i}]`));
  file.riskIgnores.forEach((r, i) => checkAddress(r.address, `riskIgnores[${i}]`));
  file.lookalikes.forEach((f, i) => {
    checkAddress(f.subject, `lookalikes[${i}].subject`);
    checkAddress(f.related, `lookalikes[${i}].related`);
  });
  file.cases.forEach((c, i) => {
    if (c.items.length > CASE_ITEMS_MAX) {
      throw new CaseFileError(`cases[${i}]: more than ${CASE_ITEMS_MAX} items.`);
    }
    checkItemRefs(c.items, `cases[${i}].items`);
  });
  return file;
}
