import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventBus } from '../../electron/core/ipc/event-bus';
import { replayCaseHandlers } from '../../electron/core/ipc/handlers/replay-cases';
import { workspaceHandlers } from '../../electron/core/ipc/handlers/workspace';
import { createRouter, type CallContext, type Handlers } from '../../electron/core/ipc/router';
import type { ReplayService } from '../../electron/core/services/replay/replay-service';
import { Workspace } from '../../electron/core/services/workspace/workspace';
import type { SavedReplay, SavedReplaySummary } from '../../shared/replay/saved';
import type { TraceReplay, TxReplay } from '../../shared/replay/types';
import type { CaseSummary } from '../../shared/workspace/cases';
import { replayOf } from '../helpers/replay-results';
import { ipcCall, recordingHandlers } from '../helpers/test-router';

/**
 * Replays kept in cases: `replay:case-save` keeps what the replay service judged (steps
 * included) in the workspace file, the list and the kept replay read back after the file is
 * reopened (no replay service involved: offline), a second save replaces the first, another
 * network sees nothing, a damaged document is an error naming it, and the case report shows
 * each kept replay's verdict in words.
 */

const ctx: CallContext = {
  sender: { trusted: true, description: 'test' },
  signal: new AbortController().signal,
};

const TX = 'T'.repeat(43) + '=';
const TRACE = 'R'.repeat(43) + '=';
const steps: TxReplay['steps'] = {
  initialStack: [{ type: 'int', value: '1' }],
  steps: [
    {
      index: 0,
      instruction: 'THROW 33',
      position: { cellHash: 'AB'.repeat(32), offset: 0 },
      gasRemaining: 900,
      gasUsed: 100,
      gasTotal: 100,
      stack: null,
      changes: [],
      exception: { code: 33, handled: false, text: 'terminating vm with exit code 33' },
      notes: [],
    },
  ],
  omitted: 0,
  throwingStep: 0,
  total: 1,
};

/** A replay service that answers the judged results these tests keep, counting its runs. */
function fakeReplay(tx: TxReplay, trace: TraceReplay) {
  const runs: string[] = [];
  const service = {
    transaction: async (_p: string, hash: string, opts: { steps?: boolean }) => {
      runs.push(`tx ${hash} steps=${opts.steps}`);
      return tx;
    },
    trace: async (_p: string, id: string) => {
      runs.push(`trace ${id}`);
      return trace;
    },
  } as unknown as ReplayService;
  return { service, runs };
}

describe('replays kept in cases', () => {
  let dir: string;
  let ws: Workspace;
  let events: string[];
  let call: <T>(channel: string, payload: unknown) => Promise<T>;
  let runs: string[];
  let tx = replayOf('match', { hash: TX, steps });
  let trace: TraceReplay;

  const open = () => {
    ws = Workspace.open(dir);
    const bus = new EventBus();
    bus.subscribe((event) => events.push(event));
    const fake = fakeReplay(tx, trace);
    runs = fake.runs;
    const { handlers } = recordingHandlers({
      ...workspaceHandlers(ws, bus.emit),
      ...replayCaseHandlers(fake.service, ws.replays, () => 'local', bus.emit),
    } as Partial<Handlers>);
    const router = createRouter(handlers);
    call = <T>(channel: string, payload: unknown) => ipcCall<T>(router, channel, payload, ctx);
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'replay-cases-'));
    events = [];
    tx = replayOf('match', { hash: TX, steps });
    trace = {
      traceId: TRACE,
      traceState: 'complete',
      transactions: [
        replayOf('match', { hash: 'a'.repeat(43) + '=' }),
        replayOf('mismatch', {
          hash: 'b'.repeat(43) + '=',
          part: 'fees',
          diffs: [{ part: 'fees', field: 'totalFees.coins', chain: '5', replay: '6' }],
        }),
      ],
      matched: 1,
      requests: 3,
      durationMs: 10,
    };
    open();
  });
  afterEach(() => {
    ws.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const newCase = (name: string) =>
    call<CaseSummary>('workspace:case-create', { network: 'local', name });

  it('keeps a transaction replay with its steps and a trace replay with its verdicts; they read back after a reopen', async () => {
    const c = await newCase('Replayed');
    const savedTx = await call<SavedReplaySummary>('replay:case-save', {
      profileId: 'p1',
      caseId: c.id,
      kind: 'transaction',
      ref: TX,
    });
    expect(savedTx).toMatchObject({
      kind: 'transaction',
      ref: TX,
      verdict: 'match',
      matched: 1,
      total: 1,
    });
    const savedTrace = await call<SavedReplaySummary>('replay:case-save', {
      profileId: 'p1',
      caseId: c.id,
      kind: 'trace',
      ref: TRACE,
    });
    expect(savedTrace).toMatchObject({ kind: 'trace', verdict: 'mismatch', matched: 1, total: 2 });
    expect(runs).toEqual([`tx ${TX} steps=true`, `trace ${TRACE}`]);
    expect(events.filter((e) => e === 'workspace:cases-changed')).toHaveLength(3);

    ws.close();
    open();
    const list = await call<SavedReplaySummary[]>('replay:case-list', {
      network: 'local',
      caseId: c.id,
    });
    expect(list.map((s) => s.kind).sort()).toEqual(['trace', 'transaction']);
    const back = await call<SavedReplay>('replay:case-get', { network: 'local', id: savedTx.id });
    expect(back.doc).toEqual({ kind: 'transaction', replay: tx });
    expect(back.doc.kind === 'transaction' && back.doc.replay.steps?.throwingStep).toBe(0);
    expect(runs).toEqual([]);
    // The case's summary counts them (a case holding only replays is not empty).
    const cases = await call<CaseSummary[]>('workspace:cases-list', { network: 'local' });
    expect(cases.find((x) => x.id === c.id)).toMatchObject({ itemCount: 0, replayCount: 2 });
  });

  it('a second save of the same transaction replaces the first; another network and a deleted case see nothing', async () => {
    const c = await newCase('Again');
    const first = await call<SavedReplaySummary>('replay:case-save', {
      profileId: 'p1',
      caseId: c.id,
      kind: 'transaction',
      ref: TX,
    });
    tx = replayOf('mismatch', { hash: TX, part: 'compute' });
    ws.close();
    open();
    const second = await call<SavedReplaySummary>('replay:case-save', {
      profileId: 'p1',
      caseId: c.id,
      kind: 'transaction',
      ref: TX,
    });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ verdict: 'mismatch', part: 'compute', matched: 0 });
    expect(await call('replay:case-list', { network: 'local', caseId: c.id })).toHaveLength(1);
    await expect(call('replay:case-get', { network: 'testnet', id: first.id })).rejects.toThrow(
      /^NOT_FOUND/,
    );
    await expect(call('replay:case-list', { network: 'testnet', caseId: c.id })).rejects.toThrow(
      /^NOT_FOUND/,
    );
    await expect(
      call('replay:case-save', { profileId: 'p1', caseId: 999, kind: 'trace', ref: TRACE }),
    ).rejects.toThrow(/^NOT_FOUND: No such case/);
    await call('workspace:case-delete', { network: 'local', id: c.id });
    await expect(call('replay:case-get', { network: 'local', id: first.id })).rejects.toThrow(
      /^NOT_FOUND/,
    );
  });

  it('removes a kept replay; a damaged document is an error naming the replay', async () => {
    const c = await newCase('Damaged');
    const saved = await call<SavedReplaySummary>('replay:case-save', {
      profileId: 'p1',
      caseId: c.id,
      kind: 'transaction',
      ref: TX,
    });
    ws.db.prepare('UPDATE case_replays SET doc = ? WHERE id = ?').run('{"kind":"trace"', saved.id);
    await expect(call('replay:case-get', { network: 'local', id: saved.id })).rejects.toThrow(
      `INTERNAL: The kept replay of ${TX} is damaged in the workspace file`,
    );
    expect(await call('replay:case-delete', { network: 'local', id: saved.id })).toEqual({
      removed: true,
    });
    expect(await call('replay:case-delete', { network: 'local', id: saved.id })).toEqual({
      removed: false,
    });
  });

  it('the case report shows each kept replay: its verdict in words, exit codes, a trace per transaction', async () => {
    const c = await newCase('Report');
    tx = replayOf('error', {
      hash: TX,
      failure: { code: 'SERVER', message: '<script>x</script> state of block 5 is not kept' },
    });
    ws.close();
    open();
    for (const [kind, ref] of [
      ['transaction', TX],
      ['trace', TRACE],
    ]) {
      await call('replay:case-save', { profileId: 'p1', caseId: c.id, kind, ref });
    }
    const { text } = await call<{ text: string }>('workspace:case-export', {
      network: 'local',
      id: c.id,
      format: 'html',
      timeZone: 'utc',
    });
    const section = text.slice(text.indexOf('<h2>Replays (2)</h2>'));
    expect(section).toContain('<h2>Replays (2)</h2>');
    expect(section).toContain(`data-replay="${TX}" data-verdict="error"`);
    expect(section).toContain('Not judged');
    expect(section).toContain('&lt;script&gt;x&lt;/script&gt; state of block 5 is not kept');
    expect(section).not.toContain('<script>x');
    expect(section).toContain('This deployment does not serve archival seqno');
    expect(section).toContain('1 of 2 transactions match the chain; 1 do not match.');
    expect(section).toContain('Does not match the chain: the first difference is in the fees');
    expect(section).toContain('Exit code 0 (TVM): Success.');
  });
});
