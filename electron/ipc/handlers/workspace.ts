import { AppError } from '../../../shared/ipc/errors';
import type { Network } from '../../../shared/profiles';
import {
  LabelFileError,
  labelsToCsv,
  parseLabelsCsv,
  parseLabelsJson,
} from '../../../shared/workspace/label-file';
import { CaseFileError, parseCaseFile, type CaseFile } from '../../../shared/workspace/cases';
import { caseReportHtml, type CaseStatements } from '../../../shared/workspace/case-report';
import type { AssetStatement } from '../../../shared/ledger';
import { toRawUpper } from '../../../shared/ton/address';
import { parseBackupFile } from '../../../shared/workspace/backup';
import { exportBackup, importBackup } from '../../services/workspace/backup';
import { UploadStore } from '../../services/workspace/upload-store';
import type { Emit } from '../event-bus';
import type { Handlers } from '../router';
import type { Workspace } from '../../services/workspace/workspace';

type WorkspaceChannels = Extract<keyof Handlers, `workspace:${string}`>;

/**
 * Saves a file the user asked for: Electron shows the save dialog with `fileName` suggested
 * and writes `text` there, resolving with the path (null when cancelled).
 */
export type SaveFile = (fileName: string, text: string) => Promise<string | null>;

/**
 * Reads one account's ledger on `network` over its whole history and reconciles it: one
 * statement per asset (electron/services/ledger/read-account-ledger.ts). Rejects when the
 * account cannot be read at all.
 */
export type StatementsOf = (network: Network, account: string) => Promise<AssetStatement[]>;

/**
 * The accounts of a case (its addresses, then the accounts its transactions are on), each
 * once, with the name its summary gave: the case report reconciles each of them.
 */
function caseAccounts(file: CaseFile): Array<{ account: string; name: string | null }> {
  const out = new Map<string, { account: string; name: string | null }>();
  const add = (account: string | undefined, name: string | null | undefined) => {
    if (!account) return;
    let key: string;
    try {
      key = toRawUpper(account);
    } catch {
      return; // not an address: nothing to reconcile
    }
    if (!out.has(key)) out.set(key, { account, name: name ?? null });
  };
  for (const i of file.items) if (i.kind === 'address') add(i.ref, i.label ?? i.summary?.name);
  for (const i of file.items) {
    if (i.kind === 'transaction') add(i.summary?.account, i.summary?.accountName);
  }
  return [...out.values()];
}

/**
 * Runs `parse`, turning a {@link CaseFileError} or {@link LabelFileError} (a file that does not
 * parse) into INVALID_INPUT "Nothing imported. …".
 */
function parseImport<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof CaseFileError || err instanceof LabelFileError) {
      throw new AppError({ code: 'INVALID_INPUT', message: `Nothing imported. ${err.message}` });
    }
    throw err;
  }
}

/** A file-name-safe slug of a case name ("case" when nothing is left). */
function slug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'case'
  );
}

/**
 * Router handlers of `workspace:*`: labels and notes, the offline cache, watches and alerts,
 * cases and the backup, over the workspace database.
 */
export function workspaceHandlers(
  ws: Workspace,
  emit: Emit,
  /** Asks the watch poller for a poll now (a new watch records its position at once). */
  pollSoon: () => void = () => undefined,
  /** The save dialog (Electron); absent in the web shell, where the renderer downloads. */
  saveFile?: SaveFile,
  /** Reconciles an account for the case report; absent: the report has no statements. */
  statementsOf?: StatementsOf,
): Pick<Handlers, WorkspaceChannels> {
  const uploads = new UploadStore();
  /** An import's file text: inline, or a finished upload's (taken from the store). */
  const fileText = (req: { text?: string; uploadId?: string }): string =>
    req.uploadId !== undefined ? uploads.take(req.uploadId) : (req.text ?? '');
  const changed = (network: Network) => emit('workspace:labels-changed', { network });
  const casesChanged = (network: Network) => emit('workspace:cases-changed', { network });
  const watchesChanged = (network: Network) => emit('workspace:watches-changed', { network });
  const riskChanged = (network: Network) => emit('workspace:risk-changed', { network });
  /** The result of a change to `network`'s data, once `notify` has told the renderer. */
  const notified = <T>(notify: (network: Network) => void, network: Network, result: T): T => {
    notify(network);
    return result;
  };
  /** `{ removed }` of a removal; `notify` tells the renderer only when something was removed. */
  const removal = (notify: (network: Network) => void, network: Network, removed: boolean) => {
    if (removed) notify(network);
    return { removed };
  };
  return {
    'workspace:labels-lookup': (req) => ws.labels.lookup(req.network, req.addresses),
    'workspace:labels-list': (req) => ws.labels.list(req.network, req),
    'workspace:label-set': (req) => notified(changed, req.network, ws.labels.set(req)),
    'workspace:label-delete': (req) =>
      removal(changed, req.network, ws.labels.remove(req.network, req.address)),
    'workspace:labels-import': (req) => {
      const text = fileText(req);
      const parsed = parseImport(() =>
        req.format === 'csv' ? parseLabelsCsv(text) : parseLabelsJson(text),
      );
      return notified(changed, req.network, ws.labels.importAll(req.network, parsed));
    },
    'workspace:upload-begin': (req) => uploads.begin(req.totalChars),
    'workspace:upload-append': (req) => uploads.append(req.uploadId, req.offset, req.text),
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
    'workspace:watch-set': (req) => {
      const watch = notified(
        watchesChanged,
        req.network,
        ws.watches.set(req.network, req.address, req.rules),
      );
      pollSoon();
      return watch;
    },
    'workspace:watch-remove': (req) =>
      removal(watchesChanged, req.network, ws.watches.remove(req.network, req.address)),
    'workspace:watch-list': (req) => ws.watches.list(req.network),
    'workspace:alerts-list': (req) => ({
      alerts: ws.watches.alerts(req.network, req.limit),
      unread: ws.watches.unread(req.network),
    }),
    'workspace:alerts-mark-read': (req) => {
      ws.watches.markRead(req.network, req.ids);
      const unread = ws.watches.unread(req.network);
      emit('workspace:alerts-changed', { network: req.network, unread });
      return { unread };
    },
    'workspace:cases-list': (req) => ws.cases.list(req.network),
    'workspace:case-get': (req) => ws.cases.get(req.network, req.id),
    'workspace:case-create': (req) =>
      notified(casesChanged, req.network, ws.cases.create(req.network, req.name, req.note)),
    'workspace:case-update': (req) =>
      notified(
        casesChanged,
        req.network,
        ws.cases.update(req.network, req.id, {
          ...(req.name !== undefined ? { name: req.name } : {}),
          ...(req.note !== undefined ? { note: req.note } : {}),
        }),
      ),
    'workspace:case-delete': (req) =>
      removal(casesChanged, req.network, ws.cases.remove(req.network, req.id)),
    'workspace:case-add-item': (req) =>
      notified(
        casesChanged,
        req.network,
        ws.cases.addItem(req.network, req.caseId, req.kind, req.ref, req.note),
      ),
    'workspace:case-item-note': (req) =>
      notified(casesChanged, req.network, ws.cases.setItemNote(req.network, req.itemId, req.note)),
    'workspace:case-item-remove': (req) =>
      removal(casesChanged, req.network, ws.cases.removeItem(req.network, req.itemId)),
    'workspace:case-export': async (req) => {
      const c = ws.cases.get(req.network, req.id);
      const base = ws.cases.toFile(req.network, req.id);
      const labels = ws.labels.lookup(
        req.network,
        c.items.filter((i) => i.kind === 'address').map((i) => i.ref),
      );
      const file: CaseFile = {
        ...base,
        items: c.items.map((i, n) => {
          const label = i.kind === 'address' ? labels[i.ref]?.label : undefined;
          const summary = req.summaries[String(i.id)];
          return {
            ...base.items[n]!,
            ...(label ? { label } : {}),
            ...(summary ? { summary } : {}),
          };
        }),
      };
      const name = `case-${slug(c.name)}`;
      if (req.format === 'json') {
        return { fileName: `${name}.json`, text: JSON.stringify(file, null, 2) + '\n' };
      }
      // One statement per account and asset; an account that cannot be read says why.
      const statements: CaseStatements[] | undefined = statementsOf
        ? await Promise.all(
            caseAccounts(file).map(async (a) => {
              try {
                return { ...a, statements: await statementsOf(req.network, a.account) };
              } catch (err) {
                return { ...a, error: (err as Error).message };
              }
            }),
          )
        : undefined;
      const canvases = ws.canvases.list(req.network, req.id).map((c) => ({
        name: c.name,
        savedAt: c.updatedAt,
        doc: ws.canvases.get(req.network, c.id).doc,
      }));
      return {
        fileName: `${name}.html`,
        text: caseReportHtml(file, req.timeZone, statements, canvases),
      };
    },
    'workspace:case-import': (req) => {
      const text = fileText(req);
      const file = parseImport(() => parseCaseFile(text));
      return notified(casesChanged, req.network, ws.cases.importFile(req.network, file));
    },
    'workspace:risk-settings': (req) => ws.risk.settings(req.network),
    'workspace:risk-ignore': (req) => {
      if (req.ignored) ws.risk.ignore(req.network, req.address, req.rule);
      else ws.risk.unignore(req.network, req.address, req.rule);
      return notified(riskChanged, req.network, ws.risk.settings(req.network));
    },
    'workspace:risk-set-dust-threshold': (req) => {
      ws.risk.setDustThreshold(req.thresholdNano);
      return notified(riskChanged, req.network, ws.risk.settings(req.network));
    },
    'workspace:backup-export': (req) => {
      const file = exportBackup(ws, req.network);
      return {
        fileName: `workspace-${req.network}.json`,
        text: JSON.stringify(file, null, 2) + '\n',
        counts: {
          labels: file.labels.length,
          watches: file.watches.length,
          cases: file.cases.length,
        },
      };
    },
    'workspace:backup-import': (req) => {
      const text = fileText(req);
      const file = parseImport(() => parseBackupFile(text));
      const report = importBackup(ws, req.network, file);
      changed(req.network);
      casesChanged(req.network);
      watchesChanged(req.network);
      if (report.riskIgnores.added) riskChanged(req.network);
      if (report.watches.added) pollSoon();
      return report;
    },
    'workspace:save-file': async (req) => {
      if (!saveFile) return { dialog: false, path: null };
      return { dialog: true, path: await saveFile(req.fileName, req.text) };
    },
  };
}
