/**
 * The theme's colours as charts draw them: read from the document's CSS variables at the
 * moment of drawing (a canvas or a saved picture has no stylesheet), with the light theme's
 * values when a variable is not set.
 */
export interface ChartColours {
  /** Text and axis lines (`--fg`). */
  fg: string;
  /** Grid lines and ticks (`--border`). */
  grid: string;
  /** The main line (`--accent`). */
  accent: string;
  /** Money in (`--ok`). */
  ok: string;
  /** Money out (`--danger`). */
  bad: string;
}

function cssVar(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

/** The current theme's chart colours (see {@link ChartColours}). */
export function chartColours(): ChartColours {
  return {
    fg: cssVar('--fg', '#14181f'),
    grid: cssVar('--border', '#d9dee5'),
    accent: cssVar('--accent', '#0a66d8'),
    ok: cssVar('--ok', '#1b7f3b'),
    bad: cssVar('--danger', '#c62828'),
  };
}

/** The page's background colour, painted behind a saved picture (white when unset). */
export function pageBackground(): string {
  return getComputedStyle(document.body).backgroundColor || '#fff';
}
