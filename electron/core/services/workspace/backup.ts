import { AppError } from '../../../../shared/ipc/errors';
import type { Network } from '../../../../shared/profiles';
import {
  BACKUP_FORMAT,
  type BackupConflict,
  type BackupFile,
  type BackupImportReport,
} from '../../../../shared/workspace/backup';
import { labelKey } from '../../../../shared/workspace/labels';
import type { WatchRules } from '../../../../shared/workspace/watch';
import type { Workspace } from './workspace';
import { sqlJson } from '../../../sqlite/text';

/** At most this many conflicts are listed in a report (counts stay exact). */
const CONFLICT_LIST_LIMIT = 200;

/**
 * The network's labels, watchlist, cases, ignored risk rules and lookalikes found as a backup
 * file (not the offline cache).
 */
export function exportBackup(ws: Workspace, network: Network, now = Date.now()): BackupFile {
  return {
    format: BACKUP_FORMAT,
    version: 1,
    network,
    exportedAt: now,
    labels: ws.labels.all(network).map(({ address, label, color, category, note, provenance }) => ({
      address,
      label,
      color,
      category,
      note,
      ...(provenance ? { provenance } : {}),
    })),
    watches: ws.watches.list(network).map((w) => ({ address: w.address, rules: w.rules })),
    cases: ws.cases.list(network).map((c) => {
      const f = ws.cases.toFile(network, c.id);
      return { ...f.case, items: f.items };
    }),
    riskIgnores: ws.risk.settings(network).ignored.map(({ address, rule }) => ({ address, rule })),
    lookalikes: ws.lookalikes.list(network),
  };
}

const rulesText = (r: WatchRules) => sqlJson(r);

/**
 * Merges a parsed backup into the network's workspace in ONE transaction (a failure leaves
 * everything as it was). New labels, watches, cases, case items, ignored risk rules and lookalikes are added; identical ones
 * are skipped; a label, watch rule set or item note that differs from the stored one is
 * reported as a conflict and the stored one is kept. Throws INVALID_INPUT when the backup is
 * of another network.
 */
export function importBackup(
  ws: Workspace,
  network: Network,
  file: BackupFile,
): BackupImportReport {
  if (file.network !== network) {
    throw new AppError({
      code: 'INVALID_INPUT',
      message: `Nothing imported: the backup is of ${file.network}, this profile is on ${network}. Switch to a ${file.network} profile to import it.`,
    });
  }
  const report: BackupImportReport = {
    labels: { added: 0, unchanged: 0, conflicts: 0 },
    watches: { added: 0, unchanged: 0, conflicts: 0 },
    cases: { added: 0, merged: 0, itemsAdded: 0, conflicts: 0 },
    riskIgnores: { added: 0, unchanged: 0 },
    lookalikes: { added: 0, unchanged: 0 },
    conflicts: [],
  };
  const merge: Merge = {
    ws,
    network,
    report,
    conflict: (c) => {
      if (report.conflicts.length < CONFLICT_LIST_LIMIT) report.conflicts.push(c);
    },
  };
  ws.db.transaction(() => {
    mergeLabels(merge, file.labels);
    mergeWatches(merge, file.watches);
    mergeCases(merge, file.cases);
    mergeRiskIgnores(merge, file.riskIgnores);
    // The file's order is the order found; the store keeps the first find of an address.
    report.lookalikes.added = ws.lookalikes.add(network, file.lookalikes);
    report.lookalikes.unchanged = file.lookalikes.length - report.lookalikes.added;
  })();
  return report;
}

/** One import under way: the workspace and network, the report, and how a conflict is listed. */
interface Merge {
  ws: Workspace;
  network: Network;
  report: BackupImportReport;
  /** Lists a conflict (up to {@link CONFLICT_LIST_LIMIT}; the counts are kept by the caller). */
  conflict(c: BackupConflict): void;
}

/** Adds the labels not stored yet; a label that differs from the stored one is a conflict. */
function mergeLabels({ ws, network, report, conflict }: Merge, labels: BackupFile['labels']): void {
  const stored = ws.labels.lookup(
    network,
    labels.map((l) => l.address),
  );
  for (const l of labels) {
    const key = labelKey(l.address);
    const was = stored[key];
    if (!was) {
      // Through the import path, so an imported set's label keeps its provenance.
      const line = { ...l, line: 0, address: key, provenance: l.provenance ?? null };
      ws.labels.importAll(network, [line]);
      stored[key] = ws.labels.get(network, key)!;
      report.labels.added++;
    } else if (
      was.label === l.label &&
      was.category === l.category &&
      was.note === l.note &&
      was.color === l.color
    ) {
      report.labels.unchanged++;
    } else {
      report.labels.conflicts++;
      const describe = (x: { label: string; category: string; note: string }) =>
        [x.label, x.category && `(${x.category})`, x.note && `· ${x.note}`]
          .filter(Boolean)
          .join(' ');
      conflict({ kind: 'label', what: key, stored: describe(was), incoming: describe(l) });
    }
  }
}

/** Adds the watches not stored yet; a different rule set for a watched address is a conflict. */
function mergeWatches(
  { ws, network, report, conflict }: Merge,
  watches: BackupFile['watches'],
): void {
  for (const w of watches) {
    const was = ws.watches.get(network, w.address);
    if (!was) {
      ws.watches.set(network, w.address, w.rules);
      report.watches.added++;
    } else if (rulesText(was.rules) === rulesText(w.rules)) {
      report.watches.unchanged++;
    } else {
      report.watches.conflicts++;
      conflict({
        kind: 'watch',
        what: was.address,
        stored: rulesText(was.rules),
        incoming: rulesText(w.rules),
      });
    }
  }
}

/** Adds each case (or merges it into the stored one of that name); item note differences are conflicts. */
function mergeCases({ ws, network, report, conflict }: Merge, cases: BackupFile['cases']): void {
  for (const c of cases) {
    const existing = ws.cases.findByName(network, c.name);
    const target = existing ?? ws.cases.create(network, c.name, c.note);
    if (existing) report.cases.merged++;
    else report.cases.added++;
    const merged = ws.cases.mergeItems(network, target.id, c.items);
    report.cases.itemsAdded += merged.itemsAdded;
    for (const n of merged.noteConflicts) {
      report.cases.conflicts++;
      conflict({
        kind: 'case-item',
        what: `${target.name} · ${n.kind} ${n.ref}`,
        stored: n.was,
        incoming: n.now,
      });
    }
  }
}

/** Adds the ignored risk rules not ignored yet (an ignored rule has nothing to differ in). */
function mergeRiskIgnores(
  { ws, network, report }: Merge,
  riskIgnores: BackupFile['riskIgnores'],
): void {
  const ignored = new Set(ws.risk.settings(network).ignored.map((i) => `${i.address} ${i.rule}`));
  for (const r of riskIgnores) {
    const key = labelKey(r.address);
    if (ignored.has(`${key} ${r.rule}`)) {
      report.riskIgnores.unchanged++;
    } else {
      ws.risk.ignore(network, key, r.rule);
      ignored.add(`${key} ${r.rule}`);
      report.riskIgnores.added++;
    }
  }
}
