import { bridge } from '../bridge';

const TYPES: Record<string, string> = {
  html: 'text/html',
  json: 'application/json',
  csv: 'text/csv',
  svg: 'image/svg+xml',
};

/**
 * Saves a workspace file (case report, backup, labels, a canvas's SVG): through main's save dialog in
 * Electron, as a browser download in the web shell (which has no dialog). Resolves with
 * where it went: the chosen path, "downloaded", or null when the user cancelled the dialog.
 */
export async function saveWorkspaceFile(fileName: string, text: string): Promise<string | null> {
  // The web shell has no dialog: download at once, without sending the text back over the
  // socket (a large backup would not fit one message).
  if (bridge.kind === 'electron') {
    const saved = await bridge.call('workspace:save-file', { fileName, text });
    if (saved.dialog) return saved.path;
  }
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1);
  const url = URL.createObjectURL(new Blob([text], { type: TYPES[ext] ?? 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}
