import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** File of the window's last size, position and maximised state, in the user-data folder. */
export const WINDOW_STATE_FILE = 'window-state.json';

/** The window's normal (not maximised) bounds in screen pixels, and whether it was maximised. */
export interface WindowState {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

/** A display's work area (Electron's `screen.getAllDisplays()[n].workArea`). */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The size of a first start (and of a state file that cannot be read). */
export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 820, maximized: false };
const MIN_WIDTH = 640;
const MIN_HEIGHT = 400;

const stateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(MIN_WIDTH).max(100_000),
  height: z.number().int().min(MIN_HEIGHT).max(100_000),
  maximized: z.boolean(),
});

/** True when at least a 100 × 50 px corner of the window's title area is on a display. */
function visibleOn(s: WindowState, displays: readonly Area[]): boolean {
  if (s.x === undefined || s.y === undefined) return false;
  const { x, y } = s;
  return displays.some(
    (d) =>
      x + 100 <= d.x + d.width && x + s.width - 100 >= d.x && y >= d.y && y + 50 <= d.y + d.height,
  );
}

/**
 * The state to open the window with: the saved one from `userDataDir`, else the default. A
 * position no display shows any more (a monitor unplugged) is dropped, so the OS centres the
 * window; a missing or unreadable file is the default.
 */
export function loadWindowState(userDataDir: string, displays: readonly Area[]): WindowState {
  let saved: WindowState;
  try {
    saved = stateSchema.parse(
      JSON.parse(readFileSync(path.join(userDataDir, WINDOW_STATE_FILE), 'utf8')),
    );
  } catch {
    return { ...DEFAULT_WINDOW_STATE };
  }
  if (visibleOn(saved, displays)) return saved;
  return { width: saved.width, height: saved.height, maximized: saved.maximized };
}

/**
 * Saves the window's state, synchronously (it runs as the window closes, just before the app
 * may quit) and atomically (a crash leaves the old file or the new one).
 */
export function saveWindowState(userDataDir: string, state: WindowState): void {
  const file = path.join(userDataDir, WINDOW_STATE_FILE);
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}
