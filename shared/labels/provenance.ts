import { z } from 'zod';

/**
 * Where a label comes from when the user did not write it: a built-in data set shipped with
 * the app (ton-labels on mainnet, the Local demo's set on Local) or a set the user imported
 * (a ton-labels file, ton-assets' `accounts.yaml` / `accounts.json`). Shown wherever the label
 * shows (tooltip, address menu, exports' `*_label_source`, the case report), so a reader can
 * judge it: a community label is a claim with a source, not a fact.
 */
export const labelProvenanceSchema = z.object({
  /** The data set: `ton-labels`, `ton-assets`, `Local demo labels`. */
  dataset: z.string().max(80),
  /** Its version: the git commit the data came from, or '' when the file does not say. */
  version: z.string().max(80).default(''),
  /** True for a set shipped with the app (not stored in the workspace). */
  builtin: z.boolean().default(false),
  /** The set's category, as it spells it (`CEX`, `scammer`, `custodians`). */
  category: z.string().max(60).default(''),
  /** The set's subcategory (`drainer`, `address-poisoning`), '' when none. */
  subcategory: z.string().max(60).default(''),
  /** The entity the set names (ton-labels' `organization`), '' when none. */
  entity: z.string().max(120).default(''),
  /** The set's source for this address: a link or words, '' when none. */
  source: z.string().max(500).default(''),
  /** Who submitted it to the set, '' when unknown. */
  submittedBy: z.string().max(120).default(''),
  /** When it was submitted (ISO 8601), '' when unknown. */
  date: z.string().max(40).default(''),
  /** The set's tags for this address (`has-custodial-wallets`). */
  tags: z.array(z.string().max(60)).max(20).default([]),
});
export type LabelProvenance = z.output<typeof labelProvenanceSchema>;

/** The commit shortened for reading (`99be9dc`); other versions as they are. */
export function shortVersion(version: string): string {
  return /^[0-9a-f]{40}$/i.test(version) ? version.slice(0, 7) : version;
}

/**
 * A provenance in one line, the form exports' `*_label_source` column and tooltips use:
 * `ton-labels@99be9dc · CEX · source https://… · by ziga, 2024-11-25`.
 */
export function provenanceText(p: LabelProvenance): string {
  const set = p.version ? `${p.dataset}@${shortVersion(p.version)}` : p.dataset;
  const category = [p.category, p.subcategory].filter(Boolean).join('/');
  const by = [p.submittedBy, p.date.slice(0, 10)].filter(Boolean).join(', ');
  return [
    p.builtin ? `${set} (built-in)` : `${set} (imported)`,
    category,
    p.source ? `source ${p.source}` : '',
    by ? `by ${by}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The lines a label's tooltip and menu show for its provenance: data set and version,
 * category, source, submitter and date (only those the set gives).
 */
export function provenanceLines(p: LabelProvenance): Array<[string, string]> {
  const lines: Array<[string, string]> = [
    [
      'Data set',
      `${p.dataset}${p.version ? ` @ ${shortVersion(p.version)}` : ''} (${p.builtin ? 'built-in' : 'imported'})`,
    ],
  ];
  if (p.category) {
    lines.push(['Category', [p.category, p.subcategory].filter(Boolean).join(' / ')]);
  }
  if (p.entity) lines.push(['Entity', p.entity]);
  if (p.source) lines.push(['Source', p.source]);
  if (p.submittedBy) lines.push(['Submitted by', p.submittedBy]);
  if (p.date) lines.push(['Date', p.date.slice(0, 10)]);
  return lines;
}
