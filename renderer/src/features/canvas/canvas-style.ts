import type cytoscape from 'cytoscape';
import { flagBadgeDataUri, FLAG_BADGE } from '../../../../shared/canvas/drawing';
import {
  BADGE_ROOM,
  FLOW_FONT,
  FLOW_LINE,
  NODE_FONT,
  NODE_LINE,
  NODE_PAD_X,
} from '../../../../shared/canvas/picture';
import { BUNDLE_GAP, CORNER, type PictureColors } from '../../../../shared/canvas/picture-svg';

/** The font the picture is drawn in, on screen and in the SVG (shared/canvas/picture-svg.ts). */
const FONT_FAMILY = 'system-ui, sans-serif';

/** The theme's colours by the picture's names, plus the accent the drawing marks with. */
export type ThemeColors = Required<PictureColors> & { accent: string };

/** The theme's colours now (CSS variables), by the picture's names. */
export function themeColors(): ThemeColors {
  return {
    fg: cssVar('--fg', '#14181f'),
    bg: cssVar('--bg', '#ffffff'),
    soft: cssVar('--bg-soft', '#f4f6f8'),
    border: cssVar('--border', '#d9dee5'),
    muted: cssVar('--muted', '#5d6673'),
    pending: cssVar('--accent', '#0a66d8'),
    accent: cssVar('--accent', '#0a66d8'),
    warn: cssVar('--warn', '#9a6400'),
    bad: cssVar('--danger', '#c62828'),
  };
}

function cssVar(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

type Block = cytoscape.StylesheetJsonBlock;

/** Every account or entity: a rounded box sized to its lines (picture.ts), the lines centred. */
function accountStyle(c: ThemeColors): Block {
  return {
    selector: 'node',
    style: {
      shape: 'round-rectangle',
      width: 'data(w)',
      height: 'data(h)',
      'background-color': c.soft,
      'border-width': 1,
      'border-color': c.border,
      label: 'data(label)',
      color: c.fg,
      'font-family': FONT_FAMILY,
      'font-size': NODE_FONT,
      'line-height': NODE_LINE / NODE_FONT,
      'text-valign': 'center',
      'text-halign': 'center',
      // The lines are cut to fit their box already (picture.ts); \n starts the second.
      'text-wrap': 'wrap',
      'text-max-width': '1000px',
      // Labels too small to read are not drawn (zoomed out over a large canvas).
      'min-zoomed-font-size': 7,
    },
  };
}

/**
 * What an account is on the canvas, as its border and background say: the start, an entity,
 * expanded, flagged, on a peel chain, where a trail stopped, selected.
 */
function accountMarkStyles(c: ThemeColors): Block[] {
  return [
    { selector: 'node.start', style: { 'border-width': 3, 'border-color': c.accent } },
    // An entity (wallets grouped by key or by hand): a double border, three lines.
    {
      selector: 'node.entity',
      style: { 'border-width': 3, 'border-style': 'double', 'border-color': c.accent },
    },
    { selector: 'node.expanded', style: { 'background-color': c.bg } },
    flaggedStyle(c),
    // A peel chain's hops and onward flows (shared/risk/peel-chain.ts): a double danger outline.
    {
      selector: 'node.peel',
      style: { 'border-width': 3, 'border-style': 'double', 'border-color': c.bad },
    },
    {
      selector: 'node.stop',
      style: { 'border-width': 3, 'border-style': 'dashed', 'border-color': c.bad },
    },
    {
      selector: 'node:selected',
      style: { 'border-width': 3, 'border-color': c.warn, 'overlay-opacity': 0 },
    },
  ];
}

/**
 * A risk flag (the same rules as the tables' badges): the flag badge drawn as an image at the
 * node's left, in the room the picture keeps for it (a shape no chain text can draw), the
 * lines beside it in warning colour.
 */
function flaggedStyle(c: ThemeColors): Block {
  return {
    selector: 'node.flagged',
    style: {
      color: c.warn,
      'background-image': flagBadgeDataUri(c.warn, c.bg),
      'background-width': FLAG_BADGE.width,
      'background-height': FLAG_BADGE.height,
      'background-position-x': NODE_PAD_X,
      'background-position-y': '50%',
      'background-repeat': 'no-repeat',
      'background-clip': 'none',
      'text-margin-x': BADGE_ROOM / 2,
    },
  };
}

/** A flow's amounts: a label of its own at the place the layout gave it. */
function flowLabelStyle(c: ThemeColors): Block {
  return {
    selector: 'node.flow-label',
    style: {
      'background-color': c.bg,
      'background-opacity': 0.9,
      'border-width': 0,
      color: c.muted,
      'font-size': FLOW_FONT,
      'line-height': FLOW_LINE / FLOW_FONT,
      events: 'no',
      'min-zoomed-font-size': 6,
    },
  };
}

/**
 * The flows: an arrow along the layout's route (straight when it has none, haystack when
 * many), TON solid and jettons dashed, a peel chain's onward flows in danger colour, selected.
 */
function flowStyles(c: ThemeColors): Block[] {
  return [
    {
      selector: 'edge',
      style: {
        width: 'data(width)',
        'line-color': c.accent,
        'target-arrow-color': c.accent,
        'target-arrow-shape': 'triangle',
        'curve-style': 'bezier',
        'control-point-step-size': BUNDLE_GAP * 2,
        'arrow-scale': 0.8,
        opacity: 0.75,
      },
    },
    {
      selector: 'edge.routed',
      style: {
        'curve-style': 'round-segments',
        'radius-type': 'influence-radius',
        'segment-radii': [CORNER],
        'edge-distances': 'node-position',
        'segment-distances': 'data(distances)',
        'segment-weights': 'data(weights)',
      },
    },
    { selector: 'edge.many', style: { 'curve-style': 'haystack', 'haystack-radius': 0 } },
    {
      selector: 'edge.jetton',
      style: { 'line-color': c.warn, 'target-arrow-color': c.warn, 'line-style': 'dashed' },
    },
    {
      selector: 'edge.peel',
      style: { 'line-color': c.bad, 'target-arrow-color': c.bad, opacity: 1 },
    },
    {
      selector: 'edge:selected',
      style: { opacity: 1, 'line-color': c.fg, 'target-arrow-color': c.fg },
    },
  ];
}

/** A path the path finder shows (PathFinderPanel): its accounts and flows stand out. */
function pathStyles(c: ThemeColors): Block[] {
  return [
    { selector: 'node.path', style: { 'border-width': 4, 'border-color': c.bad } },
    {
      selector: 'edge.path',
      style: { opacity: 1, 'line-color': c.bad, 'target-arrow-color': c.bad, 'z-index': 10 },
    },
  ];
}

/**
 * Cytoscape's style sheet in the theme's colours (read from the CSS variables now): the
 * geometry of shared/canvas/picture.ts (box sizes, lines, fonts), as the SVG draws it. Later
 * blocks win over earlier ones, so the order is the base, the marks, then the path.
 */
export function styleSheet(): cytoscape.StylesheetJson {
  const c = themeColors();
  return [
    accountStyle(c),
    ...accountMarkStyles(c),
    flowLabelStyle(c),
    ...flowStyles(c),
    ...pathStyles(c),
  ];
}
