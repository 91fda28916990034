import { plural } from '../../../../shared/plural';
import { useState } from 'react';
import type { CaseItemKind } from '../../../../shared/workspace/cases';
import { addCaseItem } from '../../api/cases';
import { ChainText } from '../../components/ChainText';
import { chainTextLine } from '../../../../shared/text/safety';
import { errorGuidance } from '../../lib/errors';
import { useNetwork } from '../../lib/profile-context';
import { routePath } from '../../routing/routes';
import { CaseChoiceFields, useCaseChoice } from '../../components/CaseChoice';
import { EditorDialog, useEditorAction } from '../../components/EditorDialog';

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
  // The most recent case is the default; with none, a new one.
  const choice = useCaseChoice(network);
  const [note, setNote] = useState('');
  const { run, busy, error } = useEditorAction<{ id: number; name: string }>(onAdded);

  const submit = () =>
    void run(async () => {
      const target = await choice.target();
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
      <CaseChoiceFields
        choice={choice}
        optionLabel={(c) => `${chainTextLine(c.name, 120)} (${plural(c.itemCount, 'item')})`}
      />
      <label className="field">
        <span>Note (optional)</span>
        <textarea value={note} onChange={(e) => setNote(e.target.value)} rows={3} />
      </label>
      {choice.cases.isError && (
        <p className="state-error" role="alert">
          Your cases could not be read: {errorGuidance(choice.cases.error).detail}
        </p>
      )}
    </EditorDialog>
  );
}
