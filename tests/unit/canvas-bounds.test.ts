import { describe, expect, it } from 'vitest';
import { canvasHandlers } from '../../electron/core/ipc/handlers/canvas';
import { createRouter, type CallContext, type Handlers } from '../../electron/core/ipc/router';
import {
  CANVAS_MAX_ROWS,
  CanvasService,
  type ProfileV3,
} from '../../electron/core/services/canvas/canvas-service';
import type { TypedCallOptions } from '../../electron/core/client/typed-api';
import { typedV3 } from '../helpers/typed-v3';
import { readAccountLedger } from '../../electron/core/services/ledger/read-account-ledger';
import { traceRulesSchema, type TraceEstimate } from '../../shared/canvas/auto-trace';
import type { CanvasExpansion } from '../../shared/ipc/channels/canvas';
import { AppError, type IpcResult } from '../../shared/ipc/errors';

/**
 * Bounds on every read that can grow (issue 36), against an account that answers full pages
 * forever: Expand stops at its budget and at the row limit, the auto-trace plan at the rules'
 * budget, both stop on Cancel, and a ledger read keeps at most its rows and pages, the rest
 * declared as a gap. "Bounded memory" is shown by what is kept: never more rows than the
 * bound, never more requests than the budget.
 */

const ACCOUNT = `0:${'A'.repeat(64)}`;
const OTHER = (i: number) => `0:${(i % 4096).toString(16).toUpperCase().padStart(64, '0')}`;
const hash = (n: number) => Buffer.from(n.toString(16).padStart(64, '0'), 'hex').toString('base64');

/** A full page of v3 transactions of ACCOUNT from `offset` (each receives 1 TON from another). */
function page(offset: number, limit: number) {
  return Array.from({ length: limit }, (_, k) => {
    const i = offset + k + 1;
    return {
      account: ACCOUNT,
      hash: hash(i),
      lt: String(i * 10),
      now: 1_700_000_000 + i,
      prev_trans_lt: i > 1 ? String((i - 1) * 10) : null,
      total_fees: '0',
      description: {},
      in_msg: { hash: hash(1e9 + i), source: OTHER(i), destination: ACCOUNT, value: '1000000000' },
      out_msgs: [],
      account_state_before: { balance: String((i - 1) * 1e9) },
      account_state_after: { balance: String(i * 1e9) },
    };
  });
}

/**
 * A v3 server whose account answers full pages forever; every request goes out at once (the
 * `onSent` a throttle calls on release), each answered after `delayMs`, aborted with the signal.
 */
function endless(delayMs = 0) {
  const calls: string[] = [];
  const answer = async (
    operation: string,
    params: Record<string, unknown>,
    { signal, onSent }: TypedCallOptions,
  ) => {
    onSent?.();
    calls.push(operation);
    if (delayMs) {
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(resolve, delayMs);
        signal?.addEventListener('abort', () => {
          clearTimeout(t);
          reject(new AppError({ code: 'CANCELLED', message: 'Request cancelled' }));
        });
      });
    }
    if (operation === 'accountStates') {
      return {
        accounts: [
          { address: ACCOUNT, balance: '1', status: 'active', last_transaction_lt: '99999999999' },
        ],
        address_book: {},
      };
    }
    if (operation === 'transactions') {
      const p = params as { limit: number; offset: number };
      return { transactions: page(p.offset, p.limit), address_book: {} };
    }
    if (operation === 'jetton/wallets')
      return { jetton_wallets: [], address_book: {}, metadata: {} };
    return { nft_transfers: [], address_book: {}, metadata: {} };
  };
  const v3: ProfileV3 = (_profile, defaults) => typedV3(answer, defaults);
  return { v3, calls };
}

const ctx = (): CallContext => ({
  sender: { trusted: true, description: 'test' },
  signal: new AbortController().signal,
});

/** The canvas handlers over a service reading `get`, behind the real router. */
function router(v3: ProfileV3) {
  const service = new CanvasService({ v3 });
  const r = createRouter(
    canvasHandlers(
      service,
      null as never,
      () => {},
      () => null,
    ) as Partial<Handlers> as Handlers,
  );
  return async <T>(channel: string, payload: unknown): Promise<T> => {
    const res = (await r.dispatch(channel, payload, ctx())) as IpcResult<T>;
    if (!res.ok) throw new Error(`${res.error.code}: ${res.error.message}`);
    return res.data;
  };
}

const expandReq = { profileId: 'p', account: ACCOUNT, direction: 'in', limit: 10 };

describe('Expand on an account that answers full pages forever', () => {
  it('stops at its budget: the rest is a declared gap, and the read is not kept', async () => {
    const server = endless();
    const call = router(server.v3);
    const x = await call<CanvasExpansion>('canvas:expand', { ...expandReq, budget: 8 });
    expect(server.calls.length).toBeLessThanOrEqual(8);
    expect(x.requests).toBeLessThanOrEqual(8);
    expect(x.gaps.join('\n')).toMatch(/were not read: its budget of 8 requests is spent/);
    expect(x.total).toBeGreaterThan(0); // what was read is answered
    // A budget-cut read is not kept: the next Expand reads again.
    await call('canvas:expand', { ...expandReq, budget: 8 });
    expect(server.calls.length).toBeGreaterThan(8);
  });

  it('keeps at most the canvas row limit with the default budget', async () => {
    const server = endless();
    const call = router(server.v3);
    const x = await call<CanvasExpansion>('canvas:expand', expandReq);
    const pages = server.calls.filter((c) => c === 'transactions').length;
    expect(pages).toBe(CANVAS_MAX_ROWS / 1000);
    expect(x.gaps.join('\n')).toMatch(/were not read: the read keeps at most 20000 rows/);
    expect(x.allCounterparties).toBeLessThanOrEqual(CANVAS_MAX_ROWS);
  });

  it('stops on Cancel, promptly, with no request after it', async () => {
    const server = endless(20);
    const call = router(server.v3);
    const running = call('canvas:expand', { ...expandReq, expandId: 'x1' });
    while (server.calls.length < 3) await new Promise((r) => setTimeout(r, 5));
    expect(await call('canvas:expand-cancel', { expandId: 'x1' })).toEqual({ cancelled: true });
    await expect(running).rejects.toThrow(/CANCELLED/);
    const after = server.calls.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(server.calls.length).toBe(after);
    expect(after).toBeLessThanOrEqual(4);
  });
});

describe('the auto-trace plan on an endless account', () => {
  const rules = traceRulesSchema.parse({ direction: 'in', budget: 8 });

  it('takes the budget as a hard cap: the start alone passes it, and the plan says so', async () => {
    const server = endless();
    const call = router(server.v3);
    const plan = await call<TraceEstimate>('canvas:trace-plan', {
      profileId: 'p',
      network: 'mainnet',
      start: ACCOUNT,
      rules,
    });
    expect(server.calls.length).toBeLessThanOrEqual(8);
    expect(plan).toMatchObject({ requests: 8, budget: 8 });
    expect(plan.spent).toBeLessThanOrEqual(8);
  });

  it('stops on the trace’s Cancel', async () => {
    const server = endless(20);
    const call = router(server.v3);
    const running = call('canvas:trace-plan', {
      profileId: 'p',
      network: 'mainnet',
      start: ACCOUNT,
      rules: { ...rules, budget: 1000 },
      traceId: 'plan-1',
    });
    while (server.calls.length < 3) await new Promise((r) => setTimeout(r, 5));
    expect(await call('canvas:trace-cancel', { traceId: 'plan-1' })).toEqual({ cancelled: true });
    await expect(running).rejects.toThrow(/CANCELLED/);
    const after = server.calls.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(server.calls.length).toBe(after);
  });
});

describe('a ledger read', () => {
  it('keeps at most its rows and pages, the rest a declared gap on every statement', async () => {
    const server = endless();
    const v3 = server.v3('p');
    const byRows = await readAccountLedger(v3, {
      account: ACCOUNT,
      pageSize: 1000,
      bounds: { maxRows: 2500 },
    });
    expect(byRows.movements.filter((m) => m.kind === 'ton_received')).toHaveLength(2500);
    expect(byRows.statements[0]!.gaps.map((g) => g.reason)).toContainEqual(
      'transactions of the account, rows from 2500 on, were not read: the read keeps at most 2500 rows',
    );
    // The statement does not claim to reconcile what it did not read.
    expect(byRows.statements[0]!.difference).not.toBe('0');

    const byPages = await readAccountLedger(v3, {
      account: ACCOUNT,
      pageSize: 100,
      bounds: { maxPages: 3 },
    });
    expect(byPages.movements).toHaveLength(300);
    expect(byPages.statements[0]!.gaps[0]!.reason).toMatch(
      /rows from 300 on, were not read: the read asks for at most 3 pages/,
    );
  });
});
