import { useState } from 'react';
import { chainTextLine } from '../../../../shared/text/safety';
import { ActionFeedback, useActionFeedback } from '../../components/ActionFeedback';
import { FileButton } from '../../components/FileButton';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { useNetwork } from '../../lib/profile-context';
import { routePath } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import { createCase, importCase, useCases } from '../../api/cases';
import { importSource } from '../../api/import-file';
import { CasesTable } from './CasesTable';

/**
 * The network's cases (named investigations of addresses, transactions and traces with
 * notes): open, create, import a case JSON file. Kept in the workspace database, per network.
 */
export function CasesPage() {
  const network = useNetwork();
  const cases = useCases(network);
  const [name, setName] = useState('');
  const { error, message, setMessage, run } = useActionFeedback();

  const create = () =>
    run(async () => {
      const c = await createCase({ network, name, note: '' });
      setName('');
      navigate({ name: 'case', id: c.id });
    });
  const importFile = (file: File) =>
    run(async () => {
      const r = await importCase({
        network,
        ...(await importSource(file)),
      });
      setMessage(
        `Imported “${chainTextLine(r.case.name, 120)}” with ${r.case.itemCount} items` +
          (r.renamedFrom ? ` (a case named “${r.renamedFrom}” already existed).` : '.'),
      );
    });

  return (
    <section className="cases-page">
      <h1>Cases</h1>
      <p className="muted">
        Your investigations on <strong>{network}</strong>: addresses, transactions and traces with
        notes, kept on this computer. Add items with “Add to case…” on their pages; export a case as
        an HTML report that opens offline, or as JSON to import elsewhere. Back up everything from{' '}
        <a href={routePath({ name: 'settings' })}>Settings</a>.
      </p>
      <div className="toolbar">
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <input
            aria-label="New case name"
            placeholder="New case name"
            value={name}
            maxLength={120}
            onChange={(e) => setName(e.target.value)}
            required
          />{' '}
          <button type="submit">Create case</button>
        </form>
        <FileButton
          accept=".json,application/json"
          label="Import case file"
          onFile={(file) => void importFile(file)}
        >
          Import case JSON…
        </FileButton>
      </div>
      <ActionFeedback error={error} message={message} />
      {cases.isPending ? (
        <Loading label="Loading cases…" />
      ) : cases.isError ? (
        <ErrorState error={cases.error} onRetry={() => void cases.refetch()} />
      ) : cases.data.length === 0 ? (
        <EmptyState title="No cases yet.">
          Name a case above, or use “Add to case…” on an account, transaction or trace page.
        </EmptyState>
      ) : (
        <CasesTable cases={cases.data} />
      )}
    </section>
  );
}
