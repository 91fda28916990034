import { AppError } from '../../../../shared/ipc/errors';
import { importSizeProblem } from '../../../../shared/workspace/file-upload';

interface Upload {
  totalChars: number;
  parts: string[];
  received: number;
}

/** How many unfinished uploads are kept; a new one past this drops the oldest. */
const MAX_OPEN = 4;

/**
 * Files arriving in chunks for an import (see shared/workspace/file-upload.ts), held in memory
 * until the import takes them. Chunks must come in order; the total is fixed at the start.
 */
export class UploadStore {
  private readonly uploads = new Map<string, Upload>();
  private next = 0;

  /** Starts an upload of `totalChars` characters. Throws `INVALID_INPUT` (size and limit)
   * for a file the app does not import. */
  begin(totalChars: number): { uploadId: string } {
    // A character is at least one byte of the file, so this is never stricter than the file
    // size check the renderer made.
    const problem = importSizeProblem(totalChars);
    if (problem) throw new AppError({ code: 'INVALID_INPUT', message: problem });
    const uploadId = `upload-${++this.next}`;
    this.uploads.set(uploadId, { totalChars, parts: [], received: 0 });
    while (this.uploads.size > MAX_OPEN) this.uploads.delete(this.uploads.keys().next().value!);
    return { uploadId };
  }

  /** Adds the chunk at `offset` (the characters received so far). Throws `INVALID_INPUT` for
   * an unknown upload, a chunk out of order or past the announced total. */
  append(uploadId: string, offset: number, text: string): { received: number } {
    const up = this.open(uploadId);
    if (offset !== up.received) {
      throw invalid(`chunk at ${offset} out of order (${up.received} characters received).`);
    }
    if (up.received + text.length > up.totalChars) {
      throw invalid(`more text than the ${up.totalChars} characters announced.`);
    }
    up.parts.push(text);
    up.received += text.length;
    return { received: up.received };
  }

  /** The whole text of a complete upload, removed from the store. Throws `INVALID_INPUT` for
   * an unknown or incomplete one. */
  take(uploadId: string): string {
    const up = this.open(uploadId);
    this.uploads.delete(uploadId);
    if (up.received !== up.totalChars) {
      throw invalid(`incomplete: ${up.received} of ${up.totalChars} characters received.`);
    }
    return up.parts.join('');
  }

  private open(uploadId: string): Upload {
    const up = this.uploads.get(uploadId);
    if (!up) throw invalid(`no upload "${uploadId.slice(0, 40)}" (finished, or replaced).`);
    return up;
  }
}

function invalid(detail: string): AppError {
  return new AppError({ code: 'INVALID_INPUT', message: `File upload: ${detail}` });
}
