import { useState } from 'react';
import type { Network } from '../../../../shared/profiles';
import {
  CATEGORY_MAX,
  LABEL_COLORS,
  LABEL_MAX,
  NOTE_MAX,
  type AddressLabel,
  type LabelColor,
} from '../../../../shared/workspace/labels';
import { deleteLabel, saveLabel } from '../../api/labels';
import { isBuiltinLabel } from '../../../../shared/workspace/labels';
import { provenanceText } from '../../../../shared/labels/provenance';
import { EditorDialog, useEditorAction } from '../../components/EditorDialog';

/**
 * The label editor dialog of one address: label, colour tag, category and note; Save
 * (Enter), Remove, Cancel (Esc). Saves through `workspace:label-set` / `label-delete`.
 */
export function LabelEditor({
  network,
  address,
  current,
  onSaved,
  onClose,
  returnFocus,
}: {
  network: Network;
  address: string;
  current: AddressLabel | null;
  onSaved(label: AddressLabel | null): void;
  onClose(): void;
  /** Focused when the dialog closes (the "⋯" button of the menu it was opened from). */
  returnFocus?: HTMLElement | null;
}) {
  // A built-in label is not the user's: the editor starts from it, and saving overrides it.
  const builtin = current && isBuiltinLabel(current) ? current : null;
  const mine = builtin ? null : current;
  const [label, setLabel] = useState(current?.label ?? '');
  const [color, setColor] = useState<LabelColor | null>(current?.color ?? null);
  const [category, setCategory] = useState(current?.category ?? '');
  const [note, setNote] = useState(current?.note ?? '');
  const { run, busy, error, setError } = useEditorAction((saved: AddressLabel | null) => {
    onSaved(saved);
    onClose();
  });

  return (
    <EditorDialog
      title={mine ? 'Edit label' : 'Label this address'}
      address={address}
      error={error}
      onClose={onClose}
      returnFocus={returnFocus}
      onSubmit={() => {
        if (!label.trim()) {
          setError('Type a label (or Remove to delete it).');
          return;
        }
        void run(() => saveLabel({ network, address, label, color, category, note }));
      }}
      actions={
        <>
          <button type="submit" className="primary" disabled={busy}>
            Save
          </button>
          {mine && (
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await deleteLabel({ network, address });
                  return null;
                })
              }
            >
              Remove
            </button>
          )}
        </>
      }
    >
      {(builtin ?? mine?.overrides) && (
        <p className="muted" data-testid="label-editor-builtin">
          Built-in label: “{(builtin ?? mine!.overrides)!.label}” from{' '}
          {provenanceText((builtin ?? mine!.overrides)!.provenance!)}. Your label overrides it
          {mine ? '; Remove shows it again' : ''}.
        </p>
      )}
      <label className="field">
        <span>Label</span>
        <input
          autoFocus
          value={label}
          maxLength={LABEL_MAX}
          onChange={(e) => setLabel(e.target.value)}
        />
      </label>
      <fieldset className="field color-picker">
        <legend>Colour</legend>
        <label>
          <input
            type="radio"
            name="color"
            checked={color === null}
            onChange={() => setColor(null)}
          />
          none
        </label>
        {LABEL_COLORS.map((c) => (
          <label key={c}>
            <input type="radio" name="color" checked={color === c} onChange={() => setColor(c)} />
            <span className={`label-dot label-${c}`} aria-hidden="true" />
            {c}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>Category</span>
        <input
          value={category}
          maxLength={CATEGORY_MAX}
          placeholder="exchange, person, scam…"
          onChange={(e) => setCategory(e.target.value)}
        />
      </label>
      <label className="field">
        <span>Note</span>
        <textarea
          rows={4}
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
    </EditorDialog>
  );
}
