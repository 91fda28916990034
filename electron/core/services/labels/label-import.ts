import { CORE_SCHEMA, load as loadYaml } from 'js-yaml';
import {
  LabelFileError,
  parseLabelsCsv,
  parseLabelsJson,
  parseTonAssetsAccounts,
  type ImportedLabel,
} from '../../../../shared/workspace/label-file';

/**
 * Reads a labels file the user imports: the app's CSV or JSON, a ton-labels file (JSON or its
 * build's JSON Lines) or a ton-assets account list (`accounts.json`, `accounts/<group>.yaml`:
 * YAML is parsed here, in main, with the core schema: no custom types, nothing runs). The
 * sets' labels keep their provenance. Throws {@link LabelFileError} naming the first bad line.
 */
export function parseLabelImport(
  format: 'csv' | 'json' | 'yaml',
  text: string,
  fileName = '',
): ImportedLabel[] {
  if (format === 'csv') return parseLabelsCsv(text);
  if (format === 'json') return parseLabelsJson(text, fileName);
  let data: unknown;
  try {
    data = loadYaml(text.replace(/^\uFEFF/, ''), { schema: CORE_SCHEMA });
  } catch (err) {
    const e = err as { mark?: { line?: number }; reason?: string; message: string };
    throw new LabelFileError((e.mark?.line ?? 0) + 1, `not valid YAML (${e.reason ?? e.message}).`);
  }
  return parseTonAssetsAccounts(data, fileName);
}
