import { useRef, useState } from 'react';
import { readBocBytes } from '../../../../shared/send/boc-input';

/**
 * Where the BoC comes in: a text area for base64 or hex, and a button that opens a `.boc`
 * file (binary, base64 or hex text). A file is turned into base64 in the text area, so what is
 * checked and sent is always what the user sees.
 */
export function BocInput({ value, onChange }: { value: string; onChange(value: string): void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      onChange(readBocBytes(bytes).toString('base64'));
    } catch (e) {
      setFileError(`${file.name}: ${(e as Error).message}`);
    }
  };

  return (
    <div className="send-input">
      <label htmlFor="send-boc" className="send-label">
        Signed message (BoC, base64 or hex)
      </label>
      <textarea
        id="send-boc"
        className="mono send-boc"
        rows={5}
        spellCheck={false}
        placeholder="te6cckEB… or b5ee9c72…"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className="send-input-actions">
        <button type="button" onClick={() => fileInput.current?.click()}>
          Open .boc file…
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".boc,application/octet-stream,text/plain"
          hidden
          data-testid="send-boc-file"
          onChange={(e) => {
            void openFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        {value && (
          <button type="button" onClick={() => onChange('')}>
            Clear
          </button>
        )}
      </div>
      {fileError && (
        <p className="error" role="alert">
          {fileError}
        </p>
      )}
    </div>
  );
}
