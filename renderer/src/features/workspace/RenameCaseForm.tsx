import { useState } from 'react';
import type { CaseDetail } from '../../../../shared/workspace/cases';
import { ErrorLine } from '../../components/States';
import { errorGuidance } from '../../lib/errors';
import { useNetwork } from '../../lib/profile-context';
import { updateCase } from '../../api/cases';

/** The Case page's rename form in place of its title: Rename (Enter) saves, Cancel (Esc). */
export function RenameCaseForm({ c, onDone }: { c: CaseDetail; onDone(): void }) {
  const network = useNetwork();
  const [name, setName] = useState(c.name);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="rename-form"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        updateCase({ network, id: c.id, name }).then(onDone, (err: unknown) =>
          setError(errorGuidance(err).detail),
        );
      }}
    >
      <label>
        <span className="visually-hidden">Case name</span>
        <input
          aria-label="Case name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && onDone()}
          maxLength={120}
          required
          autoFocus
        />
      </label>{' '}
      <button type="submit" className="primary">
        Rename
      </button>{' '}
      <button type="button" onClick={onDone}>
        Cancel
      </button>
      <ErrorLine error={error} />
    </form>
  );
}
