import { useState } from 'react';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { plural } from '../../../../shared/plural';
import { useNetwork } from '../../lib/profile-context';
import { EditorDialog, useEditorAction } from '../workspace';
import { saveCanvas } from '../../api/canvas';
import { createCase, useCases } from '../../api/cases';

/** Where a canvas is kept: its id, its case and its name. Null: not saved yet. */
export type SavedRef = { id: number; caseId: number; name: string } | null;

const NEW = 'new';

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
  const cases = useCases(network);
  const [choice, setChoice] = useState<string | null>(null);
  const [caseName, setCaseName] = useState('');
  const [name, setName] = useState(saved?.name ?? defaultName.slice(0, 120));
  const { run, busy, error } = useEditorAction<NonNullable<SavedRef>>(onSaved);
  const list = cases.data ?? [];
  const selected = choice ?? (saved ? String(saved.caseId) : list[0] ? String(list[0].id) : NEW);

  const submit = () =>
    void run(async () => {
      const caseId =
        selected === NEW
          ? (await createCase({ network, name: caseName, note: '' })).id
          : Number(selected);
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
              {c.name}
            </option>
          ))}
          <option value={NEW}>New case…</option>
        </select>
      </label>
      {selected === NEW && (
        <label className="field">
          <span>Name of the new case</span>
          <input
            value={caseName}
            onChange={(e) => setCaseName(e.target.value)}
            required
            maxLength={120}
            autoFocus
          />
        </label>
      )}
      <label className="field">
        <span>Name of the canvas</span>
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={120} />
      </label>
    </EditorDialog>
  );
}
