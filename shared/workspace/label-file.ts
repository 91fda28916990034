import { csvHeader, csvRecord, readCsvText } from '../csv/csv-writer';
import { labelProvenanceSchema, type LabelProvenance } from '../labels/provenance';
import {
  importTonAssets,
  importTonLabels,
  labelSetLayout,
  LabelSetError,
} from '../labels/label-sets';
import {
  CATEGORY_MAX,
  LABEL_COLORS,
  LABEL_MAX,
  NOTE_MAX,
  labelKey,
  type LabelColor,
} from './labels';

/** One label read from an import file, address already normalised to raw. */
export interface ImportedLabel {
  /** 1-based line of the file (CSV) or 1-based item index (JSON), for messages. */
  line: number;
  address: string;
  label: string;
  category: string;
  note: string;
  color: LabelColor | null;
  /** Where an imported set's label comes from (ton-labels, ton-assets); absent: the user's own. */
  provenance?: LabelProvenance | null;
}

/** A label file that cannot be imported; `line` names the first wrong line (1-based). */
export class LabelFileError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
    this.name = 'LabelFileError';
  }
}

/** The columns of the label file format, in file order (`color` optional on import). */
export const LABEL_FILE_COLUMNS = ['address', 'label', 'category', 'note', 'color'] as const;

/**
 * Splits CSV text (RFC 4180: quoted fields with `""` escapes and line breaks inside quotes,
 * CRLF or LF) into records, each with the 1-based line it starts on. Throws
 * {@link LabelFileError} on an unterminated quote or text after a closing quote.
 */
export function parseCsvRecords(text: string): Array<{ line: number; fields: string[] }> {
  const out: Array<{ line: number; fields: string[] }> = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let value = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= text.length) throw new LabelFileError(start, 'a quoted field is not closed.');
          const ch = text[i]!;
          if (ch === '"') {
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (ch === '\n') line++;
          value += ch;
          i++;
        }
        if (i < text.length && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          throw new LabelFileError(line, 'text after a closing quote (write "" for a quote).');
        }
      } else {
        // One slice per field, not a string built a character at a time (100 000 lines).
        const from = i;
        while (i < text.length) {
          const c = text.charCodeAt(i);
          if (c === 44 /* , */ || c === 10 /* \n */ || c === 13 /* \r */) break;
          i++;
        }
        value = text.slice(from, i);
      }
      fields.push(value);
      if (text[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    if (text[i] === '\r') i++;
    if (text[i] === '\n') i++;
    line++;
    if (!(fields.length === 1 && fields[0]!.trim() === '')) out.push({ line: start, fields });
  }
  return out;
}

function checkRow(line: number, r: Record<string, unknown>): ImportedLabel {
  const str = (name: string): string => {
    const v = r[name];
    if (v === undefined || v === null) return '';
    if (typeof v !== 'string') throw new LabelFileError(line, `"${name}" must be text.`);
    return v.trim();
  };
  const rawAddress = str('address');
  if (!rawAddress) throw new LabelFileError(line, 'the address is empty.');
  let address: string;
  try {
    address = labelKey(rawAddress);
  } catch {
    throw new LabelFileError(line, `"${rawAddress.slice(0, 80)}" is not a TON address.`);
  }
  const label = str('label');
  if (!label) throw new LabelFileError(line, 'the label is empty.');
  if (label.length > LABEL_MAX)
    throw new LabelFileError(line, `the label is longer than ${LABEL_MAX} characters.`);
  const category = str('category');
  if (category.length > CATEGORY_MAX)
    throw new LabelFileError(line, `the category is longer than ${CATEGORY_MAX} characters.`);
  const note = str('note');
  if (note.length > NOTE_MAX)
    throw new LabelFileError(line, `the note is longer than ${NOTE_MAX} characters.`);
  const colorText = str('color').toLowerCase();
  if (colorText && !(LABEL_COLORS as readonly string[]).includes(colorText)) {
    throw new LabelFileError(
      line,
      `unknown colour "${colorText.slice(0, 20)}" (one of ${LABEL_COLORS.join(', ')}).`,
    );
  }
  return {
    line,
    address,
    label,
    category,
    note,
    color: colorText ? (colorText as LabelColor) : null,
    ...provenanceAt(line, r.provenance),
  };
}

/**
 * A JSON item's `provenance` (the app's JSON export keeps it), checked, as the label's field;
 * nothing when absent (the user's own label).
 */
function provenanceAt(line: number, value: unknown): { provenance?: LabelProvenance } {
  if (value === undefined || value === null) return {};
  const p = labelProvenanceSchema.safeParse(value);
  if (!p.success) {
    throw new LabelFileError(line, `"provenance" ${p.error.issues[0]!.message.toLowerCase()}.`);
  }
  return { provenance: p.data };
}

/**
 * Parses a labels CSV: a header naming at least `address` and `label` (also `category`,
 * `note`, `color`; any order, case-insensitive), then one label per line. Every address form
 * is accepted and normalised to raw. Throws {@link LabelFileError} naming the first wrong line.
 */
export function parseLabelsCsv(text: string): ImportedLabel[] {
  const records = parseCsvRecords(text);
  const header = records[0];
  if (!header)
    throw new LabelFileError(
      1,
      'the file is empty (expected a header "address,label,category,note").',
    );
  const names = header.fields.map((f) => f.trim().toLowerCase());
  for (const required of ['address', 'label']) {
    if (!names.includes(required)) {
      throw new LabelFileError(
        header.line,
        `the header has no "${required}" column (expected "address,label,category,note").`,
      );
    }
  }
  return records.slice(1).map(({ line, fields }) => {
    if (fields.length > names.length) {
      throw new LabelFileError(
        line,
        `${fields.length} fields, the header has ${names.length} (quote a field that contains a comma).`,
      );
    }
    const row: Record<string, string> = {};
    // The app's own export writes text under the CSV formula rule: read the exact text back.
    names.forEach((n, k) => (row[n] = readCsvText(fields[k] ?? '')));
    return checkRow(line, row);
  });
}

/**
 * Parses a labels JSON file: an array of `{address, label, category?, note?, color?}` (or an
 * object with such an array under `labels`). Item n is reported as "line n" (1-based).
 */
export function parseLabelsJson(text: string, fileName = ''): ImportedLabel[] {
  const data = parseJsonOrLines(text);
  const layout = labelSetLayout(data);
  if (layout)
    return fromSet(() =>
      layout === 'ton-labels' ? importTonLabels(data) : importTonAssets(data, fileName),
    );
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { labels?: unknown }).labels)
      ? (data as { labels: unknown[] }).labels
      : null;
  if (!list) throw new LabelFileError(1, 'expected an array of labels (or {"labels": [...]}).');
  return list.map((item, k) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      throw new LabelFileError(k + 1, 'each item must be an object {address, label, …}.');
    }
    return checkRow(k + 1, item as Record<string, unknown>);
  });
}

/**
 * JSON text, or JSON Lines (one value per line, as ton-labels' build `assets.json` is) read as
 * the list of its values. Throws {@link LabelFileError} when it is neither.
 */
function parseJsonOrLines(text: string): unknown {
  const body = text.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(body);
  } catch (err) {
    const lines = body.split(/\r?\n/);
    if (lines.filter((l) => l.trim()).length < 2) {
      throw new LabelFileError(1, `not valid JSON (${(err as Error).message}).`);
    }
    return lines.flatMap((l, k) => {
      if (!l.trim()) return [];
      try {
        return [JSON.parse(l)];
      } catch (e) {
        throw new LabelFileError(k + 1, `not valid JSON (${(e as Error).message}).`);
      }
    });
  }
}

/** An open set's labels (ton-labels, ton-assets) as imported labels with their provenance. */
function fromSet(read: () => ReturnType<typeof importTonLabels>): ImportedLabel[] {
  try {
    return read().map((l) => ({ ...l, color: null }));
  } catch (err) {
    if (err instanceof LabelSetError)
      throw new LabelFileError(err.line, err.message.replace(/^Line \d+: /, ''));
    throw err;
  }
}

/**
 * A ton-assets account list read from YAML (`accounts/<group>.yaml`; main parses the YAML):
 * the group from `fileName` is the category. Throws {@link LabelFileError}.
 */
export function parseTonAssetsAccounts(data: unknown, fileName: string): ImportedLabel[] {
  return fromSet(() => importTonAssets(data, fileName));
}

/**
 * A labels file in CSV (header `address,label,category,note,color`), written by the app's one
 * CSV writer: every cell is text under its formula rule (a label `=HYPERLINK(...)` or a raw
 * address `-1:…` starts with `'`), which {@link parseLabelsCsv} undoes.
 */
export function labelsToCsv(
  labels: ReadonlyArray<{
    address: string;
    label: string;
    category: string;
    note: string;
    color: string | null;
  }>,
): string {
  const parts = [csvHeader(LABEL_FILE_COLUMNS, false)];
  for (const l of labels) parts.push(csvRecord(LABEL_FILE_COLUMNS, { ...l, color: l.color ?? '' }));
  return parts.join('');
}
