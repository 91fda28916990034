import { loadavg } from 'node:os';

/** The median of `xs` (the upper middle of an even count); NaN for none. */
export function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** The 1, 5 and 15 minute load averages, as printed beside every figure (`uptime`'s three). */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/**
 * What a benchmark checks about itself: that it measured something (rows drawn, transactions
 * laid out, requests made) and that no figure is beyond what is physically possible. A figure
 * that fails one of these is a bug in the benchmark or in what it drives, never a result: the
 * bench prints every failure and exits non-zero.
 */
export class BenchChecks {
  private readonly failures: string[] = [];

  constructor(private readonly bench: string) {}

  /** Records `what` as failed unless `ok`; returns `ok`. */
  expect(ok: boolean, what: string): boolean {
    if (!ok) {
      this.failures.push(what);
      console.error(`${this.bench}: CHECK FAILED: ${what}`);
    }
    return ok;
  }

  /** True when every check so far passed. */
  get passed(): boolean {
    return this.failures.length === 0;
  }

  /**
   * Prints the verdict and the load average at the end; sets a non-zero exit code when a check
   * failed (the figures printed before it are then not to be quoted).
   */
  finish(): void {
    console.log(`load average at the end: ${loadAverage()}`);
    if (this.passed) {
      console.log(`${this.bench}: every figure measured something real`);
      return;
    }
    console.error(
      `${this.bench}: ${this.failures.length} check(s) failed; the figures above are not valid:\n` +
        this.failures.map((f) => `  - ${f}`).join('\n'),
    );
    process.exitCode = 1;
  }
}

/**
 * Prints a bench's figure lines; then, when `failures` is above 0, `FAILED: <failures> <what>`
 * and a non-zero exit code; last the 1-minute load average and the seconds since `t0`.
 */
export function printOutcome(
  lines: readonly string[],
  failures: number,
  what: string,
  t0: number,
): void {
  for (const l of lines) console.log(l);
  if (failures > 0) {
    console.log(`FAILED: ${failures} ${what}`);
    process.exitCode = 1;
  }
  const load = loadavg()[0]!.toFixed(2);
  console.log(`(load average ${load}; ${((Date.now() - t0) / 1000).toFixed(0)} s in all)`);
}
