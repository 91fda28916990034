import { AppError } from '../../../../shared/ipc/errors';
import type { Network } from '../../../../shared/profiles';
import { LabelFileError, labelsToCsv } from '../../../../shared/workspace/label-file';
import { parseLabelImport } from '../../services/labels/label-import';
import { provenanceText } from '../../../../shared/labels/provenance';
import type { AddressLabel } from '../../../../shared/workspace/labels';
import { CaseFileError, parseCaseFile, type CaseFile } from '../../../../shared/workspace/cases';
import {
  caseReportHtml,
  type CaseStatements,
  type ReportCanvas,
} from '../../../../shared/workspace/case-report';
import { canvasAnswer } from '../../../../shared/workspace/case-report-answer';
import type { SavedReplay } from '../../../../shared/replay/saved';
import { toRawUpper } from '../../../../shared/ton/address';
import { parseBackupFile } from '../../../../shared/workspace/backup';
import { exportBackup, importBackup } from '../../services/workspace/backup';
import { UploadStore } from '../../services/workspace/upload-store';
import { reportStatements, type StatementsOf } from '../../services/workspace/report-statements';
import { CancellableRuns } from './cancellable-runs';
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

/**
 * Where a label in a case report comes from: the set's provenance, or the user's (saying which
 * built-in label it overrides).
 */
function labelSourceText(l: AddressLabel): string {
  if (l.provenance) return provenanceText(l.provenance);
  return l.overrides
    ? `your label, overriding “${l.overrides.label}” from ${provenanceText(l.overrides.provenance)}`
    : 'your label';
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
  const ctx: WorkspaceContext = {
    ws,
    emit,
    pollSoon,
    saveFile,
    statementsOf,
    uploads,
    fileText: (req) => (req.uploadId !== undefined ? uploads.take(req.uploadId) : (req.text ?? '')),
    changed: {
      labels: (network) => emit('workspace:labels-changed', { network }),
      cases: (network) => emit('workspace:cases-changed', { network }),
      watches: (network) => emit('workspace:watches-changed', { network }),
      risk: (network) => emit('workspace:risk-changed', { network }),
    },
  };
  return {
    ...labelHandlers(ctx),
    ...cacheHandlers(ctx),
    ...watchHandlers(ctx),
    ...caseHandlers(ctx),
    ...riskHandlers(ctx),
    ...backupHandlers(ctx),
  };
}

/** Tells the renderer that a network's data of one kind changed. */
type Notify = (network: Network) => void;

/** What the workspace handlers share: the database, the events, the uploads and the hosts' hooks. */
interface WorkspaceContext {
  ws: Workspace;
  emit: Emit;
  pollSoon: () => void;
  saveFile: SaveFile | undefined;
  statementsOf: StatementsOf | undefined;
  uploads: UploadStore;
  /** An import's file text: inline, or a finished upload's (taken from the store). */
  fileText(req: { text?: string; uploadId?: string }): string;
  /** The change events, by kind of data. */
  changed: { labels: Notify; cases: Notify; watches: Notify; risk: Notify };
}

/** The handlers of the channels whose names match `P`. */
type HandlersOf<P extends string> = Pick<Handlers, Extract<WorkspaceChannels, P>>;

/** The result of a change to `network`'s data, once `notify` has told the renderer. */
function notified<T>(notify: Notify, network: Network, result: T): T {
  notify(network);
  return result;
}

/** `{ removed }` of a removal; `notify` tells the renderer only when something was removed. */
function removal(notify: Notify, network: Network, removed: boolean): { removed: boolean } {
  if (removed) notify(network);
  return { removed };
}

/** Labels: lookup, list, set, delete, import (inline or uploaded in parts) and export. */
function labelHandlers({
  ws,
  uploads,
  fileText,
  changed,
}: WorkspaceContext): HandlersOf<
  `workspace:label${string}` | `workspace:upload-${string}` | `workspace:builtin-labels-info`
> {
  return {
    'workspace:labels-lookup': (req) => ws.directory.lookup(req.network, req.addresses),
    'workspace:labels-list': (req) => ws.directory.list(req.network, req),
    'workspace:builtin-labels-info': (req) =>
      ws.directory.builtin.info().find((i) => i.network === req.network) ?? null,
    'workspace:label-set': (req) => notified(changed.labels, req.network, ws.labels.set(req)),
    'workspace:label-delete': (req) =>
      removal(changed.labels, req.network, ws.labels.remove(req.network, req.address)),
    'workspace:labels-import': (req) => {
      const text = fileText(req);
      const parsed = parseImport(() => parseLabelImport(req.format, text, req.fileName));
      return notified(changed.labels, req.network, ws.labels.importAll(req.network, parsed));
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
      // JSON keeps where an imported label came from (the import reads it back); CSV does not.
      const withSource = all.map((l, k) =>
        l.provenance ? { ...items[k]!, provenance: l.provenance } : items[k]!,
      );
      const text =
        req.format === 'csv'
          ? labelsToCsv(items)
          : JSON.stringify({ labels: withSource }, null, 2) + '\n';
      return { fileName: `labels-${req.network}.${req.format}`, text, count: items.length };
    },
  };
}

/** The offline cache of query results. */
function cacheHandlers({ ws }: WorkspaceContext): HandlersOf<`workspace:cache-${string}`> {
  return {
    'workspace:cache-load': (req) => ws.cache.load(req.maxAgeMs),
    'workspace:cache-save': (req) => ws.cache.save(req.entries, req.removed, req.buster),
    'workspace:cache-stats': () => ws.cache.stats(),
    'workspace:cache-set-limit': (req) => ws.cache.setLimit(req.limitBytes),
    'workspace:cache-clear': (req) => ws.cache.clear(req.profileId),
  };
}

/** Watches and their alerts (a new watch asks for a poll at once). */
function watchHandlers({
  ws,
  emit,
  pollSoon,
  changed,
}: WorkspaceContext): HandlersOf<`workspace:watch-${string}` | `workspace:alerts-${string}`> {
  return {
    'workspace:watch-set': (req) => {
      const watch = notified(
        changed.watches,
        req.network,
        ws.watches.set(req.network, req.address, req.rules),
      );
      pollSoon();
      return watch;
    },
    'workspace:watch-remove': (req) =>
      removal(changed.watches, req.network, ws.watches.remove(req.network, req.address)),
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
  };
}

/** Cases and their items, the case file (JSON) and report (HTML), and case import. */
function caseHandlers(ctx: WorkspaceContext): HandlersOf<`workspace:case${string}`> {
  const { ws, fileText } = ctx;
  const casesChanged = ctx.changed.cases;
  const reports = new CancellableRuns('report');
  return {
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
    'workspace:case-export': (req, call) =>
      reports.runMaybe(req.exportId, call.signal, (signal) => exportCase(ctx, req, signal)),
    'workspace:case-export-cancel': (req) => reports.cancel(req.exportId),
    'workspace:case-import': (req) => {
      const text = fileText(req);
      const file = parseImport(() => parseCaseFile(text));
      return notified(casesChanged, req.network, ws.cases.importFile(req.network, file));
    },
  };
}

type CaseExportRequest = Parameters<Handlers['workspace:case-export']>[0];

/**
 * A case as a file: JSON (the case file, with labels and the renderer's summaries of its
 * items), or an HTML report ({@link gatherCaseReport}).
 */
async function exportCase(
  ctx: WorkspaceContext,
  req: CaseExportRequest,
  signal: AbortSignal,
): Promise<{ fileName: string; text: string }> {
  const { file, name } = caseFileOf(ctx, req);
  if (req.format === 'json') {
    return { fileName: `${name}.json`, text: JSON.stringify(file, null, 2) + '\n' };
  }
  const r = await gatherCaseReport(ctx, req, file, signal);
  return {
    fileName: `${name}.html`,
    text: caseReportHtml(file, req.timeZone, r.statements, r.canvases, r.replays),
  };
}

/** The case as a file (labels and the renderer's summaries of its items), and its file name. */
function caseFileOf({ ws }: WorkspaceContext, req: CaseExportRequest) {
  const c = ws.cases.get(req.network, req.id);
  const base = ws.cases.toFile(req.network, req.id);
  const labels = ws.directory.lookup(
    req.network,
    c.items.filter((i) => i.kind === 'address').map((i) => i.ref),
  );
  const file: CaseFile = {
    ...base,
    items: c.items.map((i, n) => {
      const label = i.kind === 'address' ? labels[i.ref] : undefined;
      const summary = req.summaries[String(i.id)];
      return {
        ...base.items[n]!,
        ...(label ? { label: label.label, labelSource: labelSourceText(label) } : {}),
        ...(summary ? { summary } : {}),
      };
    }),
  };
  return { file, name: `case-${slug(c.name)}` };
}

/**
 * Everything the HTML report states beside the case file, gathered in one place: one
 * reconciled statement per account and asset (only the statements not kept from an earlier
 * read are read, for a bounded number of accounts, with progress; a Cancel writes the report
 * with what was read by then; an account that cannot be read says why), each canvas kept in
 * the case with its answer (the attribution over the ledgers the canvas keeps, no request; the
 * user's labels as they are now), and each replay kept in the case with its verdict as judged
 * when saved.
 */
async function gatherCaseReport(
  { ws, statementsOf, emit }: WorkspaceContext,
  req: CaseExportRequest,
  file: CaseFile,
  signal: AbortSignal,
): Promise<{
  statements: CaseStatements[] | undefined;
  canvases: ReportCanvas[];
  replays: SavedReplay[];
}> {
  const { exportId } = req;
  const statements: CaseStatements[] | undefined = statementsOf
    ? await reportStatements(req.network, caseAccounts(file), statementsOf, {
        signal,
        ...(exportId !== undefined
          ? { onProgress: (p) => emit('workspace:case-export-progress', { exportId, ...p }) }
          : {}),
      })
    : undefined;
  // Each canvas kept in the case, drawn from its saved layout, with its answer.
  const canvases = ws.canvases.list(req.network, req.id).map((v): ReportCanvas => {
    const doc = ws.canvases.get(req.network, v.id).doc;
    const labels = ws.labels.lookup(
      req.network,
      doc.nodes.map((n) => n.address),
    );
    const label = (a: string) => labels[a.toLowerCase()]?.label ?? null;
    return {
      name: v.name,
      savedAt: v.updatedAt,
      doc,
      answer: canvasAnswer(doc, req.network, label),
    };
  });
  // Each replay kept in the case, with its verdict as judged when saved.
  const replays = ws.replays
    .list(req.network, req.id)
    .map((r) => ws.replays.get(req.network, r.id));
  return { statements, canvases, replays };
}

/** Risk settings: ignored rules per address and the dust threshold. */
function riskHandlers({ ws, changed }: WorkspaceContext): HandlersOf<`workspace:risk-${string}`> {
  return {
    'workspace:risk-settings': (req) => ws.risk.settings(req.network),
    'workspace:risk-ignore': (req) => {
      if (req.ignored) ws.risk.ignore(req.network, req.address, req.rule);
      else ws.risk.unignore(req.network, req.address, req.rule);
      return notified(changed.risk, req.network, ws.risk.settings(req.network));
    },
    'workspace:risk-set-dust-threshold': (req) => {
      ws.risk.setDustThreshold(req.thresholdNano);
      return notified(changed.risk, req.network, ws.risk.settings(req.network));
    },
    'workspace:risk-lookalikes': (req) => ws.lookalikes.list(req.network),
    // No event: the window that found them has them already; a backup import tells.
    'workspace:risk-lookalikes-add': (req) => ({
      added: ws.lookalikes.add(req.network, req.flags),
    }),
  };
}

/** The workspace backup (export, import) and saving a file through the host's dialog. */
function backupHandlers({
  ws,
  pollSoon,
  saveFile,
  fileText,
  changed,
}: WorkspaceContext): HandlersOf<`workspace:backup-${string}` | 'workspace:save-file'> {
  return {
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
      changed.labels(req.network);
      changed.cases(req.network);
      changed.watches(req.network);
      if (report.riskIgnores.added || report.lookalikes.added) changed.risk(req.network);
      if (report.watches.added) pollSoon();
      return report;
    },
    'workspace:save-file': async (req) => {
      if (!saveFile) return { dialog: false, path: null };
      return { dialog: true, path: await saveFile(req.fileName, req.text) };
    },
  };
}
