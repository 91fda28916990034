import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BalancePoint } from '../../shared/analytics/balance-history';
import { columnHoverHandlers } from '../../renderer/src/components/column-hover';

/**
 * The chart kit's pure parts (issue 38: one kit for the charts): the column chart's pointer
 * and arrow-key hover, the balance chart's uPlot columns and time range, and its saved SVG
 * (title band above the plot, chain text escaped, theme colours read from CSS variables).
 */

describe('columnHoverHandlers', () => {
  const svg = {
    current: { getBoundingClientRect: () => ({ left: 100, width: 360 }) } as SVGSVGElement,
  };
  // 10 columns of 70 from x = 10 in a 720-wide drawing shown 360 px wide (half size).
  const layout = { width: 720, left: 10, step: 70, count: 10 };

  it('hovers the column under the pointer, none outside the columns', () => {
    const hover: (number | null)[] = [];
    const h = columnHoverHandlers(svg, layout, (v) => hover.push(v as number | null));
    h.onMouseMove({ clientX: 100 + (10 + 70 * 3 + 5) / 2 } as never);
    h.onMouseMove({ clientX: 101 } as never);
    h.onMouseMove({ clientX: 100 + 715 / 2 } as never);
    h.onMouseLeave();
    expect(hover).toEqual([3, null, null, null]);
  });

  it('steps with the arrow keys from either end, held at the ends', () => {
    let at: number | null = null;
    const set = (v: number | null | ((h: number | null) => number | null)) => {
      at = typeof v === 'function' ? v(at) : v;
    };
    const h = columnHoverHandlers(svg, layout, set as never);
    const key = (k: string) => {
      const ev = { key: k, preventDefault: vi.fn() };
      h.onKeyDown(ev as never);
      return ev.preventDefault.mock.calls.length;
    };
    key('ArrowRight');
    expect(at).toBe(0);
    key('ArrowLeft');
    expect(at).toBe(0);
    at = null;
    key('ArrowLeft');
    expect(at).toBe(9);
    key('ArrowRight');
    expect(at).toBe(9);
    expect(key('Enter')).toBe(0);
    h.onBlur();
    expect(at).toBe(null);
  });
});

describe('balance chart', () => {
  const g = globalThis as Record<string, unknown>;
  const saved = { document: g.document, getComputedStyle: g.getComputedStyle };
  beforeAll(() => {
    g.document = { documentElement: {}, body: {} };
    g.getComputedStyle = () => ({
      getPropertyValue: (n: string) => (n === '--accent' ? ' #123456 ' : ''),
      backgroundColor: 'rgb(1, 2, 3)',
    });
  });
  afterAll(() => Object.assign(g, saved));

  const point = (utime: number, ton: number, direction: BalancePoint['direction']) =>
    ({
      utime,
      lt: String(utime),
      hash: `h${utime}`,
      balance: BigInt(ton) * 1_000_000_000n,
      change: null,
      direction,
    }) as BalancePoint;
  const points = [point(1000, 1, 'in'), point(2000, 3, 'out'), point(3000, 2, 'in')];

  it('draws the balance in TON with in/out dots columns, and pads a one-time range', async () => {
    const { balanceSeries, timeRange } = await import('../../renderer/src/components/balance-plot');
    const [xs, ys, ins, outs] = balanceSeries(points, 9);
    expect([...xs]).toEqual([1000, 2000, 3000]);
    expect([...ys]).toEqual([1, 3, 2]);
    expect(ins).toEqual([1, null, 2]);
    expect(outs).toEqual([null, 3, null]);
    expect(timeRange(5, 5)).toEqual([5 - 3600, 5 + 3600]);
    expect(timeRange(5, 9)).toEqual([5, 9]);
  });

  it('saves the visible range under an escaped title band, in the theme colours', async () => {
    const { balanceSvg } = await import('../../renderer/src/components/balance-svg');
    const svg = balanceSvg(points, 9, 'TON', { min: 1500, max: 3000 }, ['<b>A&B</b>', 'mainnet']);
    // Two title lines: a band of 2 × 18 + 12 above the 320-high plot.
    expect(svg).toContain('height="368" viewBox="0 -48 900 368"');
    expect(svg).toContain('&lt;b&gt;A&amp;B&lt;/b&gt;');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('stroke="#123456"');
    expect(svg).toContain('fill="rgb(1, 2, 3)"');
    // The first point is before the range: one out dot and one in dot are drawn.
    expect(svg.match(/<circle /g)).toHaveLength(2);
  });
});
