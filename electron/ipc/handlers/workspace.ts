import { AppError } from '../../../shared/ipc/errors';
import type { Network } from '../../../shared/profiles';
import {
  LabelFileError,
  labelsToCsv,
  parseLabelsCsv,
  parseLabelsJson,
} from '../../../shared/workspace/label-file';
import type { Emit } from '../event-bus';
import type { Handlers } from '../router';
import type { Workspace } from '../../services/workspace/workspace';

type WorkspaceChannels = Extract<keyof Handlers, `workspace:${string}`>;

/** Router handlers of `workspace:*`: labels and notes, and the offline cache, over the workspace database. */
export function workspaceHandlers(ws: Workspace, emit: Emit): Pick<Handlers, WorkspaceChannels> {
  const changed = (network: Network) => emit('workspace:labels-changed', { network });
  return {
    'workspace:labels-lookup': (req) => ws.labels.lookup(req.network, req.addresses),
    'workspace:labels-list': (req) => ws.labels.list(req.network, req),
    'workspace:label-set': (req) => {
      const label = ws.labels.set(req);
      changed(req.network);
      return label;
    },
    'workspace:label-delete': (req) => {
      const removed = ws.labels.remove(req.network, req.address);
      if (removed) changed(req.network);
      return { removed };
    },
    'workspace:labels-import': (req) => {
      let parsed;
      try {
        parsed = req.format === 'csv' ? parseLabelsCsv(req.text) : parseLabelsJson(req.text);
      } catch (err) {
        if (err instanceof LabelFileError) {
          throw new AppError({
            code: 'INVALID_INPUT',
            message: `Nothing imported. ${err.message}`,
          });
        }
        throw err;
      }
      const report = ws.labels.importAll(req.network, parsed);
      changed(req.network);
      return report;
    },
    'workspace:labels-export': (req) => {
      const all = ws.labels.all(req.network);
      const items = all.map(({ address, label, category, note, color }) => ({
        address,
        label,
        category,
        note,
        color,
      }));
      const text =
        req.format === 'csv'
          ? labelsToCsv(items)
          : JSON.stringify({ labels: items }, null, 2) + '\n';
      return { fileName: `labels-${req.network}.${req.format}`, text, count: items.length };
    },
    'workspace:cache-load': (req) => ws.cache.load(req.maxAgeMs),
    'workspace:cache-save': (req) => ws.cache.save(req.entries, req.removed, req.buster),
    'workspace:cache-stats': () => ws.cache.stats(),
    'workspace:cache-set-limit': (req) => ws.cache.setLimit(req.limitBytes),
    'workspace:cache-clear': (req) => ws.cache.clear(req.profileId),
  };
}
