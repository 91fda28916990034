import cytoscape from 'cytoscape';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  QUIET_MS,
  prepareForGestures,
} from '../../renderer/src/features/canvas/prepare-for-gestures';

// A real (headless) cytoscape core; its drawn frames are stood in for by 'render' events,
// which the canvas renderer emits after each frame it draws.
describe('prepareForGestures: one redraw once the drawing is quiet, so textures get built', () => {
  let core: cytoscape.Core;
  let redraws: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    core = cytoscape({ headless: true, elements: [{ data: { id: 'a' } }] });
    redraws = vi.spyOn(core, 'forceRender');
  });
  afterEach(() => {
    if (!core.destroyed()) core.destroy();
    vi.useRealTimers();
  });

  it('redraws after the drawing has been quiet for the window, not while frames keep coming', () => {
    prepareForGestures(core);
    // Frames keep coming (the first draw of a large canvas): no redraw yet.
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(QUIET_MS - 50);
      core.emit('render');
    }
    expect(redraws).not.toHaveBeenCalled();
    vi.advanceTimersByTime(QUIET_MS);
    expect(redraws).toHaveBeenCalledTimes(1);
  });

  it('redraws twice at most (builds the textures, then draws from them), never in a loop', () => {
    prepareForGestures(core);
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(QUIET_MS);
      core.emit('render'); // each redraw draws a frame
    }
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(redraws).toHaveBeenCalledTimes(2);
  });

  it('does nothing after its cleanup (the drawing changed again or went away)', () => {
    const stop = prepareForGestures(core);
    vi.advanceTimersByTime(QUIET_MS - 1);
    stop();
    core.emit('render');
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(redraws).not.toHaveBeenCalled();
  });

  it('never touches a destroyed core', () => {
    const stop = prepareForGestures(core);
    core.destroy();
    vi.advanceTimersByTime(10 * QUIET_MS);
    expect(redraws).not.toHaveBeenCalled();
    expect(stop).not.toThrow();
  });
});
