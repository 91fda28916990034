import { plural } from '../../../../shared/plural';
import type { BackupConflict, BackupImportReport } from '../../../../shared/workspace/backup';

/** What a conflict is about, in words. */
function conflictKind(kind: BackupConflict['kind']): string {
  return kind === 'label' ? 'Label' : kind === 'watch' ? 'Watch rules' : 'Case note';
}

/**
 * What a backup import did, in words: what was added and merged, the ignored risk rules
 * and lookalike addresses restored, and each difference from what is stored (kept as the user had it).
 */
export function BackupImportSummary({ report }: { report: BackupImportReport }) {
  return (
    <div className="notice" role="status" data-testid="backup-report">
      Imported {plural(report.labels.added, 'label')},{' '}
      {plural(report.watches.added, 'watched account')}, {plural(report.cases.added, 'new case')}{' '}
      and {plural(report.cases.itemsAdded, 'case item')} ({plural(report.cases.merged, 'case')}{' '}
      merged).
      {report.riskIgnores.added > 0 &&
        ` ${plural(report.riskIgnores.added, 'ignored risk rule')} restored.`}
      {report.lookalikes.added > 0 &&
        ` ${plural(report.lookalikes.added, 'lookalike address', 'lookalike addresses')} restored.`}
      {report.conflicts.length > 0 && (
        <details open>
          <summary>
            {report.labels.conflicts + report.watches.conflicts + report.cases.conflicts}{' '}
            differences kept as you had them
          </summary>
          <ul>
            {report.conflicts.map((c, i) => (
              <li key={i}>
                {conflictKind(c.kind)} of <span className="mono break">{c.what}</span>: yours “
                {c.stored}”, the file’s “{c.incoming}”
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
