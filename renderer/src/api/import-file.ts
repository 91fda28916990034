import { AppError } from '../../../shared/ipc/errors';
import {
  importSizeProblem,
  importSourceOf,
  type ImportSource,
} from '../../../shared/workspace/file-upload';
import { bridge } from '../bridge';

/**
 * The file the user picked for an import, as the import call takes it: refused at once (its
 * size and the limit, `INVALID_INPUT`) when too large, else its text inline or sent in chunks
 * (the web shell's socket carries 8 MiB a message).
 */
export async function importSource(file: File): Promise<ImportSource> {
  const problem = importSizeProblem(file.size);
  if (problem) throw new AppError({ code: 'INVALID_INPUT', message: problem });
  return importSourceOf(await file.text(), {
    begin: (totalChars) => bridge.call('workspace:upload-begin', { totalChars }),
    append: (uploadId, offset, text) =>
      bridge.call('workspace:upload-append', { uploadId, offset, text }),
  });
}
