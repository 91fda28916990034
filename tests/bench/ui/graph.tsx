import '../../../renderer/src/lib/buffer-polyfill';
import type cytoscape from 'cytoscape';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { CanvasDocument } from '../../../shared/canvas/document';
import type { CanvasEdge } from '../../../shared/canvas/edges';
import { applyExpansion, newCanvas } from '../../../renderer/src/features/canvas/canvas-model';
import { CanvasGraph, fitCanvasView } from '../../../renderer/src/features/canvas/CanvasGraph';
import '../../../renderer/src/styles.css';
import '../../../renderer/src/features/canvas/canvas.css';

// The real canvas drawing (CanvasGraph: cytoscape.js, the app's style sheet) over a generated
// canvas; `window.bench*` functions are called by tests/bench/graph.bench.ts and return ms.

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
const host = document.getElementById('root')!;
let root: Root | null = null;
const core: { current: cytoscape.Core | null } = { current: null };
let doc: CanvasDocument | null = null;
const name = (a: string) => `acct ${a.slice(-6)}`;

const addr = (i: number) => `0:${i.toString(16).toUpperCase().padStart(64, '0')}`;

/** A canvas of `n` accounts on a grid and `m` TON flows between pseudo-random pairs. */
function generate(n: number, m: number): CanvasDocument {
  const d = newCanvas(addr(0));
  const cols = Math.ceil(Math.sqrt(n));
  d.nodes = Array.from({ length: n }, (_, i) => ({
    address: addr(i),
    x: (i % cols) * 280,
    y: Math.floor(i / cols) * 70,
    expanded: [],
    note: '',
  }));
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const seen = new Set<string>();
  while (d.edges.length < m) {
    const from = addr(Math.floor(rnd() * n));
    const to = addr(Math.floor(rnd() * n));
    const id = `${from}>${to}|TON`;
    if (from === to || seen.has(id)) continue;
    seen.add(id);
    d.edges.push({
      id,
      from,
      to,
      asset: 'TON',
      amount: String(BigInt(Math.floor(rnd() * 1e6)) * 1_000_000n + 1n),
      count: 1,
      firstUtime: 1,
      lastUtime: 2,
      note: '',
    });
  }
  return d;
}

function render(d: CanvasDocument) {
  flushSync(() =>
    root!.render(
      <div style={{ width: 1200 }}>
        <CanvasGraph doc={d} name={name} coreRef={core} />
      </div>,
    ),
  );
}

/** First layout and draw of a canvas of n accounts and m flows until the frame is painted. */
async function benchFirstDraw(n: number, m: number): Promise<{ ms: number; drawn: number }> {
  root?.unmount();
  host.innerHTML = '';
  await frame();
  doc = generate(n, m);
  const t0 = performance.now();
  root = createRoot(host);
  render(doc);
  await frame();
  await frame();
  return { ms: performance.now() - t0, drawn: core.current?.elements().length ?? 0 };
}

/**
 * Frame times while the view is moved through cytoscape's API (`panBy`, `zoom`), one step a
 * frame: every frame is a full redraw (the texture used during a mouse gesture is not).
 */
async function benchPanZoom(frames: number): Promise<number[]> {
  const cy = core.current!;
  const times: number[] = [];
  let last = performance.now();
  for (let i = 0; i < frames; i++) {
    if (i % 2) cy.panBy({ x: 7, y: 3 });
    else
      cy.zoom({
        level: cy.zoom() * (i % 4 === 0 ? 1.03 : 0.97),
        renderedPosition: { x: 600, y: 280 },
      });
    await frame();
    const now = performance.now();
    times.push(now - last);
    last = now;
  }
  return times;
}

let recording: number[] | null = null;

/** Starts recording the interval between consecutive animation frames (ms). */
function benchFramesStart(): void {
  const times: number[] = [];
  recording = times;
  let last = performance.now();
  const tick = (now: number) => {
    if (recording !== times) return;
    times.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Stops recording and returns the frame intervals (ms) since {@link benchFramesStart}. */
function benchFramesStop(): number[] {
  const times = recording ?? [];
  recording = null;
  return times;
}

/**
 * A user's pan or zoom from the fitted view (every element in sight, the costliest case),
 * starting `settleMs` after the view was fitted and the drawing last changed, one input a frame, dispatched as DOM events to cytoscape's own listeners, as the mouse's
 * are: `drag` is `steps` moves of a drag that starts on the empty margin the fit leaves and
 * sways 80 px right and back; `wheel` is `steps` wheel notches at the centre, two in and two
 * out. Returns the interval between consecutive frames (ms) from the first input until the
 * sharp redraw after the gesture ends (cytoscape waits 150 ms after the last wheel notch).
 */
async function benchGesture(
  kind: 'drag' | 'wheel',
  steps: number,
  settleMs: number,
): Promise<number[]> {
  const cy = core.current!;
  fitCanvasView(cy);
  await frame();
  await new Promise((r) => setTimeout(r, settleMs));
  const target = cy.container()!.querySelector('canvas')!;
  const box = target.getBoundingClientRect();
  const mouse = (type: string, x: number, y: number, buttons: number) =>
    target.dispatchEvent(
      new MouseEvent(type, {
        bubbles: true,
        cancelable: true,
        clientX: x,
        clientY: y,
        button: 0,
        buttons,
      }),
    );
  benchFramesStart();
  if (kind === 'drag') {
    let x = box.x + 12;
    const y = box.y + 12;
    mouse('mousedown', x, y, 1);
    for (let i = 0; i < steps; i++) {
      await frame();
      x += i % 40 < 20 ? 4 : -4;
      mouse('mousemove', x, y + (i % 2), 1);
    }
    await frame();
    mouse('mouseup', x, y, 0);
  } else {
    for (let i = 0; i < steps; i++) {
      await frame();
      target.dispatchEvent(
        new WheelEvent('wheel', {
          bubbles: true,
          cancelable: true,
          clientX: box.x + box.width / 2,
          clientY: box.y + box.height / 2,
          deltaY: i % 4 < 2 ? -40 : 40,
        }),
      );
    }
  }
  await new Promise((r) => setTimeout(r, 400));
  await frame();
  return benchFramesStop();
}

/** Expansion of one account with k new counterparties: model step + redraw until painted. */
async function benchExpand(k: number): Promise<number> {
  const start = doc!.nodes[0]!.address;
  const fresh = Array.from({ length: k }, (_, i) =>
    addr(1_000_000 + Math.floor(Math.random() * 1e9) + i),
  );
  const edges: CanvasEdge[] = fresh.map((a, i) => ({
    id: `${start}>${a}|TON`,
    from: start,
    to: a,
    asset: 'TON',
    amount: String(1000 + i),
    count: 1,
    firstUtime: 1,
    lastUtime: 2,
  }));
  const t0 = performance.now();
  doc = applyExpansion(
    doc!,
    {
      account: start,
      counterparties: fresh,
      edges,
      total: k,
      allCounterparties: k,
      nextOffset: null,
      assets: {},
      book: {},
      gaps: [],
      requests: 0,
    },
    'out',
  );
  render(doc);
  await frame();
  return performance.now() - t0;
}

/** Elements (accounts and flows) in the drawing now: the bench checks an expansion added them. */
function benchElements(): number {
  return core.current?.elements().length ?? 0;
}

Object.assign(window, {
  benchElements,
  benchFirstDraw,
  benchPanZoom,
  benchExpand,
  benchFramesStart,
  benchFramesStop,
  benchGesture,
  benchReady: true,
});
