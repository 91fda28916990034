import { z } from 'zod';
import { channel, event } from '../define';
import { EXPORT_FORMATS, EXPORT_KINDS, exportRequestSchema } from '../../exports/kinds';
import type { ExportJobView } from '../../exports/summary';

const jobId = z.string().min(1).max(80);

/** A chunk of a finished export's file (the web shell's download), base64. */
export interface ExportChunk {
  fileName: string;
  totalBytes: number;
  base64: string;
  /** Offset of the next chunk; null when this was the last. */
  nextOffset: number | null;
}

export const exportChannels = {
  /**
   * Starts an export in main (background priority behind the profile's throttle). `outPath`
   * must be a path returned by `exports:choose-path` or lie in the user-data `exports/`
   * folder; absent = a default file there.
   */
  'exports:start': channel(exportRequestSchema).returns<ExportJobView>(),
  'exports:list': channel(z.object({})).returns<ExportJobView[]>(),
  /** Stops a running export and deletes its partial file; discards an interrupted one. */
  'exports:cancel': channel(z.object({ jobId })).returns<ExportJobView>(),
  /** Continues an interrupted (crash, quit, error) export from its checkpoint. */
  'exports:resume': channel(z.object({ jobId })).returns<ExportJobView>(),
  /**
   * Asks main where to save: Electron shows the save dialog (null when the user cancels);
   * the web shell has no dialog and answers the default path in `exports/` with
   * `dialog: false` (the finished file is then downloaded with `exports:read-chunk`).
   */
  'exports:choose-path': channel(
    z.object({
      kind: z.enum(EXPORT_KINDS),
      format: z.enum(EXPORT_FORMATS),
      address: z.string().max(128),
    }),
  ).returns<{ path: string | null; dialog: boolean }>(),
  /** Bytes of a finished export, at most 4 MiB per call from `offset`. */
  'exports:read-chunk': channel(
    z.object({ jobId, offset: z.number().int().min(0).default(0) }),
  ).returns<ExportChunk>(),
};

export const exportEvents = {
  /** Every change of an export job: progress (rows, pages, rate, ETA), end, summary. */
  'exports:progress': event<ExportJobView>(),
};
