import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Cell, loadTransaction } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STATUS_KINDS,
  actionStatus,
  exitCodeMeaning,
  resultCodeMeaning,
  traceStatus,
  transactionStatus,
  type StatusTransaction,
} from '../../shared/status';
import { descriptionJson } from '../../electron/localnet/index/tx-format';
import { startLocalNetwork, type StartedLocalNetwork } from '../helpers/localnet';
import { FIXTURES, fixturesPresent } from '../helpers/toncenter-fixtures';

/**
 * The one status model over every case the explorer distinguishes: hand-built v3 descriptions
 * (each phase outcome), real toncenter captures (../shared/fixtures/toncenter) and the local
 * network's demo chain (a first deposit to an undeployed wallet, bounces, a compute failure).
 */

const present = fixturesPresent('status-model');
const fixture = (file: string) => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8'));

/** An ordinary v3 transaction with the given description parts. */
function tx(description: StatusTransaction['description'], extra: Partial<StatusTransaction> = {}) {
  return { description: { type: 'ord', aborted: false, ...description }, ...extra };
}
const ranOk = { skipped: false, success: true, exit_code: 0 };
const actOk = { success: true, valid: true, no_funds: false, result_code: 0 };

describe('transactionStatus', () => {
  it('success when compute and action phases succeed', () => {
    const s = transactionStatus(tx({ compute_ph: ranOk, action: actOk }));
    expect(s).toMatchObject({ kind: 'success', label: 'Success', tone: 'ok', exitCode: 0 });
  });

  it('a credit to an account with no code (no_state) is a completed deposit, not a failure', () => {
    const s = transactionStatus(
      tx(
        { aborted: true, compute_ph: { skipped: true, reason: 'no_state' } },
        { end_status: 'uninit' },
      ),
    );
    expect(s).toMatchObject({ kind: 'credited', label: 'Credited', tone: 'ok' });
    expect(s.reason).toMatch(/no_state/);
    expect(s.reason).toMatch(/not a failure/);
    expect(s.exitCode).toBeUndefined();
  });

  it('compute failure carries the exit code and its TVM meaning', () => {
    const s = transactionStatus(
      tx({ aborted: true, compute_ph: { skipped: false, success: false, exit_code: 9 } }),
    );
    expect(s).toMatchObject({ kind: 'compute_failed', label: 'Failed', tone: 'bad', exitCode: 9 });
    expect(s.reason).toContain('exit code 9: Cell underflow');
  });

  it('compute failure with a TEP-74 jetton wallet code names it', () => {
    const s = transactionStatus(
      tx({ aborted: true, compute_ph: { skipped: false, success: false, exit_code: 706 } }),
    );
    expect(s.reason).toContain('exit code 706: Jetton wallet: balance too low');
  });

  it('compute failure with a contract-specific code shows the code alone', () => {
    const s = transactionStatus(
      tx({ aborted: true, compute_ph: { skipped: false, success: false, exit_code: 4242 } }),
    );
    expect(s.kind).toBe('compute_failed');
    expect(s.reason).toContain('exit code 4242.');
  });

  it('action failure carries the result code and its meaning', () => {
    const s = transactionStatus(
      tx({
        aborted: true,
        compute_ph: ranOk,
        action: { success: false, valid: true, no_funds: true, result_code: 37 },
      }),
    );
    expect(s).toMatchObject({
      kind: 'action_failed',
      label: 'Action failed',
      tone: 'bad',
      exitCode: 0,
      resultCode: 37,
    });
    expect(s.reason).toContain('result code 37: Not enough Toncoin');
  });

  it.each<{
    what: string;
    compute_ph: Record<string, unknown>;
    bounce: { type: string };
    status: Record<string, unknown>;
    /** A substring or a pattern of the reason. */
    reason: string | RegExp;
  }>([
    {
      what: 'a bounceable message to an account with no code comes back',
      compute_ph: { skipped: true, reason: 'no_state' },
      bounce: { type: 'ok' },
      status: { kind: 'bounced', label: 'Bounced', tone: 'warn' },
      reason: /no_state.*sent back/,
    },
    {
      what: 'after a compute failure it keeps the exit code',
      compute_ph: { skipped: false, success: false, exit_code: 0xffff },
      bounce: { type: 'ok' },
      status: { kind: 'bounced', exitCode: 0xffff },
      reason: 'exit code 65535: Unknown operation',
    },
    {
      what: 'a bounce that could not pay its fees says so',
      compute_ph: { skipped: false, success: false, exit_code: 5 },
      bounce: { type: 'nofunds' },
      status: { kind: 'bounced' },
      reason: 'nofunds',
    },
  ])('bounced: $what', ({ compute_ph, bounce, status, reason }) => {
    const s = transactionStatus(tx({ aborted: true, compute_ph, bounce }));
    expect(s).toMatchObject(status);
    expect(s.reason).toMatch(reason);
  });

  it('receiving a bounced message is its own status, not a failure', () => {
    const s = transactionStatus(
      tx({ compute_ph: ranOk, action: actOk }, { in_msg: { bounced: true } }),
    );
    expect(s).toMatchObject({ kind: 'bounce_received', label: 'Bounce returned', tone: 'warn' });
  });

  it('no_gas: the message could not pay for gas', () => {
    const s = transactionStatus(
      tx({ aborted: true, compute_ph: { skipped: true, reason: 'no_gas' } }),
    );
    expect(s).toMatchObject({ kind: 'no_gas', label: 'No gas', tone: 'warn' });
  });

  it('other skip reasons abort', () => {
    const s = transactionStatus(
      tx({ aborted: true, compute_ph: { skipped: true, reason: 'bad_state' } }),
    );
    expect(s).toMatchObject({ kind: 'aborted', label: 'Aborted', tone: 'bad' });
    expect(s.reason).toContain('bad_state');
  });

  it('an emulated transaction is pending', () => {
    const s = transactionStatus(tx({ compute_ph: ranOk, action: actOk }, { emulated: true }));
    expect(s).toMatchObject({ kind: 'pending', tone: 'pending' });
  });

  it('every kind has one label and one tone', () => {
    const labels = Object.values(STATUS_KINDS).map((k) => k.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('exit and result code meanings', () => {
  it('knows the TVM, wallet, jetton and NFT codes', () => {
    expect(exitCodeMeaning(13)).toBe('Out of gas');
    expect(exitCodeMeaning(-14)).toBe('Out of gas');
    expect(exitCodeMeaning(33)).toBe('Wallet: invalid seqno');
    expect(exitCodeMeaning(133)).toBe('Wallet v5: invalid seqno');
    expect(exitCodeMeaning(401)).toBe('NFT: sender is not the owner');
    expect(exitCodeMeaning(123456)).toBeUndefined();
    expect(resultCodeMeaning(37)).toBe('Not enough Toncoin');
  });
});

describe('traceStatus and actionStatus', () => {
  const credit = tx(
    { aborted: true, compute_ph: { skipped: true, reason: 'no_state' } },
    { end_status: 'uninit' },
  );
  const root = tx({ compute_ph: ranOk, action: actOk });
  const failed = tx({
    aborted: true,
    compute_ph: { skipped: false, success: false, exit_code: 9 },
  });

  it('trace: pending, incomplete, complete, failed', () => {
    expect(traceStatus({ trace_info: { trace_state: 'pending' } }).kind).toBe('pending');
    expect(traceStatus({ is_incomplete: true }).kind).toBe('incomplete');
    expect(traceStatus({ trace_info: { trace_state: 'broken' } }).label).toBe('Incomplete');
    const ok = traceStatus({ transactions: { a: root, b: credit } });
    expect(ok).toMatchObject({ kind: 'complete', label: 'Complete', tone: 'ok' });
    const bad = traceStatus({ transactions: { a: root, b: failed } });
    expect(bad).toMatchObject({ kind: 'compute_failed', exitCode: 9 });
    expect(bad.reason).toMatch(/^1 of 2 transactions/);
  });

  it('action: the indexer flag false over a credit to an undeployed account reads credited', () => {
    const s = actionStatus(
      { type: 'ton_transfer', success: false, transactions: ['a', 'b'] },
      { a: root, b: credit },
    );
    expect(s).toMatchObject({ kind: 'credited', label: 'Credited', tone: 'ok' });
  });

  it('action: the indexer flag true over the same credit reads credited too', () => {
    const s = actionStatus(
      { type: 'ton_transfer', success: true, transactions: ['a', 'b'] },
      { a: root, b: credit },
    );
    expect(s.kind).toBe('credited');
  });

  it('action: a real failure keeps its codes; without transactions the flag decides', () => {
    const s = actionStatus(
      { type: 'call_contract', success: false, transactions: ['a', 'b'] },
      { a: root, b: failed },
    );
    expect(s).toMatchObject({ kind: 'compute_failed', exitCode: 9 });
    expect(actionStatus({ success: false }).tone).toBe('bad');
    expect(actionStatus({ success: true })).toMatchObject({ kind: 'success', label: 'Success' });
    expect(actionStatus({ success: null }).kind).toBe('pending');
  });
});

describe.skipIf(!present)('real toncenter captures', () => {
  it('v3 traces with a no_gas transaction: the transaction reads No gas, the trace Complete', () => {
    for (const file of ['v3-traces-03.json', 'v3-traces-04.json', 'v3-traces-12.json']) {
      const trace = fixture(file).traces[0];
      const statuses = Object.values(trace.transactions as Record<string, StatusTransaction>).map(
        transactionStatus,
      );
      const noGas = statuses.filter((s) => s.kind === 'no_gas');
      expect(noGas, file).toHaveLength(1);
      expect(statuses.filter((s) => s.kind === 'success')).toHaveLength(statuses.length - 1);
      expect(traceStatus(trace).kind, file).toBe('complete');
    }
  });

  it('emulated trace (emulateTrace): transactions and the indexer-successful actions are pending', () => {
    const doc = fixture('emulate-v1-emulateTrace-01.json');
    const txs = doc.transactions as Record<string, StatusTransaction>;
    for (const t of Object.values(txs)) expect(transactionStatus(t).kind).toBe('pending');
    for (const a of doc.actions) {
      expect(a.success).toBe(true);
      expect(actionStatus(a, txs).kind).toBe('pending');
      // Read without its transactions, the indexer's flag decides.
      expect(actionStatus({ ...a, transactions: [] }).kind).toBe('success');
    }
  });

  it('a real tick-tock transaction whose action phase ran out of Toncoin (BoC) is Action failed', () => {
    const cell = Cell.fromBase64(fixture('boc-tx-mainnet-02.json'));
    const parsed = loadTransaction(cell.beginParse());
    const s = transactionStatus({ description: descriptionJson(parsed.description) });
    expect(s).toMatchObject({ kind: 'action_failed', resultCode: 37, exitCode: 0 });
  });

  it('a real v5 wallet rejection (exit code 133) is named', () => {
    const error = fixture('v2-jsonrpc-error-500-03.json').error as string;
    const code = Number(/exitcode=(\d+)/.exec(error)![1]);
    expect(exitCodeMeaning(code)).toBe('Wallet v5: invalid seqno');
  });
});

describe('local network demo chain', () => {
  let ln: StartedLocalNetwork;
  const get = async (p: string) => {
    const res = await fetch(`${ln.v3Url}${p}`);
    expect(res.status).toBe(200);
    return res.json();
  };
  const raw = (name: string) => ln.wallets.find((w) => w.name === name)!.address;

  beforeAll(async () => {
    ln = await startLocalNetwork();
  }, 120_000);
  afterAll(async () => {
    await ln?.close();
  });

  it('the first "welcome" deposit to a wallet is Credited, and so is its action', async () => {
    const { transactions } = await get(`/transactions?account=${raw('alice')}&sort=asc&limit=1`);
    const first = transactions[0];
    expect(first.description.compute_ph).toMatchObject({ skipped: true, reason: 'no_state' });
    expect(transactionStatus(first).label).toBe('Credited');
    const { actions } = await get(`/actions?tx_hash=${encodeURIComponent(first.hash)}`);
    const transfer = actions.find((a: { type: string }) => a.type === 'ton_transfer');
    // The local index follows toncenter's classifier: a credit to an uninit account succeeds.
    expect(transfer.success).toBe(true);
    const { traces } = await get(`/traces?tx_hash=${encodeURIComponent(first.hash)}`);
    expect(actionStatus(transfer, traces[0].transactions).label).toBe('Credited');
    expect(traceStatus(traces[0]).label).toBe('Complete');
  });

  it('the bounceable transfer to an empty address bounces; the sender gets the bounce back', async () => {
    const { transactions } = await get(`/transactions?account=${raw('alice')}&limit=100`);
    const back = transactions.find((t: StatusTransaction) => t.in_msg?.bounced);
    expect(transactionStatus(back).kind).toBe('bounce_received');
    const { traces } = await get(`/traces?tx_hash=${encodeURIComponent(back.hash)}`);
    const statuses = Object.values(traces[0].transactions as Record<string, StatusTransaction>).map(
      transactionStatus,
    );
    expect(statuses.map((s) => s.kind)).toContain('bounced');
    expect(traceStatus(traces[0]).kind).toBe('bounced');
  });

  it('the unknown opcode sent to the jetton minter fails its compute phase and bounces', async () => {
    const master = (ln.accounts.jettonMaster as { address: string }).address;
    const { transactions } = await get(`/transactions?account=${master}&limit=100`);
    const failed = transactions
      .map((t: StatusTransaction) => transactionStatus(t))
      .filter((s: { kind: string }) => s.kind === 'bounced');
    expect(failed).toHaveLength(1);
    expect(failed[0].exitCode).toBe(0xffff);
    expect(failed[0].reason).toContain('Unknown operation');
  });
});
