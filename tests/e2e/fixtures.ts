import { test as base, expect, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A running web shell (`npm start -- --web --no-open`) with its own user-data folder. */
export interface RunningShell {
  /** The URL the app printed (with the token). */
  url: string;
  userDataDir: string;
  /** Everything the process printed so far (stdout + stderr), for failure messages. */
  output(): string;
  stop(): Promise<void>;
  /** kill -9 of the shell's process group (a crash: no shutdown code runs); keeps the folder. */
  kill(): Promise<void>;
}

/** Options of {@link startShell}. */
export interface ShellOptions {
  /** Port of the web shell (default: a random free one). A fixed port keeps the origin, and
   * so the page's localStorage, across restarts. */
  port?: number;
  /** User-data folder to reuse (kept on stop); default a fresh one, removed on stop. */
  userDataDir?: string;
  timeoutMs?: number;
  /** Block interval of the Local profile's network (ms; default 1000): longer keeps a sent
   * message pending long enough to see. */
  localBlockIntervalMs?: number;
}

/**
 * Starts the web shell as `npm start` would (`node scripts/start.mjs --web --no-open`), which
 * rebuilds the renderer when its sources changed, and waits for the `Web shell: <url>` line.
 * Throws with the process output when it exits first or prints nothing in `timeoutMs`.
 */
export async function startShell(opts: ShellOptions = {}): Promise<RunningShell> {
  const timeoutMs = opts.timeoutMs ?? 180_000;
  const ownDir = !opts.userDataDir;
  const userDataDir = opts.userDataDir ?? mkdtempSync(path.join(tmpdir(), 'ton-explorer-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      'scripts/start.mjs',
      '--web',
      '--no-open',
      ...(opts.port ? ['--port', String(opts.port)] : []),
      ...(opts.localBlockIntervalMs
        ? ['--local-block-interval', String(opts.localBlockIntervalMs)]
        : []),
      '--user-data',
      userDataDir,
    ],
    {
      cwd: root,
      // The local image host of token-images.spec.ts is on 127.0.0.1, which the app refuses
      // for chain-chosen images: exempt it here (tests only).
      env: { ...process.env, CI: '1', TON_EXPLORER_IMAGE_TEST_HOSTS: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`web shell printed no URL in ${timeoutMs} ms:\n${out}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Web shell: (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`web shell exited (${code}) before printing its URL:\n${out}`));
    });
  });
  return {
    url,
    userDataDir,
    output: () => out,
    async kill() {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        await exited;
      }
    },
    async stop() {
      if (child.exitCode === null && child.pid) {
        // The start script forwards SIGTERM to the shell; the group kill covers both.
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
        const forced = setTimeout(() => {
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            // already gone
          }
        }, 10_000);
        await exited;
        clearTimeout(forced);
      }
      if (ownDir) rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Calls one IPC channel of a running shell over its WebSocket, as the renderer does (token in
 * the URL, the shell's own Origin). For tests that need facts the page does not print, such
 * as the Local profile's server URL.
 */
export async function callShell<T>(
  shellUrl: string,
  channel: string,
  payload: unknown,
): Promise<T> {
  const u = new URL(shellUrl);
  const ws = new WebSocket(
    `ws://${u.host}/ipc?token=${encodeURIComponent(u.searchParams.get('token') ?? '')}`,
    {
      origin: u.origin,
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return await new Promise<T>((resolve, reject) => {
      ws.on('message', (data) => {
        const msg = JSON.parse(String(data)) as {
          type: string;
          id: number;
          result?: { ok: boolean; data?: unknown; error?: { message: string } };
        };
        if (msg.type !== 'result' || msg.id !== 1) return;
        if (msg.result?.ok) resolve(msg.result.data as T);
        else reject(new Error(msg.result?.error?.message ?? 'call failed'));
      });
      ws.send(JSON.stringify({ type: 'call', id: 1, channel, payload }));
    });
  } finally {
    ws.close();
  }
}

/**
 * GETs a v3 operation from the Local profile's own local network (the one the app shows), to
 * find demo accounts and transactions the tests then look up through the UI. A 429 (the
 * network's anonymous limit of 1 request/s, shared with the app) is waited out and retried,
 * up to 10 times; any other failure throws with the status and body.
 */
export async function localV3<T>(shellUrl: string, pathAndQuery: string): Promise<T> {
  let v3Url: string | null = null;
  const deadline = Date.now() + 120_000;
  while (!v3Url) {
    const state = await callShell<{ profiles: Array<{ id: string; v3Url: string | null }> }>(
      shellUrl,
      'profiles:list',
      {},
    );
    v3Url = state.profiles.find((p) => p.id === 'local')?.v3Url ?? null;
    if (!v3Url) {
      if (Date.now() > deadline) throw new Error('the Local profile never got a server URL');
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${v3Url}/${pathAndQuery.replace(/^\//, '')}`);
    if (res.status === 429 && attempt < 10) {
      await res.body?.cancel();
      await new Promise((r) => setTimeout(r, 1100));
      continue;
    }
    if (!res.ok) {
      throw new Error(`local v3 ${pathAndQuery}: HTTP ${res.status} ${await res.text()}`);
    }
    return (await res.json()) as T;
  }
}

/**
 * The first item of a v3 list of the Local profile's network (`list?limit=1`), read from the
 * answer's array named as v3 names it (`jetton/masters` → `jetton_masters`); throws if empty.
 */
export async function firstLocal<T>(shellUrl: string, list: string): Promise<T> {
  const key = list.replace(/\//g, '_');
  const item = (await localV3<Record<string, T[]>>(shellUrl, `${list}?limit=1`))[key]?.[0];
  if (item === undefined) throw new Error(`local v3 ${list}: no item`);
  return item;
}

/** Sets the app's theme through its toggle (accessible name says where it goes). */
export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const toggle = page.getByRole('button', { name: `Switch to ${theme} theme` });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * Saves screenshots of the current page in light and dark to
 * `test-results/screenshots/<name>-light.png` / `-dark.png`, leaving the page in light.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.join(root, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await page.screenshot({ path: path.join(dir, `${name}-${theme}.png`), fullPage: true });
  }
  await setTheme(page, 'light');
}

interface WorkerState {
  file: string | null;
  shell: RunningShell | null;
}

/**
 * `test` with a web shell per test file: `shellUrl` is its URL, `page` is opened on it and
 * waits until the profile switcher shows (the app is ready).
 * The shell starts with the first test of a file (fresh `--user-data`) and stops when the next
 * file starts or the worker ends.
 */
export const test = base.extend<{ shellUrl: string }, { shellState: WorkerState }>({
  shellState: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const state: WorkerState = { file: null, shell: null };
      await use(state);
      await state.shell?.stop();
    },
    { scope: 'worker' },
  ],
  shellUrl: async ({ shellState }, use, testInfo) => {
    if (shellState.file !== testInfo.file || !shellState.shell) {
      await shellState.shell?.stop();
      shellState.shell = null;
      shellState.shell = await startShell();
      shellState.file = testInfo.file;
    }
    await use(shellState.shell.url);
  },
  page: async ({ page, shellUrl }, use) => {
    await openApp(page, shellUrl);
    await use(page);
  },
});

/**
 * Opens the app of a running shell in `page` and waits until it is ready: main has answered
 * profiles:list, so the profile switcher shows (slow on a fresh start: keychain, local net).
 */
export async function openApp(page: Page, shellUrl: string): Promise<void> {
  await page.goto(shellUrl);
  await expect(page.getByRole('radiogroup', { name: 'Profile' })).toBeVisible({
    timeout: 120_000,
  });
}

/** The shell of {@link withRestartableShell}: the one running now, and a restart. */
export interface RestartableShell {
  /** The shell running now. */
  readonly current: RunningShell;
  /**
   * Ends the running shell (`stop`: SIGTERM; `kill`: kill -9, no shutdown code runs), starts a
   * new one on the same user-data folder and opens `page` on it.
   */
  restart(how: 'stop' | 'kill'): Promise<void>;
}

/**
 * Starts a web shell on a fresh user-data folder (`prefix` + random) that survives restarts,
 * opens the app in `page` and runs `body`; after it, whatever happened, stops the shell
 * running then and removes the folder.
 */
export async function withRestartableShell(
  page: Page,
  prefix: string,
  body: (shell: RestartableShell) => Promise<void>,
): Promise<void> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), prefix));
  let current = await startShell({ userDataDir });
  try {
    await openApp(page, current.url);
    await body({
      get current() {
        return current;
      },
      async restart(how) {
        await current[how]();
        current = await startShell({ userDataDir });
        await openApp(page, current.url);
      },
    });
  } finally {
    await current.stop();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * A test on a web shell of its own ({@link withRestartableShell}, user-data folder `prefix` +
 * random), for a test that changes the chain or restarts the app; `timeoutMs` is its time limit.
 */
export function testOnOwnShell(
  title: string,
  prefix: string,
  timeoutMs: number,
  body: (page: Page, shell: RestartableShell) => Promise<void>,
): void {
  base(title, async ({ page }) => {
    base.setTimeout(timeoutMs);
    await withRestartableShell(page, prefix, (shell) => body(page, shell));
  });
}

/** Opens an app route by setting the location hash (`#/account/…`), as a link would. */
export async function go(page: Page, hash: string): Promise<void> {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
}

/**
 * Adds a profile named `name` of network `network` on `servers` (its TON Center v2 and v3 base
 * URLs, `…/api/v2` and `…/api/v3`) and makes it the profile in use; returns its id.
 */
export async function useNewProfile(
  shellUrl: string,
  name: string,
  servers: { v2Url: string; v3Url: string },
  network = 'local',
): Promise<string> {
  const state = await callShell<{ profiles: Array<{ id: string; name: string }> }>(
    shellUrl,
    'profiles:add',
    { name, network, v2Url: servers.v2Url, v3Url: servers.v3Url },
  );
  const id = state.profiles.find((p) => p.name === name)!.id;
  await callShell(shellUrl, 'profiles:use', { profileId: id });
  return id;
}

/** Checks the radio `option` of the radio group named `group` (a segmented control). */
export async function chooseRadio(page: Page, group: string, option: string): Promise<void> {
  await page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }).click();
}

/**
 * The demo scenario's jetton transfer of 1,500 DEMO (1500000000000 in the jetton's units) to
 * carol, among the first 50 jetton transfers of the Local profile's network, with the trace it
 * belongs to; undefined when there is none.
 */
export async function demoJettonTransfer(
  shellUrl: string,
): Promise<{ amount: string; trace_id: string } | undefined> {
  const { jetton_transfers } = await localV3<{
    jetton_transfers: Array<{ amount: string; trace_id: string | null }>;
  }>(shellUrl, 'jetton/transfers?limit=50');
  const transfer = jetton_transfers.find((t) => t.amount === '1500000000000' && t.trace_id);
  return transfer && { amount: transfer.amount, trace_id: transfer.trace_id! };
}

/** A transaction as v3 lists it, the fields the tests read to find a payment. */
export interface PaidTransaction {
  hash: string;
  trace_id: string | null;
  in_msg: { source: string | null } | null;
}

/**
 * The first `limit` transactions of `account` (raw address) on the Local profile's network,
 * oldest first (`sort: 'asc'`) or newest first (`'desc'`).
 */
export async function transactionsOf(
  shellUrl: string,
  account: string,
  limit: number,
  sort: 'asc' | 'desc',
): Promise<PaidTransaction[]> {
  const { transactions } = await localV3<{ transactions: PaidTransaction[] }>(
    shellUrl,
    `transactions?account=${account}&limit=${limit}&sort=${sort}`,
  );
  return transactions;
}

/**
 * The oldest transaction of `to` (among its first 100) paid by `from` (its incoming message
 * came from `from`) that belongs to a trace; both raw addresses. Undefined when there is none.
 */
export async function paymentFrom(
  shellUrl: string,
  from: string,
  to: string,
): Promise<{ hash: string; trace_id: string } | undefined> {
  const transactions = await transactionsOf(shellUrl, to, 100, 'asc');
  const paid = transactions.find((t) => t.in_msg?.source?.toLowerCase() === from && t.trace_id);
  return paid && { hash: paid.hash, trace_id: paid.trace_id! };
}

/** An item of a case: an address (raw), a transaction (hash) or a trace (id), with its note. */
export interface CaseItemInput {
  kind: 'address' | 'transaction' | 'trace';
  ref: string;
  note?: string;
}

/**
 * Creates a case on the Local profile's network named `name` (with `note`, if any) holding
 * `items` in order, through the app's workspace channels; returns the case's id.
 */
export async function createCase(
  shellUrl: string,
  { name, note }: { name: string; note?: string },
  items: readonly CaseItemInput[],
): Promise<number> {
  const { id } = await callShell<{ id: number }>(shellUrl, 'workspace:case-create', {
    network: 'local',
    name,
    ...(note === undefined ? {} : { note }),
  });
  for (const item of items) {
    await callShell(shellUrl, 'workspace:case-add-item', { network: 'local', caseId: id, ...item });
  }
  return id;
}

/**
 * Exports the transactions of `address` as CSV from the Exports page, waits for the job, and
 * returns the file's non-empty lines (byte order mark removed).
 */
export async function exportTransactionsCsv(page: Page, address: string): Promise<string[]> {
  await go(page, `#/exports/${encodeURIComponent(address)}`);
  await page.getByLabel('What to export').selectOption('transactions');
  await page.getByLabel('Format').selectOption('csv');
  await page.getByRole('button', { name: 'Start export' }).click();
  const card = page.locator('article.export-job').first();
  await expect(card.locator('.export-state')).toHaveText('Done', { timeout: 120_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Download' }).click(),
  ]);
  return (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l.length > 0);
}

export { expect };
