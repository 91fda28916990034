import type { Network } from '../../../../shared/profiles';
import {
  CATEGORY_MAX,
  LABEL_MAX,
  NOTE_MAX,
  type AddressLabel,
} from '../../../../shared/workspace/labels';
import { provenanceText } from '../../../../shared/labels/provenance';
import { EditorDialog } from '../../components/EditorDialog';
import { LabelColorPicker } from './LabelColorPicker';
import { useLabelEditor, type LabelFields } from './use-label-editor';

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
  const editor = useLabelEditor({ network, address, current, onSaved, onClose });
  const { builtin, mine, busy } = editor;
  const overridden = builtin ?? mine?.overrides;
  return (
    <EditorDialog
      title={mine ? 'Edit label' : 'Label this address'}
      address={address}
      error={editor.error}
      onClose={onClose}
      returnFocus={returnFocus}
      onSubmit={editor.save}
      actions={
        <>
          <button type="submit" className="primary" disabled={busy}>
            Save
          </button>
          {mine && (
            <button type="button" disabled={busy} onClick={editor.remove}>
              Remove
            </button>
          )}
        </>
      }
    >
      {overridden && (
        <p className="muted" data-testid="label-editor-builtin">
          Built-in label: “{overridden.label}” from {provenanceText(overridden.provenance!)}. Your
          label overrides it
          {mine ? '; Remove shows it again' : ''}.
        </p>
      )}
      <LabelEditorFields fields={editor.fields} />
    </EditorDialog>
  );
}

/** The label editor's fields: label (focused), colour, category and note. */
function LabelEditorFields({ fields: f }: { fields: LabelFields }) {
  return (
    <>
      <label className="field">
        <span>Label</span>
        <input
          autoFocus
          value={f.label}
          maxLength={LABEL_MAX}
          onChange={(e) => f.setLabel(e.target.value)}
        />
      </label>
      <LabelColorPicker color={f.color} onChange={f.setColor} />
      <label className="field">
        <span>Category</span>
        <input
          value={f.category}
          maxLength={CATEGORY_MAX}
          placeholder="exchange, person, scam…"
          onChange={(e) => f.setCategory(e.target.value)}
        />
      </label>
      <label className="field">
        <span>Note</span>
        <textarea
          rows={4}
          value={f.note}
          maxLength={NOTE_MAX}
          onChange={(e) => f.setNote(e.target.value)}
        />
      </label>
    </>
  );
}
