import { describe, expect, it } from 'vitest';
import { CancellableRuns } from '../../electron/core/ipc/handlers/cancellable-runs';

/**
 * The registry behind auto-trace's and the key reads' Cancel: a run's signal aborts on its
 * cancel or when the transport goes; one run per id at a time; a cancel of no run says so.
 */

/** A run that answers whether its signal aborted, once it did or once `end` is called. */
function waiting() {
  let end = () => {};
  const work = (signal: AbortSignal) =>
    new Promise<string>((resolve) => {
      signal.addEventListener('abort', () => resolve('aborted'));
      end = () => resolve('ended');
    });
  return { work, end: () => end() };
}

describe('CancellableRuns', () => {
  it('aborts the run of that id on cancel, and only that one', async () => {
    const runs = new CancellableRuns('key read');
    const a = waiting();
    const b = waiting();
    const transport = new AbortController().signal;
    const ra = runs.run('a', transport, a.work);
    const rb = runs.run('b', transport, b.work);
    expect(runs.cancel('a')).toEqual({ cancelled: true });
    expect(await ra).toBe('aborted');
    b.end();
    expect(await rb).toBe('ended');
    // Both ended: nothing of those ids runs any more.
    expect(runs.cancel('a')).toEqual({ cancelled: false });
    expect(runs.cancel('b')).toEqual({ cancelled: false });
  });

  it('aborts when the transport goes, and refuses a second run of one id with CONFLICT', async () => {
    const runs = new CancellableRuns('trace');
    const transport = new AbortController();
    const a = waiting();
    const ra = runs.run('t', transport.signal, a.work);
    await expect(runs.run('t', transport.signal, a.work)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This trace is running already.',
    });
    transport.abort();
    expect(await ra).toBe('aborted');
    // The id is free again once its run ended.
    const again = waiting();
    const r = runs.run('t', new AbortController().signal, again.work);
    again.end();
    expect(await r).toBe('ended');
  });
});
