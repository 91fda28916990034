/**
 * "Save as SVG" and "Save as PNG" for the app's charts. Charts are styled by CSS variables
 * (theme colours); a saved file has no stylesheet, so the computed styles that matter are
 * written onto each element of a copy, and the theme background is painted behind it.
 */

import { pageBackground } from './chart-theme';

/** Style properties copied onto saved SVG elements (the ones charts set from CSS). */
const PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
] as const;

/** Options of {@link svgMarkup}: the area to export in the SVG's user units. */
export interface SvgExportArea {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Replaces the `transform` of the element with this attribute (pan/zoom layer) when set. */
  resetTransformSelector?: string;
  /**
   * The element whose drawn bounds (its `getBBox()`, in its own units) the saved area must
   * contain: the area grows to take in every node and edge, however the layout measured it.
   */
  fitSelector?: string;
  /**
   * Title lines written above the drawing in the saved picture: what it shows, the period or
   * time, the network, the block it is as of.
   */
  title?: readonly string[];
}

const PAD = 12;
/** Height of one title line of a saved picture (CSS px, or the SVG's user units). */
export const TITLE_LINE = 18;

/** Size (px) and weight of title line `i` of a saved picture: the first is the heading. */
export function titleFont(i: number): { size: number; weight: number } {
  return i === 0 ? { size: 14, weight: 700 } : { size: 12, weight: 400 };
}

/**
 * The area a picture is saved with: `area` grown to the drawn bounds of `fitSelector` (plus a
 * margin), then a band on top for the title lines.
 */
export function exportArea(svg: SVGSVGElement, area: SvgExportArea): SvgExportArea {
  let { x, y, width, height } = area;
  const fit = area.fitSelector ? svg.querySelector<SVGGraphicsElement>(area.fitSelector) : null;
  if (fit) {
    const b = fit.getBBox();
    const left = Math.min(x, b.x - PAD);
    const top = Math.min(y, b.y - PAD);
    const right = Math.max(x + width, b.x + b.width + PAD);
    const bottom = Math.max(y + height, b.y + b.height + PAD);
    x = left;
    y = top;
    width = right - left;
    height = bottom - top;
  }
  const lines = area.title?.length ?? 0;
  if (lines) {
    const band = lines * TITLE_LINE + PAD;
    y -= band;
    height += band;
  }
  return { ...area, x, y, width, height };
}

/**
 * A standalone SVG document of `svg` (inlined computed styles, theme background, explicit
 * size). `area` chooses what is saved (the whole graph, not just what is on screen).
 */
export function svgMarkup(svg: SVGSVGElement, wanted: SvgExportArea): string {
  const area = exportArea(svg, wanted);
  const copy = svg.cloneNode(true) as SVGSVGElement;
  // Before the classes go (below): the pan/zoom layer is found by its class. Left in place,
  // the on-screen pan and zoom shifted the drawing and cut off its lower branch.
  if (area.resetTransformSelector) {
    copy.querySelector(area.resetTransformSelector)?.removeAttribute('transform');
  }
  const from = [svg, ...Array.from(svg.querySelectorAll('*'))];
  const to = [copy, ...Array.from(copy.querySelectorAll('*'))];
  for (let i = 0; i < from.length; i++) {
    const cs = getComputedStyle(from[i]!);
    const el = to[i] as SVGElement;
    const style = PROPS.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';');
    el.setAttribute('style', style);
    el.removeAttribute('class');
    el.removeAttribute('tabindex');
  }
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('viewBox', `${area.x} ${area.y} ${area.width} ${area.height}`);
  copy.setAttribute('width', String(Math.ceil(area.width)));
  copy.setAttribute('height', String(Math.ceil(area.height)));
  const bg = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
  bg.setAttribute('x', String(area.x));
  bg.setAttribute('y', String(area.y));
  bg.setAttribute('width', String(area.width));
  bg.setAttribute('height', String(area.height));
  bg.setAttribute('fill', pageBackground());
  copy.insertBefore(bg, copy.firstChild);
  const fg = getComputedStyle(document.body).color || '#000';
  (area.title ?? []).forEach((line, i) => {
    const t = document.createElementNS('http://www.w3.org/2000/svg', 'text');
    t.setAttribute('x', String(area.x + PAD));
    t.setAttribute('y', String(area.y + PAD + (i + 1) * TITLE_LINE - 4));
    const { size, weight } = titleFont(i);
    t.setAttribute(
      'style',
      `fill:${fg};font-family:system-ui,sans-serif;font-size:${size}px;font-weight:${weight}`,
    );
    t.setAttribute('data-title-line', String(i));
    t.textContent = line;
    copy.appendChild(t);
  });
  return new XMLSerializer().serializeToString(copy);
}

/** Offers `blob` as a download named `fileName` (the browser's or Electron's save flow). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves SVG markup as `<name>.svg`. */
export function saveSvg(name: string, markup: string): void {
  downloadBlob(`${name}.svg`, new Blob([markup], { type: 'image/svg+xml' }));
}

/**
 * Renders SVG markup to a PNG at `scale` (2: sharp on high-density screens) and saves it as
 * `<name>.png`. Rejects when the image cannot be decoded (e.g. a canvas too large for the
 * browser: the size is capped at 16 000 px a side).
 */
export async function saveSvgAsPng(
  name: string,
  markup: string,
  width: number,
  height: number,
  scale = 2,
): Promise<void> {
  const k = Math.min(scale, 16_000 / Math.max(width, height, 1));
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    await new Promise<void>((resolve, reject) => {
      img.onload = () => resolve();
      img.onerror = () => reject(new Error('The picture could not be rendered to PNG.'));
      img.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * k));
    canvas.height = Math.max(1, Math.round(height * k));
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas available to render the PNG.');
    ctx.scale(k, k);
    ctx.drawImage(img, 0, 0, width, height);
    await saveCanvasPng(name, canvas);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * A canvas chart's saved picture: the plot's canvas `src` with the `title` lines in a band
 * above it, on the theme background (at the canvas's own pixel ratio).
 */
export function titledCanvas(src: HTMLCanvasElement, title: readonly string[]): HTMLCanvasElement {
  const ratio = src.width / (src.clientWidth || src.width);
  const band = Math.round((title.length * TITLE_LINE + PAD) * ratio);
  const c = document.createElement('canvas');
  c.width = src.width;
  c.height = src.height + band;
  const ctx = c.getContext('2d')!;
  const style = getComputedStyle(document.body);
  ctx.fillStyle = style.backgroundColor || '#fff';
  ctx.fillRect(0, 0, c.width, c.height);
  ctx.fillStyle = style.color || '#000';
  title.forEach((line, i) => {
    const { size, weight } = titleFont(i);
    ctx.font = `${weight} ${size * ratio}px system-ui, sans-serif`;
    ctx.fillText(line, 12 * ratio, (6 + (i + 1) * TITLE_LINE - 4) * ratio);
  });
  ctx.drawImage(src, 0, band);
  return c;
}

/** Saves a canvas as `<name>.png`. */
export async function saveCanvasPng(name: string, canvas: HTMLCanvasElement): Promise<void> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The browser could not encode the PNG.');
  downloadBlob(`${name}.png`, blob);
}

/**
 * The chart frame's "Save as SVG" / "Save as PNG" handlers for an SVG chart: `area` of the
 * element in `svg` (read when clicked) saved as `<fileName>.svg` or `.png` (the PNG at the
 * area's size, doubled; `area` may be a function, called at the click). Nothing happens while
 * the chart is not mounted (table view).
 */
export function svgSaveHandlers(
  svg: { readonly current: SVGSVGElement | null },
  fileName: string,
  areaOrMake: SvgExportArea | (() => SvgExportArea),
): { onSaveSvg: () => void; onSavePng: () => Promise<void> | undefined } {
  // A function is called at the click: its title may say when the picture was saved.
  const areaNow = () => (typeof areaOrMake === 'function' ? areaOrMake() : areaOrMake);
  return {
    onSaveSvg: () => {
      if (svg.current) saveSvg(fileName, svgMarkup(svg.current, areaNow()));
    },
    onSavePng: () => {
      if (!svg.current) return undefined;
      const area = areaNow();
      const whole = exportArea(svg.current, area);
      return saveSvgAsPng(fileName, svgMarkup(svg.current, area), whole.width, whole.height);
    },
  };
}
