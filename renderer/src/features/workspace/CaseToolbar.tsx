import { cancelCaseExport } from '../../api/cases';
import type { ReportReading } from './case-report-export';

/**
 * The Case page's toolbar: Export HTML report (its progress and Cancel while it runs), Export
 * JSON, Rename… (unless renaming) and Delete case….
 */
export function CaseToolbar({
  reading,
  renaming,
  onExport,
  onRename,
  onDelete,
}: {
  reading: ReportReading | null;
  renaming: boolean;
  onExport(format: 'html' | 'json'): void;
  onRename(): void;
  onDelete(): void;
}) {
  return (
    <div className="toolbar">
      <button type="button" disabled={reading !== null} onClick={() => onExport('html')}>
        Export HTML report
      </button>
      {reading && (
        <>
          <span role="status" className="muted" data-testid="report-progress">
            {reading.text}
          </span>
          <button
            type="button"
            onClick={() => void cancelCaseExport({ exportId: reading.exportId })}
          >
            Cancel
          </button>
        </>
      )}
      <button type="button" onClick={() => onExport('json')}>
        Export JSON
      </button>
      {!renaming && (
        <button type="button" onClick={onRename}>
          Rename…
        </button>
      )}
      <button type="button" onClick={onDelete}>
        Delete case…
      </button>
    </div>
  );
}
