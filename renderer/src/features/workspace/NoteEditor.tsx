import { useState } from 'react';
import { ErrorLine } from '../../components/States';
import { errorGuidance } from '../../lib/errors';

/**
 * A note with Save (shown when changed) and Ctrl/⌘+Enter to save; Esc or Revert drops the
 * draft. `onSave` stores the text; its failure's guidance shows under the note.
 */
export function NoteEditor({
  label,
  value,
  onSave,
  placeholder = 'No note yet',
}: {
  label: string;
  value: string;
  onSave(note: string): Promise<unknown>;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = draft ?? value;
  const save = async () => {
    setError(null);
    try {
      await onSave(text);
      setDraft(null);
    } catch (err) {
      setError(errorGuidance(err).detail);
    }
  };
  return (
    <div className="note-editor">
      <textarea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        rows={Math.min(6, Math.max(1, text.split('\n').length))}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void save();
          }
          if (e.key === 'Escape' && draft !== null) {
            e.preventDefault();
            setDraft(null);
          }
        }}
      />
      {draft !== null && draft !== value && (
        <span className="note-buttons">
          <button type="button" className="primary" onClick={() => void save()}>
            Save note
          </button>
          <button type="button" onClick={() => setDraft(null)}>
            Revert
          </button>
        </span>
      )}
      <ErrorLine error={error} />
    </div>
  );
}
