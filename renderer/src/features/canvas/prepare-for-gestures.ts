import type cytoscape from 'cytoscape';

/** Quiet time (ms) after the last drawn frame before the warm-up redraw. */
export const QUIET_MS = 300;

/**
 * After the elements change, cytoscape draws them one by one (about 200 ms a frame at 12,000
 * elements, measured by `npm run bench:graph`) until its layer textures are built, and it
 * starts building them only when a frame is drawn more than 250 ms after the elements' last
 * change, which it notes while drawing. So the first drag after a change used to stall for a
 * few seconds. Drawing once more when the drawing has been quiet for 300 ms lets it build them
 * in idle frames while the analyst looks; a second time draws from them. Returns the cleanup.
 */
export function prepareForGestures(core: cytoscape.Core): () => void {
  let left = 2;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const quiet = () => {
    clearTimeout(timer);
    if (left === 0) return;
    timer = setTimeout(() => {
      left -= 1;
      if (!core.destroyed()) core.forceRender();
    }, QUIET_MS);
  };
  core.on('render', quiet);
  quiet();
  return () => {
    clearTimeout(timer);
    if (!core.destroyed()) core.off('render', quiet);
  };
}
