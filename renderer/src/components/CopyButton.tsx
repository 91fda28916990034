import { useState } from 'react';

/** Copies text to the clipboard (with a fallback for non-secure contexts). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** Two overlapping sheets (an inline SVG: no icon font needed). */
function CopyIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <rect x="3.5" y="0.5" width="8" height="8" rx="1" fill="none" stroke="currentColor" />
      <rect x="0.5" y="3.5" width="8" height="8" rx="1" fill="var(--bg)" stroke="currentColor" />
    </svg>
  );
}

/** A check mark (inline SVG, like the copy icon: no font glyph needed). */
function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M1.5 6.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}

/** A small button copying `text`; its accessible name is `Copy <label>`. Says "Copied" briefly. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <button
      type="button"
      className="icon-button copy-button"
      aria-label={`Copy ${label}`}
      title={state === 'copied' ? 'Copied' : `Copy ${label}`}
      onClick={(e) => {
        e.stopPropagation();
        copyText(text).then(
          () => setState('copied'),
          () => setState('failed'),
        );
        setTimeout(() => setState('idle'), 1500);
      }}
    >
      {state === 'copied' ? <CheckIcon /> : state === 'failed' ? '!' : <CopyIcon />}
    </button>
  );
}
