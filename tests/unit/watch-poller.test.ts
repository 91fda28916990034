import { mkdtempSync, rmSync } from 'node:fs';
import { hasUnsafeChars } from '../../shared/text/safety';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Address } from '@ton/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  pollWatches,
  WATCH_BATCH,
  type WatchOperation,
} from '../../electron/core/services/workspace/watch-poller';
import { Workspace } from '../../electron/core/services/workspace/workspace';
import { rawV3 } from '../helpers/typed-v3';

/**
 * The watch poller against a scripted v3 server (what each operation answers is set per test)
 * and a real workspace database on disk: how many requests a poll costs, which alerts it
 * raises, and that none is raised twice.
 */

const addr = (n: number) => `0:${n.toString(16).padStart(64, '0')}`;
const upper = (raw: string) => raw.toUpperCase();
const DEMO = addr(0xde70);
/** How an alert shows an account nothing names: its bounceable form, shortened (EQAb…wxyz). */
const shortEq = (raw: string) => {
  const f = Address.parseRaw(raw).toString({ urlSafe: true, bounceable: true });
  return `${f.slice(0, 4)}…${f.slice(-4)}`;
};

interface Chain {
  /** Account state by raw address: balance (nanotons) and last lt. */
  accounts: Map<string, { balance: string; lt: string; status?: string }>;
  /** `.ton` domains the address book gives (wallets: non-bounceable). */
  domains?: Map<string, string>;
  /** Symbols of other jetton masters the metadata gives (raw address → TEP-64 symbol). */
  symbols?: Map<string, string>;
  transactions: Array<{ account: string; hash: string; lt: string; value?: string }>;
  /** Jetton wallets: owner, jetton master, balance (jetton units), wallet's last lt. */
  jettonWallets: Array<{ owner: string; jetton: string; balance: string; lt: string }>;
  nftTransfers: Array<{
    item: string;
    from: string | null;
    to: string;
    hash: string;
    lt: string;
    now: number;
  }>;
}

function server(chain: Chain, refuseOver = Infinity) {
  const calls: Array<{ operation: WatchOperation; params: Record<string, unknown> }> = [];
  const answer = async (operation: WatchOperation, params: Record<string, unknown>) => {
    calls.push({ operation, params });
    const list = (name: string) => (params[name] as string[]).map((a) => a.toLowerCase());
    const page = <T>(rows: T[]) =>
      rows.slice(Number(params.offset ?? 0), Number(params.offset ?? 0) + Number(params.limit));
    if (operation === 'accountStates') {
      const asked = list('address');
      if (asked.length > refuseOver) throw Object.assign(new Error('HTTP 414'), { status: 414 });
      return {
        accounts: asked
          .filter((a) => chain.accounts.has(a))
          .map((a) => ({
            address: upper(a),
            balance: chain.accounts.get(a)!.balance,
            status: chain.accounts.get(a)!.status ?? 'active',
            last_transaction_lt: chain.accounts.get(a)!.lt,
            code_hash: 'CODE',
          })),
        address_book: Object.fromEntries(
          [...(chain.domains ?? [])].map(([a, domain]) => [
            upper(a),
            { user_friendly: null, domain, interfaces: ['wallet_v4r2'] },
          ]),
        ),
      };
    }
    if (operation === 'transactions') {
      const asked = new Set(list('account'));
      const from = BigInt(params.start_lt as string);
      return {
        transactions: page(
          chain.transactions
            .filter((t) => asked.has(t.account) && BigInt(t.lt) >= from)
            .map((t) => ({
              account: upper(t.account),
              hash: t.hash,
              lt: t.lt,
              now: 0,
              in_msg: { value: t.value ?? null },
            })),
        ),
      };
    }
    if (operation === 'jetton/wallets') {
      const asked = new Set(list('owner_address'));
      return {
        jetton_wallets: page(
          chain.jettonWallets
            .filter((w) => asked.has(w.owner))
            .map((w, i) => ({
              address: upper(addr(0x7000 + i)),
              owner: upper(w.owner),
              jetton: upper(w.jetton),
              balance: w.balance,
              last_transaction_lt: w.lt,
            })),
        ),
        metadata: {
          [upper(DEMO)]: {
            is_indexed: true,
            token_info: [{ type: 'jetton_masters', symbol: 'DEMO', extra: { decimals: '9' } }],
          },
          ...Object.fromEntries(
            [...(chain.symbols ?? [])].map(([raw, symbol]) => [
              upper(raw),
              {
                is_indexed: true,
                token_info: [{ type: 'jetton_masters', symbol, extra: { decimals: '9' } }],
              },
            ]),
          ),
        },
      };
    }
    const asked = new Set(list('owner_address'));
    return {
      nft_transfers: page(
        chain.nftTransfers
          .filter((t) => asked.has(t.to) || (t.from !== null && asked.has(t.from)))
          .filter((t) =>
            params.start_lt !== undefined
              ? BigInt(t.lt) >= BigInt(params.start_lt as string)
              : t.now >= Number(params.start_utime),
          )
          .map((t) => ({
            nft_address: upper(t.item),
            old_owner: t.from && upper(t.from),
            new_owner: upper(t.to),
            transaction_hash: t.hash,
            transaction_lt: t.lt,
            transaction_now: t.now,
          })),
      ),
    };
  };
  // The answers as they are: hand-made rows standing for what the client validated.
  const call = rawV3((operation, params) => answer(operation as WatchOperation, params));
  return { call, answer, calls };
}

let dir: string;
let ws: Workspace;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'watch-poller-'));
  ws = Workspace.open(dir);
});
afterEach(() => {
  vi.useRealTimers();
  ws.close();
  rmSync(dir, { recursive: true, force: true });
});

const emptyChain = (): Chain => ({
  accounts: new Map(),
  transactions: [],
  jettonWallets: [],
  nftTransfers: [],
});

describe('watch poller', () => {
  it('polls 500 quiet accounts with one request, and 1500 with two', async () => {
    const chain = emptyChain();
    for (let i = 0; i < 1500; i++) chain.accounts.set(addr(i + 1), { balance: '5', lt: '10' });
    for (let i = 0; i < 500; i++) ws.watches.set('local', addr(i + 1), { anyTransaction: true });
    const { call, calls } = server(chain);
    await pollWatches('local', ws.watches, call); // records positions
    const quiet = await pollWatches('local', ws.watches, call);
    expect(quiet).toEqual({ requests: 1, added: [] });
    expect((calls.at(-1)!.params.address as string[]).length).toBe(500);

    for (let i = 500; i < 1500; i++) ws.watches.set('local', addr(i + 1), { anyTransaction: true });
    await pollWatches('local', ws.watches, call);
    const big = await pollWatches('local', ws.watches, call);
    expect(big.requests).toBe(Math.ceil(1500 / WATCH_BATCH));
  });

  it('halves a batch the server refuses as too long (HTTP 414) and still sees every account', async () => {
    const chain = emptyChain();
    for (let i = 0; i < 500; i++) {
      chain.accounts.set(addr(i + 1), { balance: '5', lt: '10' });
      ws.watches.set('local', addr(i + 1), { anyTransaction: true });
    }
    const { call } = server(chain, 200);
    await pollWatches('local', ws.watches, call);
    chain.accounts.set(addr(499), { balance: '7', lt: '11' });
    chain.transactions.push({ account: addr(499), hash: 'H499', lt: '11', value: '2000000000' });
    const r = await pollWatches('local', ws.watches, call);
    // 500 refused; 250 + 250 refused; four batches of 125 answered; then one transactions.
    expect(r.requests).toBe(1 + 2 + 4 + 1);
    expect(r.added.map((a) => a.message)).toEqual([
      `New transaction on ${shortEq(addr(499))} (2 TON in)`,
    ]);
  });

  it('alerts a new transaction once, with what came in, and never again', async () => {
    const chain = emptyChain();
    const a = addr(1);
    chain.accounts.set(a, { balance: '1000000000', lt: '100' });
    chain.transactions.push({ account: a, hash: 'OLD', lt: '100' });
    ws.watches.set('local', a, { anyTransaction: true });
    const { call } = server(chain);
    expect((await pollWatches('local', ws.watches, call)).added).toEqual([]);

    chain.accounts.set(a, { balance: '2500000000', lt: '105' });
    chain.transactions.push({ account: a, hash: 'NEW', lt: '105', value: '1500000000' });
    const second = await pollWatches('local', ws.watches, call);
    expect(second.requests).toBe(2);
    expect(second.added).toHaveLength(1);
    expect(second.added[0]).toMatchObject({ kind: 'transaction', txHash: 'NEW', lt: '105' });
    expect(second.added[0]!.message).toContain('(1.5 TON in)');

    const third = await pollWatches('local', ws.watches, call);
    expect(third).toEqual({ requests: 1, added: [] });
    expect(ws.watches.alerts('local')).toHaveLength(1);
  });

  it('names the account as the app does: the user’s label, its domain, its form', async () => {
    const chain = emptyChain();
    const a = addr(1);
    chain.accounts.set(a, { balance: '1', lt: '1' });
    chain.domains = new Map([[a, 'alice.ton']]);
    ws.watches.set('local', a, { anyTransaction: true });
    const { call } = server(chain);
    const labelOf = (raw: string) => (raw === a ? 'Savings' : null);
    await pollWatches('local', ws.watches, call, labelOf);
    chain.accounts.set(a, { balance: '2', lt: '2' });
    chain.transactions.push({ account: a, hash: 'N', lt: '2', value: '1000000000' });
    const r = await pollWatches('local', ws.watches, call, labelOf);
    const wallet = Address.parseRaw(a).toString({ urlSafe: true, bounceable: false });
    expect(r.added.map((x) => x.message)).toEqual([
      `New transaction on Savings · alice.ton (${wallet.slice(0, 4)}…${wallet.slice(-4)}) (1 TON in)`,
    ]);
  });

  it('alerts a jetton balance change in the jetton’s own units, not on the first poll', async () => {
    const chain = emptyChain();
    const a = addr(1);
    chain.accounts.set(a, { balance: '1', lt: '1' });
    chain.jettonWallets.push({ owner: a, jetton: DEMO, balance: '1000000000000', lt: '50' });
    ws.watches.set('local', a, { anyTransaction: false, jettonBalanceChange: true });
    const { call, calls } = server(chain);
    const first = await pollWatches('local', ws.watches, call);
    expect(first.added).toEqual([]);
    expect(calls.map((c) => c.operation)).toEqual(['accountStates', 'jetton/wallets']);

    // An incoming jetton transfer touches only the jetton wallet: the owner's lt stays.
    chain.jettonWallets[0] = { owner: a, jetton: DEMO, balance: '1500000000000', lt: '60' };
    const second = await pollWatches('local', ws.watches, call);
    expect(second.requests).toBe(2);
    expect(second.added.map((x) => [x.kind, x.message])).toEqual([
      [
        'jetton-balance',
        `Jetton balance of ${shortEq(a)}: 1,000 DEMO · ${shortEq(DEMO)} → 1,500 DEMO · ${shortEq(DEMO)}`,
      ],
    ]);
    expect((await pollWatches('local', ws.watches, call)).added).toEqual([]);

    // A second jetton appears (from 0), unknown to the metadata: told in raw units.
    const other = addr(0xabc);
    chain.jettonWallets.push({ owner: a, jetton: other, balance: '42', lt: '70' });
    const fourth = await pollWatches('local', ws.watches, call);
    expect(fourth.added.map((x) => x.message)).toEqual([
      `Jetton balance of ${shortEq(a)}: 0 jetton units · ${shortEq(other)} → 42 jetton units · ${shortEq(other)}`,
    ]);
  });

  it('bounds a hostile symbol, strips its controls, names the master and says a fake TON is not TON', async () => {
    const chain = emptyChain();
    const a = addr(1);
    const fakeTon = addr(0xf1);
    const huge = addr(0xf2);
    chain.symbols = new Map([
      [fakeTon, 'TON'],
      [huge, `TON\n\u202E${'X'.repeat(20_000)}\r\nTransfer complete`],
    ]);
    chain.accounts.set(a, { balance: '1', lt: '1' });
    chain.jettonWallets.push({ owner: a, jetton: fakeTon, balance: '1400000000000', lt: '50' });
    chain.jettonWallets.push({ owner: a, jetton: huge, balance: '1', lt: '51' });
    ws.watches.set('local', a, { anyTransaction: false, jettonBalanceChange: true });
    const { call } = server(chain);
    await pollWatches('local', ws.watches, call);
    chain.jettonWallets[0] = { owner: a, jetton: fakeTon, balance: '1500000000000', lt: '60' };
    chain.jettonWallets[1] = { owner: a, jetton: huge, balance: '2', lt: '61' };
    const { added } = await pollWatches('local', ws.watches, call);
    const messages = added.map((x) => x.message);
    expect(messages).toHaveLength(2);
    const fake = messages.find((m) => m.includes(shortEq(fakeTon)))!;
    expect(fake).toBe(
      `Jetton balance of ${shortEq(a)}: 1,400 TON ⚠ · ${shortEq(fakeTon)} → 1,500 TON ⚠ · ${shortEq(fakeTon)}`,
    );
    // The audit's symbol: TON, a line break, more text: marked too, never "1,500 TON Transfer…".
    expect(messages.every((m) => !/\d TON( [^⚠]|$)/.test(m))).toBe(true);
    const long = messages.find((m) => m.includes(shortEq(huge)))!;
    expect(long.length).toBeLessThan(300);
    // No character of the chain's acts on the text: its ⚠ would be revealed; the one left is
    // the app's own lookalike mark.
    expect(hasUnsafeChars(long.replaceAll(' ⚠ · ', ' · '))).toBe(false);
    expect(long).toContain(`⚠ · ${shortEq(huge)}`);
    expect(long).toMatch(/^Jetton balance of .*: 0\.000000001 TON⟦LF⟧⟦RLO⟧X+… ⚠ · /);
  });

  it('alerts NFTs received and sent after the watch started, each once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const start = Math.floor(Date.now() / 1000);
    const chain = emptyChain();
    const a = addr(1);
    const b = addr(2);
    chain.accounts.set(a, { balance: '1', lt: '1' });
    // Received an hour before the watch: not news.
    chain.nftTransfers.push({
      item: addr(0x900),
      from: b,
      to: a,
      hash: 'T0',
      lt: '10',
      now: start - 3600,
    });
    ws.watches.set('local', a, { anyTransaction: false, nftTransfer: true });
    const { call, calls } = server(chain);
    const first = await pollWatches('local', ws.watches, call);
    expect(first).toEqual({ requests: 1, added: [] }); // only records when it started

    const move = (from: string, to: string, hash: string, lt: string, now: number) =>
      chain.nftTransfers.push({ item: addr(0x901), from, to, hash, lt, now });
    move(b, a, 'T1', '20', start + 30);
    const second = await pollWatches('local', ws.watches, call);
    expect(second.added.map((x) => [x.kind, x.txHash])).toEqual([['nft-received', 'T1']]);
    expect(calls.at(-1)!.params).toMatchObject({ start_utime: start });

    move(a, b, 'T2', '30', start + 90);
    const third = await pollWatches('local', ws.watches, call);
    expect(third.added.map((x) => [x.kind, x.txHash])).toEqual([['nft-sent', 'T2']]);
    expect(calls.at(-1)!.params).toMatchObject({ start_lt: '21' });

    expect((await pollWatches('local', ws.watches, call)).added).toEqual([]);
    expect(
      ws.watches
        .alerts('local')
        .map((x) => x.kind)
        .sort(),
    ).toEqual(['nft-received', 'nft-sent']);
  });

  it('commits nothing when a request fails, so the next poll sees the same news', async () => {
    const chain = emptyChain();
    const a = addr(1);
    chain.accounts.set(a, { balance: '1', lt: '1' });
    ws.watches.set('local', a, { anyTransaction: true });
    const { call, answer } = server(chain);
    await pollWatches('local', ws.watches, call);
    chain.accounts.set(a, { balance: '1', lt: '2' });
    chain.transactions.push({ account: a, hash: 'X', lt: '2' });
    const failing = rawV3(async (op, params) => {
      if (op === 'transactions') throw Object.assign(new Error('offline'), { code: 'OFFLINE' });
      return answer(op as WatchOperation, params);
    });
    await expect(pollWatches('local', ws.watches, failing)).rejects.toThrow('offline');
    expect(ws.watches.alerts('local')).toEqual([]);
    const again = await pollWatches('local', ws.watches, call);
    expect(again.added.map((x) => x.txHash)).toEqual(['X']);
  });
});
