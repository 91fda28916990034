import type { LabelImportReport } from '../../../../shared/workspace/labels';

/** What a label import did, in words: counts, then the duplicate lines and replaced labels. */
export function LabelImportSummary({ report }: { report: LabelImportReport }) {
  return (
    <div className="notice" role="status" data-testid="import-report">
      Imported: {report.added} new, {report.updated} changed, {report.unchanged} unchanged.
      {report.duplicates.length > 0 && (
        <details>
          <summary>{report.duplicates.length} duplicate lines (the later line was kept)</summary>
          <ul>
            {report.duplicates.map((d) => (
              <li key={d.line}>
                Line {d.line} repeats line {d.firstLine}: <span className="mono">{d.address}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.conflicts.length > 0 && (
        <details>
          <summary>{report.conflicts.length} labels replaced</summary>
          <ul>
            {report.conflicts.map((c) => (
              <li key={c.line}>
                Line {c.line}: “{c.was}” → “{c.now}” (<span className="mono">{c.address}</span>)
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
