import { renderToStaticMarkup } from 'react-dom/server';
import type { Network } from '../../../../shared/profiles';
import { stripXmlInvalid } from '../../../../shared/text/xml';
import toneCss from '../../components/chart-frame.css?raw';
import { buildTraceGraph } from './trace-graph';
import { layoutTraceGraph } from './trace-graph-layout';
import type { MetadataMap, V3Trace } from '../../lib/v3-types';
import graphCss from './trace-graph.css?raw';
import { ArrowMarkers, GraphBody, type TraceDrawing } from './GraphBody';

/** Theme variables the graph's stylesheet reads; a picture carries their current values. */
const THEME_VARS = [
  '--bg',
  '--bg-soft',
  '--fg',
  '--muted',
  '--border',
  '--accent',
  '--ok',
  '--danger',
  '--warn',
];

/** The theme a picture carries inside: CSS declarations of the theme variables, and a font. */
export interface PictureTheme {
  /** `--bg:#fff;--fg:#111;…` (the graph's stylesheet reads these). */
  vars: string;
  fontFamily: string;
}

/** The window's current theme (its computed variables and font), for {@link traceGraphPicture}. */
export function currentPictureTheme(): PictureTheme {
  const root = getComputedStyle(document.documentElement);
  return {
    vars: THEME_VARS.map((v) => `${v}:${root.getPropertyValue(v).trim()}`).join(';'),
    fontFamily: root.fontFamily,
  };
}

/**
 * The trace graph as one standalone SVG document (the same drawing as the trace page, with its
 * stylesheet and the theme's colours inside, by default the window's current theme), for
 * embedding in a case report as an image: no script, no link, no remote resource. Names and
 * comments arrive with hidden characters already spelled out as markers (`⟦U+0001⟧`); what XML
 * still cannot hold is stripped. Throws `Error` when the result does not parse as SVG (checked
 * where a DOMParser exists).
 */
export function traceGraphPicture(
  drawing: TraceDrawing,
  theme: PictureTheme = currentPictureTheme(),
): string {
  const { layout } = drawing;
  const vars = theme.vars;
  const font = theme.fontFamily.replace(/[<>]/g, '');
  const body = renderToStaticMarkup(
    <>
      <ArrowMarkers />
      <rect width={layout.width} height={layout.height} fill="var(--bg)" />
      <GraphBody drawing={drawing} onHover={() => undefined} />
    </>,
  );
  // CDATA keeps the stylesheet literal inside XML; nothing in it may end the section.
  const css = `svg{${vars};font-family:${font}}${toneCss}${graphCss}`.replaceAll(']]>', '');
  const w = Math.ceil(layout.width);
  const h = Math.ceil(layout.height);
  // Chain text may hold what XML cannot (C0 controls): stripped, then the picture must parse.
  const svg = stripXmlInvalid(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><style><![CDATA[${css}]]></style>${body}</svg>`,
  );
  if (typeof DOMParser !== 'undefined') {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    if (doc.getElementsByTagName('parsererror').length > 0) {
      throw new Error('The trace picture is not well-formed SVG.');
    }
  }
  return svg;
}

/**
 * {@link traceGraphPicture} of a v3 trace: its graph built and laid out as on the trace page,
 * each account named by `nameOf` (raw address in, short name out).
 */
export function tracePicture(
  trace: V3Trace,
  metadata: MetadataMap | null | undefined,
  nameOf: (account: string) => string,
  network: Network,
): string {
  const graph = buildTraceGraph(trace, metadata);
  const names = new Map(graph.accounts.map((a) => [a.account, nameOf(a.account)]));
  return traceGraphPicture({ graph, layout: layoutTraceGraph(graph), names, network });
}
