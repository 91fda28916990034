import { nanoToTon } from '../../../../shared/ton/amount';
import { formatDateTime } from '../../../../shared/format';
import { vestingSchedule } from './present';
import type { VestingRow } from './reference-types';

/**
 * The unlock schedule of a vesting contract as a small step chart (SVG): TON unlocked over
 * time from the start to the end of vesting, with a marker at now.
 */
export function VestingChart({ v, nowMs = Date.now() }: { v: VestingRow; nowMs?: number }) {
  const points = vestingSchedule(v);
  if (points.length < 2)
    return <p className="muted">No unlock schedule: the figures are missing.</p>;
  const W = 520;
  const H = 160;
  const pad = 36;
  const t0 = points[0]!.time;
  const t1 = points[points.length - 1]!.time;
  const total = points[points.length - 1]!.unlockedNano || 1n;
  const x = (t: number) => pad + ((t - t0) / Math.max(1, t1 - t0)) * (W - 2 * pad);
  const y = (n: bigint) => H - pad - (Number((n * 1000n) / total) / 1000) * (H - 2 * pad);
  let d = `M ${x(points[0]!.time)} ${y(points[0]!.unlockedNano)}`;
  for (let i = 1; i < points.length; i++) {
    d += ` H ${x(points[i]!.time)} V ${y(points[i]!.unlockedNano)}`;
  }
  const now = nowMs / 1000;
  return (
    <figure className="vesting-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label="Unlock schedule">
        <line className="grid" x1={pad} y1={H - pad} x2={W - pad} y2={H - pad} />
        <line className="grid" x1={pad} y1={pad} x2={pad} y2={H - pad} />
        <path className="line" d={d} />
        {now > t0 && now < t1 && (
          <line
            className="grid"
            x1={x(now)}
            y1={pad}
            x2={x(now)}
            y2={H - pad}
            strokeDasharray="4 3"
          />
        )}
        <text className="axis" x={pad} y={H - pad + 16}>
          {formatDateTime(t0).slice(0, 10)}
        </text>
        <text className="axis" x={W - pad} y={H - pad + 16} textAnchor="end">
          {formatDateTime(t1).slice(0, 10)}
        </text>
        <text className="axis" x={pad - 4} y={pad + 4} textAnchor="end">
          {nanoToTon(total)}
        </text>
        <text className="axis" x={pad - 4} y={H - pad} textAnchor="end">
          0
        </text>
      </svg>
      <figcaption className="muted">TON unlocked over time (dashed line: now)</figcaption>
    </figure>
  );
}
