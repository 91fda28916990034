import { useState } from 'react';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { plural } from '../../../../shared/plural';
import { useNetwork } from '../../lib/profile-context';
import { EditorDialog, useEditorAction } from '../../components/EditorDialog';
import { CaseChoiceFields, useCaseChoice } from '../../components/CaseChoice';
import { saveCanvas } from '../../api/canvas';

/** Where a canvas is kept: its id, its case and its name. Null: not saved yet. */
export type SavedRef = { id: number; caseId: number; name: string } | null;

/**
 * "Save to case…": pick a case (the canvas's own, else the most recent) or name a new one,
 * and the canvas's name in it; a canvas of that name in the case is replaced.
 */
export function SaveCanvasDialog({
  doc,
  saved,
  defaultName,
  onClose,
  onSaved,
}: {
  doc: CanvasDocument;
  saved: SavedRef;
  defaultName: string;
  onClose(): void;
  onSaved(ref: NonNullable<SavedRef>): void;
}) {
  const network = useNetwork();
  const choice = useCaseChoice(network, saved?.caseId);
  const [name, setName] = useState(saved?.name ?? defaultName.slice(0, 120));
  const { run, busy, error } = useEditorAction<NonNullable<SavedRef>>(onSaved);

  const submit = () =>
    void run(async () => {
      const { id: caseId } = await choice.target();
      const s = await saveCanvas({ network, caseId, name, doc });
      return { id: s.id, caseId: s.caseId, name: s.name };
    });

  return (
    <EditorDialog
      title="Save the canvas to a case"
      address={`${plural(doc.nodes.length, 'account')}, ${plural(doc.edges.length, 'flow')}`}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      actions={
        <button type="submit" className="primary" disabled={busy}>
          Save
        </button>
      }
    >
      <CaseChoiceFields choice={choice} optionLabel={(c) => c.name} />
      <label className="field">
        <span>Name of the canvas</span>
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} />
      </label>
    </EditorDialog>
  );
}
