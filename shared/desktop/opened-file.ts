import { AppError } from '../ipc/errors';
import { readBocBytes } from '../send/boc-input';
import { LabelFileError, parseLabelsCsv, parseLabelsJson } from '../workspace/label-file';
import { parseCaseFile } from '../workspace/cases';
import { parseExplorerLink, type ExplorerLink } from './explorer-link';

/** Files larger than this are refused before reading (the Labels page's import limit is text). */
export const OPENED_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Something the OS handed the app (a file opened with it, dropped on it, or a link): where it
 * goes. `send`: the Send page with the message's BoC (base64); `labels`: the Labels page's
 * import of that file; `case`: the Cases page's import; `page`: an explorer link's page;
 * `refused`: what was wrong, shown to the user (nothing is opened).
 */
export type OpenedItem =
  | { kind: 'send'; fileName: string; boc: string }
  | { kind: 'labels'; fileName: string; format: 'csv' | 'json'; text: string; count: number }
  | { kind: 'case'; fileName: string; text: string; name: string; items: number }
  | ({ kind: 'page' } & ExplorerLink)
  | { kind: 'refused'; what: string; message: string };

const refused = (what: string, message: string): OpenedItem => ({ kind: 'refused', what, message });

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The message of a parser's error, with the line for a labels file (as the Labels page says). */
function messageOf(err: unknown): string {
  if (err instanceof LabelFileError) return err.message;
  if (err instanceof AppError || err instanceof Error) return err.message;
  return String(err);
}

/**
 * Classifies and checks a file by its name's extension and its bytes, with the parsers the
 * pages' own buttons use: `.boc` → {@link readBocBytes} (Send's "Open .boc file…"); `.csv` →
 * {@link parseLabelsCsv}; `.json` holding `{ "case": … }` → {@link parseCaseFile} (Cases'
 * import), any other `.json` → {@link parseLabelsJson} (Labels' import). Never throws: a bad
 * file is `refused` with the parser's message.
 */
export function classifyOpenedFile(fileName: string, bytes: Uint8Array): OpenedItem {
  if (bytes.length > OPENED_FILE_MAX_BYTES) {
    return refused(fileName, `${fileName} is larger than ${OPENED_FILE_MAX_BYTES >> 20} MB.`);
  }
  const ext = extensionOf(fileName);
  try {
    if (ext === 'boc')
      return { kind: 'send', fileName, boc: readBocBytes(bytes).toString('base64') };
    const text = Buffer.from(bytes).toString('utf8');
    if (ext === 'csv') {
      return { kind: 'labels', fileName, format: 'csv', text, count: parseLabelsCsv(text).length };
    }
    if (ext === 'json') {
      let data: unknown = null;
      try {
        data = JSON.parse(text.replace(/^\uFEFF/, ''));
      } catch {
        // not JSON: the labels parser below says so with its own words
      }
      if (data && typeof data === 'object' && !Array.isArray(data) && 'case' in data) {
        const file = parseCaseFile(text);
        return { kind: 'case', fileName, text, name: file.case.name, items: file.items.length };
      }
      return {
        kind: 'labels',
        fileName,
        format: 'json',
        text,
        count: parseLabelsJson(text, fileName).length,
      };
    }
  } catch (err) {
    return refused(fileName, `${fileName}: ${messageOf(err)}`);
  }
  return refused(
    fileName,
    `${fileName}: not a file the app opens (a .boc message, a labels .csv or .json, or a case .json).`,
  );
}

/**
 * An explorer link handed to the app (argv, a second launch, drag and drop): its page, or
 * `refused` when it is a link the app cannot show.
 */
export function classifyOpenedLink(text: string): OpenedItem {
  const link = parseExplorerLink(text);
  if (link) return { kind: 'page', ...link };
  return refused(
    text.slice(0, 200),
    'Not a link to an account, transaction, jetton or NFT on tonviewer.com, tonscan.org or toncenter’s explorer.',
  );
}
