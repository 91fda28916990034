import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceHandlers } from '../../electron/core/ipc/handlers/workspace';
import { createRouter, type CallContext, type Handlers } from '../../electron/core/ipc/router';
import { EMBEDDED_LOCAL_RPS } from '../../electron/core/app/local-network-host';
import type { ProfileServices } from '../../electron/core/services/profile-services';
import {
  REPORT_STATEMENTS_MAX,
  caseStatements,
} from '../../electron/core/services/workspace/report-statements';
import { Workspace } from '../../electron/core/services/workspace/workspace';
import type { IpcResult } from '../../shared/ipc/errors';
import { CASE_FILE_FORMAT, type CaseSummary } from '../../shared/workspace/cases';
import { demoWallet } from '../helpers/localnet';
import { MemoryVault } from '../helpers/memory-vault';
import { servicesOnLocalNetwork } from '../helpers/local-profile';
import { localNetworkForSuite } from '../helpers/localnet-suite';
import { tempDirForSuite } from '../helpers/temp-dir';

/**
 * The case report on the local network (issue 36): built from what the case and the workspace
 * hold, it reads only its accounts' statements that are not kept, for at most 50 accounts, with
 * progress, and a Cancel that writes the report with what was read. Before, it read every
 * account's whole ledger first: a 5,000-item case did not finish in 120 s.
 */

/** The key the app's Local profile reads its network with (the embedded one's rate). */
const KEY = 'case-report-test-key';
const ln = localNetworkForSuite({ keys: [{ key: KEY, network: 'local', rps: 1000 }] }, 180_000);
const dir = tempDirForSuite('case-report-');
const addr = (i: number) => `0:${(i + 1).toString(16).padStart(64, '0')}`;

let services: ProfileServices;
let ws: Workspace;
let call: <T>(channel: string, payload: unknown) => Promise<T>;
const progress: Array<{ exportId: string; read: number; total: number; requests: number }> = [];
const ctx: CallContext = {
  sender: { trusted: true, description: 'test' },
  signal: new AbortController().signal,
};

beforeAll(async () => {
  // The app's Local profile reads its own network with a key, at the embedded key's rate.
  const vault = new MemoryVault();
  await vault.set('local', 'local', KEY);
  services = await servicesOnLocalNetwork(ln, dir(), { vault });
  await services.store.setRate('local', EMBEDDED_LOCAL_RPS);
  ws = Workspace.open(dir());
  const statementsOf = caseStatements(services, (n) => (n === 'local' ? 'local' : null));
  const handlers = workspaceHandlers(
    ws,
    (event, payload) => {
      if (event === 'workspace:case-export-progress') progress.push(payload as never);
    },
    undefined,
    undefined,
    statementsOf,
  );
  const router = createRouter(handlers as Partial<Handlers> as Handlers);
  call = async <T>(channel: string, payload: unknown): Promise<T> => {
    const res = (await router.dispatch(channel, payload, ctx)) as IpcResult<T>;
    if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
    return res.data;
  };
}, 180_000);
afterAll(() => {
  ws?.close();
  void services?.close();
});

/** Imports a case of `refs` (address items) and answers its summary. */
async function caseOf(name: string, refs: string[]): Promise<CaseSummary> {
  const text = JSON.stringify({
    format: CASE_FILE_FORMAT,
    version: 1,
    network: 'local',
    case: { name },
    items: refs.map((ref) => ({ kind: 'address', ref, note: '' })),
  });
  return (await call<{ case: CaseSummary }>('workspace:case-import', { network: 'local', text }))
    .case;
}

/** Exports a case's HTML report under `exportId`; the report's text and the time it took. */
async function report(id: number, exportId: string) {
  const t = performance.now();
  const out = await call<{ text: string }>('workspace:case-export', {
    network: 'local',
    id,
    format: 'html',
    exportId,
  });
  return { html: out.text, ms: performance.now() - t };
}

describe('the case report of a 5,000-item case', () => {
  it('reads at most 50 accounts’ statements, with progress, then none again', async () => {
    const demo = ['alice', 'bob', 'carol'].map((n) => demoWallet(ln, n).address);
    const refs = [...demo, ...Array.from({ length: 4997 }, (_, i) => addr(i))];
    const c = await caseOf('Five thousand', refs);
    const before = ln.server.requestLog.length;
    const first = await report(c.id, 'r1');
    console.log(
      `case report, 5,000 items: ${Math.round(first.ms)} ms (first), requests ${ln.server.requestLog.length - before}`,
    );

    const mine = progress.filter((p) => p.exportId === 'r1');
    expect(mine.at(-1)).toMatchObject({
      read: REPORT_STATEMENTS_MAX,
      total: REPORT_STATEMENTS_MAX,
    });
    // Counted as sent: exactly what reached the network.
    expect(mine.at(-1)!.requests).toBe(ln.server.requestLog.length - before);
    // A few requests an account (no history: its state, jettons, NFTs), never a ledger each.
    expect(mine.at(-1)!.requests).toBeLessThanOrEqual(REPORT_STATEMENTS_MAX * 6);

    expect(first.html.match(/<div class="item">/g)).toHaveLength(5000);
    expect(first.html.match(/<table class="statement"/g)).toHaveLength(REPORT_STATEMENTS_MAX);
    expect(first.html).toContain(
      'not read: a report reads the statements of at most 50 accounts (this case has 5000)',
    );

    // Exported again: the statements are kept, nothing is read.
    const again = await report(c.id, 'r2');
    console.log(`case report, 5,000 items: ${Math.round(again.ms)} ms (again, kept)`);
    expect(progress.filter((p) => p.exportId === 'r2').at(-1)!.requests).toBe(0);
    expect(again.html.match(/<table class="statement"/g)).toHaveLength(REPORT_STATEMENTS_MAX);
  });

  it('Cancel stops the reads and the report is written with what was read', async () => {
    const c = await caseOf(
      'Cancelled',
      Array.from({ length: 60 }, (_, i) => addr(10_000 + i)),
    );
    const running = report(c.id, 'r3');
    while (!progress.some((p) => p.exportId === 'r3')) await new Promise((r) => setTimeout(r, 5));
    expect(await call('workspace:case-export-cancel', { exportId: 'r3' })).toEqual({
      cancelled: true,
    });
    const { html } = await running;
    const read = progress.filter((p) => p.exportId === 'r3').at(-1)!.read;
    expect(read).toBeLessThan(REPORT_STATEMENTS_MAX);
    expect(html).toContain('not read: the report was cancelled');
    expect(html.match(/<div class="item">/g)).toHaveLength(60);
  });
});
