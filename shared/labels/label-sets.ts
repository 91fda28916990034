import { z } from 'zod';
import { labelKey, CATEGORY_MAX, LABEL_MAX, NOTE_MAX } from '../workspace/labels';
import type { LabelProvenance } from './provenance';

/**
 * Open label sets in their own layouts, read into labels that keep their provenance:
 * - ton-studio/ton-labels (MIT): one file per entity, `assets/<category>/<label>.json`
 *   `{metadata: {label, name?, category, subcategory, organization, website, description},
 *   addresses: [{address, source, comment, tags, submittedBy, submissionTimestamp}]}`; its build
 *   (`assets.json`, one flat row per address with `github_hash`); and the app's shipped copy of
 *   the whole set (`data/ton-labels/ton-labels.json`: the files keyed by path, with the commit).
 * - tonkeeper/ton-assets (no licence: only as a file the user imports): `accounts.json` and
 *   `accounts/<group>.yaml`, lists of `{address, name, require_memo?, image?}`.
 * Pure code: files are parsed (JSON, YAML) by the caller.
 */

/** One label of a set: the address (raw lower-case), its text, category, note, provenance. */
export interface SetLabel {
  /** 1-based position in the file (item or line), for messages. */
  line: number;
  address: string;
  label: string;
  category: string;
  note: string;
  provenance: LabelProvenance;
}

/** A set that cannot be read; `line` names the first wrong item (1-based). */
export class LabelSetError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = 'LabelSetError';
  }
}

const text = z.string().max(100_000).nullish();

/** The fields ton-labels gives an entity in both its files and its build rows. */
const entityFields = {
  label: z.string().min(1).max(200),
  name: text,
  category: z.string().min(1).max(200),
  subcategory: text,
  organization: text,
};

/** The fields ton-labels gives each address of an entity. */
const addressFields = {
  address: z.string().min(1).max(128),
  source: text,
  comment: text,
  tags: z.array(z.string().max(200)).nullish(),
  submittedBy: text,
  submissionTimestamp: text,
};

/** A ton-labels entity file (models.py of the repository: `LabelledData`). */
export const tonLabelsFileSchema = z.object({
  metadata: z.object({ ...entityFields, website: text, description: text }),
  addresses: z.array(z.object(addressFields)),
});
export type TonLabelsFile = z.infer<typeof tonLabelsFileSchema>;

/** A row of ton-labels' build (`assets.json` of its build branch: one per address). */
const tonLabelsRowSchema = z.object({
  ...entityFields,
  description: text,
  ...addressFields,
  github_hash: text,
});

/** The app's shipped copy of ton-labels (scripts/refresh-ton-labels.mjs writes it). */
export const shippedSetSchema = z.object({
  dataset: z.string().min(1).max(80),
  repository: z.string().max(300).default(''),
  license: z.string().max(40).default(''),
  commit: z.string().max(80).default(''),
  committedAt: z.string().max(40).default(''),
  network: z.enum(['mainnet', 'testnet', 'local']),
  files: z.record(z.string(), z.unknown()),
});
export type ShippedSet = z.infer<typeof shippedSetSchema>;

/** ton-labels' own fallback for a missing name (models.py): `binance_hot` → `Binance hot`. */
function nameOf(label: string, name: string | null | undefined): string {
  if (name?.trim()) return name.trim();
  const spaced = label.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

const clip = (s: string | null | undefined, max: number) => (s ?? '').trim().slice(0, max);

/** The raw key of `address`, or a {@link LabelSetError} at `line`. */
function keyAt(line: number, address: string): string {
  try {
    return labelKey(address.trim());
  } catch {
    throw new LabelSetError(line, `"${address.slice(0, 80)}" is not a TON address.`);
  }
}

/** Where a set's labels come from: its name, version, whether shipped with the app. */
export interface SetOrigin {
  dataset: string;
  version: string;
  builtin: boolean;
}

/** The labels of one ton-labels entity file; `line` numbers its addresses from `firstLine`. */
export function tonLabelsFileLabels(
  file: TonLabelsFile,
  origin: SetOrigin,
  firstLine = 1,
): SetLabel[] {
  const m = file.metadata;
  return file.addresses.map((a, k) =>
    tonLabelsLabel(firstLine + k, { ...m, ...a, label: m.label }, origin),
  );
}

/** One ton-labels address with its entity's metadata as a label with provenance. */
function tonLabelsLabel(
  line: number,
  r: z.infer<typeof tonLabelsRowSchema>,
  origin: SetOrigin,
): SetLabel {
  return {
    line,
    address: keyAt(line, r.address),
    label: clip(nameOf(r.label, r.name), LABEL_MAX),
    category: clip(r.category, CATEGORY_MAX),
    note: clip(r.comment || r.description, NOTE_MAX),
    provenance: {
      dataset: origin.dataset,
      version: origin.version,
      builtin: origin.builtin,
      category: clip(r.category, 60),
      subcategory: clip(r.subcategory, 60),
      entity: clip(r.organization || r.label, 120),
      source: clip(r.source, 500),
      submittedBy: clip(r.submittedBy, 120),
      date: clip(r.submissionTimestamp, 40),
      tags: (r.tags ?? []).slice(0, 20).map((t) => t.slice(0, 60)),
    },
  };
}

/** `detail` of the first zod issue, in words. */
function zodWords(err: z.ZodError): string {
  const i = err.issues[0]!;
  return `${i.path.join('.') || 'the item'}: ${i.message}`;
}

/**
 * The labels of a shipped set (the app's copy of ton-labels, or the Local demo's set in the
 * same layout), every file checked. Throws {@link LabelSetError} naming the file.
 */
export function shippedSetLabels(doc: ShippedSet): SetLabel[] {
  const origin = { dataset: doc.dataset, version: doc.commit, builtin: true };
  const out: SetLabel[] = [];
  for (const [path, data] of Object.entries(doc.files)) {
    const file = tonLabelsFileSchema.safeParse(data);
    if (!file.success) {
      throw new LabelSetError(out.length + 1, `${path}: ${zodWords(file.error)}`);
    }
    out.push(...tonLabelsFileLabels(file.data, origin, out.length + 1));
  }
  return out;
}

/** True when `data` has the shape of a ton-labels entity file (or a list of them). */
function isTonLabelsFile(data: unknown): boolean {
  const first = Array.isArray(data) ? data[0] : data;
  return !!first && typeof first === 'object' && 'metadata' in first && 'addresses' in first;
}

/** True when `data` is a list of ton-labels build rows (`label`, `category`, `address`). */
function isTonLabelsRows(data: unknown): data is unknown[] {
  const first = Array.isArray(data) ? (data[0] as Record<string, unknown> | undefined) : undefined;
  return !!first && typeof first === 'object' && 'category' in first && 'address' in first;
}

/** True when `data` is a ton-assets account list (`address` and `name`, no `label`). */
function isTonAssetsList(data: unknown): data is unknown[] {
  const first = Array.isArray(data) ? (data[0] as Record<string, unknown> | undefined) : undefined;
  return (
    !!first &&
    typeof first === 'object' &&
    'name' in first &&
    'address' in first &&
    !('label' in first)
  );
}

/** The set layout `data` has, or null when it is none of them (the app's own label file). */
export function labelSetLayout(data: unknown): 'ton-labels' | 'ton-assets' | null {
  if (data && typeof data === 'object' && !Array.isArray(data) && 'files' in data) {
    return 'ton-labels';
  }
  if (isTonLabelsFile(data) || isTonLabelsRows(data)) return 'ton-labels';
  if (isTonAssetsList(data)) return 'ton-assets';
  return null;
}

/**
 * The labels of an imported ton-labels file: an entity file, a list of them, the build's rows
 * (an array, or JSON Lines already split into items) or a shipped copy. The version is the
 * build's `github_hash` or the copy's commit when they give one. Throws {@link LabelSetError}.
 */
export function importTonLabels(data: unknown): SetLabel[] {
  const origin: SetOrigin = { dataset: 'ton-labels', version: '', builtin: false };
  if (data && typeof data === 'object' && !Array.isArray(data) && 'files' in data) {
    const doc = shippedSetSchema.safeParse(data);
    if (!doc.success) throw new LabelSetError(1, zodWords(doc.error));
    return shippedSetLabels(doc.data).map((l) => ({
      ...l,
      provenance: { ...l.provenance, builtin: false },
    }));
  }
  const items = Array.isArray(data) ? data : [data];
  if (isTonLabelsRows(items)) {
    return items.map((item, k) => {
      const row = tonLabelsRowSchema.safeParse(item);
      if (!row.success) throw new LabelSetError(k + 1, zodWords(row.error));
      return tonLabelsLabel(k + 1, row.data, { ...origin, version: row.data.github_hash ?? '' });
    });
  }
  const out: SetLabel[] = [];
  items.forEach((item, k) => {
    const file = tonLabelsFileSchema.safeParse(item);
    if (!file.success) throw new LabelSetError(k + 1, zodWords(file.error));
    out.push(...tonLabelsFileLabels(file.data, origin, out.length + 1));
  });
  return out;
}

const tonAssetsAccountSchema = z.object({
  address: z.string().min(1).max(128),
  name: z.string().min(1).max(10_000),
  require_memo: z.boolean().nullish(),
  image: z.string().max(10_000).nullish(),
});

/**
 * The labels of a ton-assets account list (`accounts.json`, or one `accounts/<group>.yaml`
 * parsed): each `{address, name}` becomes a label named `name`; the group (the YAML file's
 * name, e.g. `custodians`, `scammers`) is its category when the file name gives one. Throws
 * {@link LabelSetError} naming the item.
 */
export function importTonAssets(data: unknown, fileName = ''): SetLabel[] {
  if (!Array.isArray(data)) {
    throw new LabelSetError(1, 'expected a list of accounts {address, name}.');
  }
  const stem = fileName.replace(/^.*[\\/]/, '').replace(/\.(ya?ml|json)$/i, '');
  const group = stem && stem !== 'accounts' ? stem : '';
  return data.map((item, k) => {
    const a = tonAssetsAccountSchema.safeParse(item);
    if (!a.success) throw new LabelSetError(k + 1, zodWords(a.error));
    return {
      line: k + 1,
      address: keyAt(k + 1, a.data.address),
      label: clip(a.data.name, LABEL_MAX),
      category: clip(group, CATEGORY_MAX),
      note: a.data.require_memo ? 'Deposits need a memo (require_memo).' : '',
      provenance: {
        dataset: 'ton-assets',
        version: '',
        builtin: false,
        category: clip(group, 60),
        subcategory: '',
        entity: '',
        source: clip(`tonkeeper/ton-assets ${fileName.replace(/^.*[\\/]/, '')}`.trim(), 500),
        submittedBy: '',
        date: '',
        tags: a.data.require_memo ? ['require_memo'] : [],
      },
    };
  });
}
