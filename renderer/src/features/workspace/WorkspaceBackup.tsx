import { plural } from '../../../../shared/plural';
import { useState } from 'react';
import { ActionFeedback, useActionFeedback } from '../../components/ActionFeedback';
import { FileButton } from '../../components/FileButton';
import type { BackupImportReport } from '../../../../shared/workspace/backup';
import { exportBackup, importBackup } from '../../api/backup';
import { useNetwork } from '../../lib/profile-context';
import { importSource } from '../../api/import-file';
import { saveWorkspaceFile } from '../../api/save-file';
import { BackupImportSummary } from './BackupImportSummary';

/**
 * Settings' workspace backup: the network's labels, watchlist and cases as one JSON file, and
 * its import (a merge in one transaction; what differs from what is stored is listed and left
 * as stored). The offline cache is not part of it.
 */
export function WorkspaceBackup() {
  const network = useNetwork();
  const { error, message, setMessage, run: act } = useActionFeedback();
  const [report, setReport] = useState<BackupImportReport | null>(null);

  const run = (work: () => Promise<void>) => {
    setReport(null);
    return act(work);
  };

  return (
    <section className="workspace-backup" aria-labelledby="workspace-backup-title">
      <h2 id="workspace-backup-title">Workspace backup</h2>
      <p className="muted">
        Your labels, watched accounts and cases on <strong>{network}</strong> in one JSON file (not
        the offline cache). Importing merges: new things are added, and anything that differs from
        what you have is listed and left as it is.
      </p>
      <div className="toolbar">
        <button
          type="button"
          onClick={() =>
            void run(async () => {
              const out = await exportBackup({ network });
              const where = await saveWorkspaceFile(out.fileName, out.text);
              if (where) {
                setMessage(
                  `${plural(out.counts.labels, 'label')}, ${plural(out.counts.watches, 'watched account')} and ${plural(out.counts.cases, 'case')} ${where === 'downloaded' ? `downloaded as ${out.fileName}` : `saved to ${where}`}.`,
                );
              }
            })
          }
        >
          Export backup
        </button>
        <FileButton
          accept=".json,application/json"
          label="Import workspace backup"
          onFile={(file) =>
            void run(async () =>
              setReport(
                await importBackup({
                  network,
                  ...(await importSource(file)),
                }),
              ),
            )
          }
        >
          Import backup…
        </FileButton>
      </div>
      <ActionFeedback error={error} message={message} />
      {report && <BackupImportSummary report={report} />}
    </section>
  );
}
