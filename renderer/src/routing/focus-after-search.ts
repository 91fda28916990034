/**
 * After a search, focus moves to the page it opened, so the keyboard continues there rather
 * than in the search box: to the page's marked place (`data-page-focus`, e.g. an account's
 * open tab), else its heading. The search box marks a search; the page that shows next (the
 * search page, then the result it may redirect to) takes the focus.
 */

/**
 * How long a search waits for its page to show something to focus (ms): a first search may
 * wait for the local network to start. A key or a click of the user's own ends the wait.
 */
const WAIT_MS = 60_000;
/** How long a page may take to draw its marked place before its heading is focused (ms). */
const MARK_WAIT_MS = 1_500;

let pending: number | null = null;

/** Called when a search is submitted: the next page shown takes the focus. */
export function focusPageAfterSearch(): void {
  pending = Date.now();
  const cancel = () => {
    pending = null;
    document.removeEventListener('keydown', cancel, true);
    document.removeEventListener('pointerdown', cancel, true);
  };
  document.addEventListener('keydown', cancel, true);
  document.addEventListener('pointerdown', cancel, true);
}

/**
 * Moves focus into `main` when a search is pending (call after each route change): to the
 * page's `[data-page-focus]` once drawn, else after a moment its `h1` (given `tabindex=-1`).
 * The search page keeps the search pending, so the result it redirects to takes the focus
 * too. Returns a function that stops waiting.
 */
export function takeSearchFocus(main: HTMLElement | null, isSearchPage: boolean): () => void {
  if (pending === null || !main) return () => undefined;
  const start = Date.now();
  let frame = 0;
  const attempt = () => {
    if (pending === null || Date.now() - pending > WAIT_MS) {
      pending = null;
      return;
    }
    const marked = main.querySelector<HTMLElement>('[data-page-focus]');
    const heading = main.querySelector<HTMLElement>('h1');
    const el = marked ?? (isSearchPage || Date.now() - start > MARK_WAIT_MS ? heading : null);
    if (!el) {
      frame = requestAnimationFrame(attempt);
      return;
    }
    if (!marked && !el.hasAttribute('tabindex')) el.tabIndex = -1;
    el.focus();
    if (!isSearchPage) pending = null;
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}
