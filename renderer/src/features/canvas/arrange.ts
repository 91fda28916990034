import type { CanvasDocument } from '../../../../shared/canvas/document';
import type { Network } from '../../../../shared/profiles';
import { canvasView } from '../../../../shared/canvas/entities';
import {
  arrangeCanvas,
  flowBundles,
  placeBundles,
  type PictureShown,
} from '../../../../shared/canvas/picture';

/**
 * When the canvas page lays its picture out as a money flow (shared/canvas/picture.ts
 * `arrangeCanvas`): after an auto-trace and on "Arrange"; and again while the picture is still
 * as the layout left it, whenever what the nodes show changes (names arriving after the trace,
 * a label set, a flag), so boxes sized to the new names never overlap. A node moved by hand
 * (or an expansion's new flows) leaves the picture the analyst's: it is not laid out again
 * until "Arrange".
 */

/** Most accounts laid out again by themselves as names arrive (beyond, only on "Arrange"). */
const AUTO_MAX_NODES = 300;

/** True when every drawn pair of nodes runs along the route the layout gave it. */
export function isArranged(doc: CanvasDocument, network: Network): boolean {
  if (!Object.keys(doc.routes).length) return false;
  const view = canvasView(doc);
  return placeBundles(doc, view, flowBundles(doc, view, network)).every((b) => b.routed);
}

/**
 * `doc` laid out again when it is still as the layout left it and the layout of what is
 * shown now differs (positions or routes); null when nothing is to change.
 */
export function arrangeIfStale(
  doc: CanvasDocument,
  shown: PictureShown,
  ends: ReadonlySet<string>,
): CanvasDocument | null {
  if (doc.nodes.length > AUTO_MAX_NODES || !isArranged(doc, shown.network)) return null;
  const next = arrangeCanvas(doc, shown, ends);
  const same =
    JSON.stringify(next.routes) === JSON.stringify(doc.routes) &&
    next.nodes.every((n, i) => n.x === doc.nodes[i]!.x && n.y === doc.nodes[i]!.y) &&
    next.groups.every((g, i) => g.x === doc.groups[i]!.x && g.y === doc.groups[i]!.y);
  return same ? null : next;
}
