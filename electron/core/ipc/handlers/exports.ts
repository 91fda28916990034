import path from 'node:path';
import type { ExportFormat } from '../../../../shared/exports/kinds';
import { AppError } from '../../../../shared/ipc/errors';
import type { Handlers } from '../router';
import type { ExportJobManager } from '../../services/exports/job-manager';

type ExportChannels =
  | 'exports:start'
  | 'exports:list'
  | 'exports:cancel'
  | 'exports:resume'
  | 'exports:choose-path'
  | 'exports:read-chunk';

export interface ExportHandlerDeps {
  manager: ExportJobManager;
  /** The user-data `exports/` folder (default files; always allowed as a destination). */
  exportsDir: string;
  /**
   * Electron: shows the save dialog with `suggestedPath` and resolves with the chosen path or
   * null when cancelled. Absent in the web shell (no dialog: files go to `exportsDir` and are
   * downloaded).
   */
  chooseSavePath?(suggestedPath: string, format: ExportFormat): Promise<string | null>;
}

function inside(dir: string, file: string): boolean {
  const rel = path.relative(path.resolve(dir), path.resolve(file));
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/**
 * Router handlers of `exports:*`. The renderer never picks an arbitrary file to write: a
 * destination must come from the save dialog (remembered here) or lie in `exports/`.
 */
export function exportHandlers(deps: ExportHandlerDeps): Pick<Handlers, ExportChannels> {
  const chosen = new Set<string>();
  return {
    'exports:start': (req) => {
      if (req.outPath) {
        const out = path.resolve(req.outPath);
        if (!chosen.has(out) && !inside(deps.exportsDir, out)) {
          throw new AppError({
            code: 'FORBIDDEN',
            message:
              'Choose where to save with the save dialog (or leave the default in the exports folder).',
          });
        }
      }
      return deps.manager.start(req);
    },
    'exports:list': () => deps.manager.list(),
    'exports:cancel': (req) => deps.manager.cancel(req.jobId),
    'exports:resume': (req) => deps.manager.resume(req.jobId),
    'exports:choose-path': async (req) => {
      const suggested = deps.manager.defaultPath(req);
      if (!deps.chooseSavePath) return { path: suggested, dialog: false };
      const picked = await deps.chooseSavePath(suggested, req.format);
      if (picked) chosen.add(path.resolve(picked));
      return { path: picked, dialog: true };
    },
    'exports:read-chunk': (req) => deps.manager.readChunk(req.jobId, req.offset),
  };
}
