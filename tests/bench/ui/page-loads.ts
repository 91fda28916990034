// Page load times in the real app (web shell + the Local profile's embedded network): the
// time from switching to a page until its content is on screen, in a fresh browser context
// each run (no cached queries), median of several runs. Used by `npm run bench:ui`.
import type { Browser } from 'playwright';
import { demoWallet } from '../../e2e/demo-accounts';
import { startShell } from '../../e2e/fixtures';

/** A page and the selector that says its content is on screen. */
interface Target {
  name: string;
  hash: string;
  ready: string;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Milliseconds from setting the page's hash until `ready` is visible, in a fresh context. */
async function loadOnce(browser: Browser, url: string, t: Target): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('radiogroup', { name: 'Profile' }).waitFor({ timeout: 120_000 });
    // Home is up: the app, its socket and the Local network are ready; now switch pages.
    await page.locator('.app-main').waitFor();
    const started = Date.now();
    await page.evaluate((h) => {
      window.location.hash = h;
    }, t.hash);
    await page.locator(t.ready).first().waitFor({ timeout: 60_000 });
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

/**
 * Prints the median load time of the account page (the demo faucet: header and first
 * transactions) and of the Config page (the parameter list), and their ratio.
 */
export async function benchPageLoads(browser: Browser, runs = 5): Promise<void> {
  const shell = await startShell();
  try {
    const faucet = (await demoWallet('faucet', 'v4R2')).toRawString();
    const targets: Target[] = [
      {
        name: 'Account page',
        hash: `#/account/${encodeURIComponent(faucet)}`,
        ready: '[role="table"][aria-label="Transactions"] [role="row"][aria-rowindex="2"]',
      },
      {
        name: 'Config page',
        hash: '#/config',
        ready: '[role="list"][aria-label="System contracts parameters"] [role="listitem"]',
      },
    ];
    // One warm-up of each: the first visit builds the local network's caches.
    for (const t of targets) await loadOnce(browser, shell.url, t);
    const times = new Map<string, number[]>(targets.map((t) => [t.name, []]));
    for (let i = 0; i < runs; i++) {
      for (const t of targets) times.get(t.name)!.push(await loadOnce(browser, shell.url, t));
    }
    const med = targets.map((t) => median(times.get(t.name)!));
    for (const [i, t] of targets.entries()) {
      console.log(
        `${`${t.name} load`.padEnd(28)} median ${med[i]!.toFixed(0).padStart(5)} ms  ` +
          `(runs: ${times.get(t.name)!.join(', ')} ms)`,
      );
    }
    console.log(
      `Config page / account page load: ${(med[1]! / med[0]!).toFixed(2)}× (target ≤ 2×; ` +
        `real app, Local profile, fresh context per run, median of ${runs})`,
    );
  } finally {
    await shell.stop();
  }
}
