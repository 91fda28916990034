import '../../../renderer/src/lib/buffer-polyfill';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import uPlot from 'uplot';
import { benchProfile } from './bench-profile';
import { ProfileProvider } from '../../../renderer/src/lib/profile-context';
import { buildTraceGraph } from '../../../renderer/src/features/trace/trace-graph';
import { layoutTraceGraph } from '../../../renderer/src/features/trace/trace-graph-layout';
import { TraceGraph } from '../../../renderer/src/features/trace/TraceGraph';
import { balanceChartOptions, balanceSeries } from '../../../renderer/src/components/balance-plot';
import '../../../renderer/src/styles.css';
import { generateBalancePoints, generateTrace } from './generate-trace';

// The real trace graph component and the real balance chart's uPlot setup over generated
// data; `window.bench*` functions are called by tests/bench/ui.bench.ts and return ms.
const profile = benchProfile;
// The trace graph reads names through react-query (as in the app); no server is behind it, so
// nothing is retried and nothing goes stale while the bench runs.
const client = new QueryClient({
  defaultOptions: { queries: { staleTime: Infinity, retry: false } },
});

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
const host = document.getElementById('root')!;
let root: Root | null = null;

/**
 * Model + layout + React render of an n-transaction trace graph until the frame is painted;
 * `nodes` is how many transaction nodes the painted graph holds (the bench checks it is n).
 */
async function benchTraceGraph(
  n: number,
): Promise<{ totalMs: number; layoutMs: number; nodes: number }> {
  root?.unmount();
  host.innerHTML = '';
  await frame();
  const trace = generateTrace(n);
  const l0 = performance.now();
  layoutTraceGraph(buildTraceGraph(trace));
  const layoutMs = performance.now() - l0;
  const t0 = performance.now();
  root = createRoot(host);
  flushSync(() =>
    root!.render(
      <StrictMode>
        <QueryClientProvider client={client}>
          <ProfileProvider value={profile}>
            <TraceGraph trace={trace} />
          </ProfileProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  await frame();
  const totalMs = performance.now() - t0;
  return { totalMs, layoutMs, nodes: host.querySelectorAll('[data-node].kind-tx').length };
}

let plot: uPlot | null = null;

/**
 * First draw of the balance chart over n points (series + uPlot setup + paint), then a zoom;
 * `points` is how many the drawn chart holds and `canvas` whether it drew a canvas (checked).
 */
async function benchBalance(
  n: number,
): Promise<{ firstMs: number; zoomMs: number; points: number; canvas: boolean }> {
  root?.unmount();
  root = null;
  plot?.destroy();
  host.innerHTML = '<div id="plot" style="width:1200px"></div>';
  const el = document.getElementById('plot')!;
  const points = generateBalancePoints(n);
  await frame();
  const t0 = performance.now();
  const data = balanceSeries(points, 9);
  plot = new uPlot(balanceChartOptions(1200, 300, 'TON'), data as unknown as uPlot.AlignedData, el);
  await frame();
  const firstMs = performance.now() - t0;
  const min = points[Math.floor(n * 0.4)]!.utime;
  const max = points[Math.floor(n * 0.45)]!.utime;
  const z0 = performance.now();
  plot.setScale('x', { min, max });
  await frame();
  const zoomMs = performance.now() - z0;
  const canvas = el.querySelector('canvas');
  return {
    firstMs,
    zoomMs,
    points: plot.data[0]?.length ?? 0,
    canvas: canvas !== null && canvas.width > 0 && canvas.height > 0,
  };
}

Object.assign(window, { benchTraceGraph, benchBalance, benchReady: true });
