import { useEffect, useRef, useState } from 'react';
import type { Network } from '../../../shared/profiles';
import {
  CATEGORY_MAX,
  LABEL_COLORS,
  LABEL_MAX,
  NOTE_MAX,
  type AddressLabel,
  type LabelColor,
} from '../../../shared/workspace/labels';
import { bridge } from '../bridge';
import { errorGuidance } from '../lib/errors';

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
}: {
  network: Network;
  address: string;
  current: AddressLabel | null;
  onSaved(label: AddressLabel | null): void;
  onClose(): void;
}) {
  const [label, setLabel] = useState(current?.label ?? '');
  const [color, setColor] = useState<LabelColor | null>(current?.color ?? null);
  const [category, setCategory] = useState(current?.category ?? '');
  const [note, setNote] = useState(current?.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const run = async (work: () => Promise<AddressLabel | null>) => {
    setBusy(true);
    setError(null);
    try {
      onSaved(await work());
      onClose();
    } catch (err) {
      setError(errorGuidance(err).detail);
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="label-editor"
      aria-labelledby="label-editor-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          if (!label.trim()) {
            setError('Type a label (or Remove to delete it).');
            return;
          }
          void run(() =>
            bridge.call('workspace:label-set', { network, address, label, color, category, note }),
          );
        }}
      >
        <h2 id="label-editor-title">{current ? 'Edit label' : 'Label this address'}</h2>
        <p className="mono break muted">{address}</p>
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
        {error && (
          <p className="state-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-buttons">
          <button type="submit" className="primary" disabled={busy}>
            Save
          </button>
          {current && (
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  await bridge.call('workspace:label-delete', { network, address });
                  return null;
                })
              }
            >
              Remove
            </button>
          )}
          <button type="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
