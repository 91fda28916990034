/** Seconds between the back-dated scenario blocks. */
export const SCENARIO_BLOCK_SECONDS = 10;

/** Clock for back-dated blocks: each call returns the next block time (unix seconds). */
export class ScenarioClock {
  constructor(private t: number) {}
  next(): number {
    this.t += SCENARIO_BLOCK_SECONDS;
    return this.t;
  }
}
