/**
 * Files the renderer hands to main for an import (labels, a case, a workspace backup). The web
 * shell carries one socket message of at most 8 MiB, so a file's text larger than one chunk
 * travels in chunks (`workspace:upload-begin`, then `workspace:upload-append` in order) and the
 * import names the upload; a small file goes inline as `text`. A file over
 * {@link IMPORT_MAX_BYTES} is refused before anything is read or sent.
 */

/** The largest file an import accepts: 64 MiB (a backup of about 200 000 labels). */
export const IMPORT_MAX_BYTES = 64 << 20;

/**
 * Characters of file text per socket message: 1 Mi. Even if every one is escaped in JSON
 * (`\u0001`, 6 bytes), a chunk stays under the web shell's 8 MiB message limit.
 */
export const UPLOAD_CHUNK_CHARS = 1 << 20;

/** How an import gets its file: the text inline, or the id of a finished upload. */
export type ImportSource = { text: string } | { uploadId: string };

const mib = (bytes: number) => `${(bytes / (1 << 20)).toFixed(1)} MiB`;

/**
 * Why a file of `bytes` cannot be imported (its size and the limit), or null when it can.
 * Checked on the file's size, before it is read.
 */
export function importSizeProblem(bytes: number): string | null {
  return bytes > IMPORT_MAX_BYTES
    ? `The file is ${mib(bytes)}; the largest file the app imports is ${mib(IMPORT_MAX_BYTES)}.`
    : null;
}

/** The calls {@link importSourceOf} makes (the renderer's bridge, or a test's socket). */
export interface UploadCalls {
  begin(totalChars: number): Promise<{ uploadId: string }>;
  append(uploadId: string, offset: number, text: string): Promise<unknown>;
}

/**
 * The {@link ImportSource} for a file's text: inline when it fits one chunk, else uploaded in
 * chunks of {@link UPLOAD_CHUNK_CHARS}, one after the other. Throws what the calls throw.
 */
export async function importSourceOf(text: string, calls: UploadCalls): Promise<ImportSource> {
  if (text.length <= UPLOAD_CHUNK_CHARS) return { text };
  const { uploadId } = await calls.begin(text.length);
  for (let offset = 0; offset < text.length; offset += UPLOAD_CHUNK_CHARS) {
    await calls.append(uploadId, offset, text.slice(offset, offset + UPLOAD_CHUNK_CHARS));
  }
  return { uploadId };
}
