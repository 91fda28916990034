import { plural } from '../../../../shared/plural';
import { useState } from 'react';
import type { CaseItemKind } from '../../../../shared/workspace/cases';
import { addCaseItem, createCase, useCases } from '../../api/cases';
import { ChainText } from '../../components/ChainText';
import { chainTextLine } from '../../../../shared/text/safety';
import { errorGuidance } from '../../lib/errors';
import { useNetwork } from '../../lib/profile-context';
import { routePath } from '../../routing/routes';
import { EditorDialog, useEditorAction } from './EditorDialog';

const KIND_WORD: Record<CaseItemKind, string> = {
  address: 'address',
  transaction: 'transaction',
  trace: 'trace',
};

/**
 * "Add to case…" for an address, transaction or trace: a dialog to pick an existing case or
 * name a new one, with an optional note. `reference` is the raw address, hash or trace id.
 */
export function AddToCaseButton({ kind, reference }: { kind: CaseItemKind; reference: string }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ id: number; name: string } | null>(null);
  return (
    <span className="add-to-case">
      <button type="button" onClick={() => setOpen(true)}>
        Add to case…
      </button>
      {done && (
        <span role="status" className="muted">
          {' '}
          Added to{' '}
          <a href={routePath({ name: 'case', id: done.id })}>
            <ChainText text={done.name} max={120} />
          </a>
          .
        </span>
      )}
      {open && (
        <AddToCaseDialog
          kind={kind}
          reference={reference}
          onClose={() => setOpen(false)}
          onAdded={(c) => {
            setDone(c);
            setOpen(false);
          }}
        />
      )}
    </span>
  );
}

const NEW = 'new';

/**
 * The dialog of "Add to case…": pick a case (the most recent by default) or name a new one,
 * optional note; Escape cancels.
 */
export function AddToCaseDialog({
  kind,
  reference,
  onClose,
  onAdded,
  returnFocus,
}: {
  kind: CaseItemKind;
  reference: string;
  onClose(): void;
  onAdded(c: { id: number; name: string }): void;
  /** Focused when the dialog closes (the "⋯" button of the menu it was opened from). */
  returnFocus?: HTMLElement | null;
}) {
  const network = useNetwork();
  const cases = useCases(network);
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const { run, busy, error } = useEditorAction<{ id: number; name: string }>(onAdded);
  const list = cases.data ?? [];
  // The most recent case is the default; with none, a new one.
  const selected = choice ?? (list[0] ? String(list[0].id) : NEW);

  const submit = () =>
    void run(async () => {
      let target: { id: number; name: string };
      if (selected === NEW) {
        target = await createCase({ network, name, note: '' });
      } else {
        const found = list.find((c) => String(c.id) === selected);
        if (!found) throw new Error('Choose a case.');
        target = found;
      }
      await addCaseItem({
        network,
        caseId: target.id,
        kind,
        ref: reference,
        note,
      });
      return { id: target.id, name: target.name };
    });

  return (
    <EditorDialog
      title={`Add this ${KIND_WORD[kind]} to a case`}
      address={reference}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      returnFocus={returnFocus}
      actions={
        <button type="submit" className="primary" disabled={busy}>
          Add to case
        </button>
      }
    >
      <label className="field">
        <span>Case</span>
        <select
          aria-label="Case"
          value={selected}
          onChange={(e) => setChoice(e.target.value)}
          disabled={cases.isPending}
        >
          {list.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {chainTextLine(c.name, 120)} ({plural(c.itemCount, 'item')})
            </option>
          ))}
          <option value={NEW}>New case…</option>
        </select>
      </label>
      {selected === NEW && (
        <label className="field">
          <span>Name of the new case</span>
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={120}
            autoFocus
          />
        </label>
      )}
      <label className="field">
        <span>Note (optional)</span>
        <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} />
      </label>
      {cases.isError && (
        <p className="state-error" role="alert">
          Your cases could not be read: {errorGuidance(cases.error).detail}
        </p>
      )}
    </EditorDialog>
  );
}
