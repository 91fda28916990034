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
      {state === 'copied' ? '✓' : state === 'failed' ? '!' : '⧉'}
    </button>
  );
}
