import { useCallback, useEffect, useRef, useState } from 'react';
import { navigate } from '../../routing/use-route';
import type { TraceGraphNode } from './trace-graph';
import type { TraceGraphLayout } from './trace-graph-layout';

/** Pan/zoom state: screen = graph * k + (x, y). */
export interface View {
  x: number;
  y: number;
  k: number;
}

const MIN_K = 0.1;
const MAX_K = 3;

function clampK(k: number): number {
  return Math.min(MAX_K, Math.max(MIN_K, k));
}

/**
 * The trace graph's view: pan (drag), zoom (wheel, buttons, + - 0 keys), Fit, the hovered or
 * focused node (a focused node off screen is panned to), Enter on a placeholder of a missing
 * transaction opens it. `shown`: the chart (not the table) is on screen. The view is applied
 * to the `layer` element directly, so panning never redraws the graph.
 */
export function useGraphView(nodes: TraceGraphNode[], layout: TraceGraphLayout, shown: boolean) {
  const zoom = usePanZoom(layout, shown);
  const { box, pos, apply, fit, zoomAt } = zoom;
  const [hover, setHover] = useState<string | null>(null);
  // Keyboard focus on a node off screen pans to it.
  const onHover = useCallback(
    (id: string | null) => {
      setHover(id);
      const el = box.current;
      const p = id ? layout.nodes.get(id) : undefined;
      if (!el || !p || !el.contains(document.activeElement)) return;
      const v = pos.current;
      const sx = p.x * v.k + v.x;
      const sy = p.y * v.k + v.y;
      if (sx < 0 || sy < 0 || sx > el.clientWidth || sy > el.clientHeight) {
        apply({ ...v, x: el.clientWidth / 2 - p.x * v.k, y: el.clientHeight / 2 - p.y * v.k });
      }
    },
    [layout, apply, box, pos],
  );
  const onKeyDown = (ev: React.KeyboardEvent) => {
    if (ev.key === '+' || ev.key === '=') zoomAt(1.25);
    else if (ev.key === '-') zoomAt(0.8);
    else if (ev.key === '0') fit();
    else if (ev.key === 'Enter') {
      // <a> nodes open on Enter natively; placeholders have nothing to open.
      const id = (ev.target as Element).getAttribute?.('data-node');
      const n = id ? nodes.find((x) => x.id === id) : undefined;
      if (n?.txHash && n.kind === 'missing') navigate({ name: 'transaction', hash: n.txHash });
    }
  };
  return { ...zoom, ...useDragPan(pos, apply), hover, onHover, onKeyDown };
}

/** What {@link useGraphView} returns: the parts that draw the graph read it. */
export type GraphView = ReturnType<typeof useGraphView>;

/**
 * Zoom and the view's state: `apply` sets the view on `layer` (and re-renders the hover
 * card), `fit` shows the whole graph (on first show: readable, anchored at its root, when the
 * whole would be too small), `zoomAt` zooms by a factor about a point of `box` (its centre by
 * default); the wheel zooms while the chart is `shown`.
 */
function usePanZoom(layout: TraceGraphLayout, shown: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const layer = useRef<SVGGElement>(null);
  const pos = useRef<View>({ x: 0, y: 0, k: 1 });
  const [, setTick] = useState(0);
  const apply = useCallback((v: View) => {
    pos.current = v;
    layer.current?.setAttribute('transform', `translate(${v.x},${v.y}) scale(${v.k})`);
    setTick((t) => t + 1);
  }, []);
  const fit = useCallback(
    (initial = false) => {
      const el = box.current;
      if (!el) return;
      const w = el.clientWidth || 800;
      const h = el.clientHeight || 420;
      let k = clampK(Math.min(w / layout.width, h / layout.height, 1));
      // A large trace fitted whole is unreadable: start readable, anchored at its root.
      if (initial && k < 0.55) k = 0.75;
      const x = k * layout.width <= w ? (w - k * layout.width) / 2 : 0;
      const y = k * layout.height <= h ? (h - k * layout.height) / 2 : 0;
      apply({ x, y, k });
    },
    [layout, apply],
  );
  useEffect(() => {
    if (shown) fit(true);
  }, [fit, shown]);
  const zoomAt = useCallback(
    (factor: number, cx?: number, cy?: number) => {
      const el = box.current;
      const v = pos.current;
      const px = cx ?? (el ? el.clientWidth / 2 : 0);
      const py = cy ?? (el ? el.clientHeight / 2 : 0);
      const k = clampK(v.k * factor);
      apply({ k, x: px - ((px - v.x) * k) / v.k, y: py - ((py - v.y) * k) / v.k });
    },
    [apply],
  );
  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const el = box.current;
    if (!el || !shown) return;
    const onWheel = (ev: WheelEvent) => {
      ev.preventDefault();
      const r = el.getBoundingClientRect();
      zoomAt(Math.exp(-ev.deltaY * 0.0015), ev.clientX - r.left, ev.clientY - r.top);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomAt, shown]);
  return { box, layer, pos, apply, fit, zoomAt };
}

/**
 * Panning by dragging with the main button: a move under 4 px is a click; a drag swallows
 * the click that ends it (so it opens no transaction).
 */
function useDragPan(pos: { readonly current: View }, apply: (v: View) => void) {
  const drag = useRef<{ x: number; y: number; vx: number; vy: number; moved: boolean } | null>(
    null,
  );
  const onPointerDown = (ev: React.PointerEvent) => {
    if (ev.button !== 0) return;
    const { x: vx, y: vy } = pos.current;
    drag.current = { x: ev.clientX, y: ev.clientY, vx, vy, moved: false };
  };
  const onPointerMove = (ev: React.PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = ev.clientX - d.x;
    const dy = ev.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    if (!d.moved) (ev.currentTarget as Element).setPointerCapture(ev.pointerId);
    d.moved = true;
    apply({ ...pos.current, x: d.vx + dx, y: d.vy + dy });
  };
  const onPointerUp = () => {
    const d = drag.current;
    // A drag ends with a click on whatever is under the pointer: swallow it once.
    if (d?.moved) {
      const stop = (e: MouseEvent) => {
        e.preventDefault();
        e.stopPropagation();
      };
      window.addEventListener('click', stop, { capture: true, once: true });
      setTimeout(() => window.removeEventListener('click', stop, { capture: true }), 0);
    }
    drag.current = null;
  };
  return { onPointerDown, onPointerMove, onPointerUp };
}
