import { execFileSync } from 'node:child_process';

/** Debian's Chromium (never `playwright install`: these machines have no internet). */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium not found: apt-get install chromium (or set CHROMIUM_PATH).');
  }
}

/** Flags for a quiet headless Chromium in a container: no sandbox, GPU, updates or sync. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
