import { describe, expect, it } from 'vitest';
import { fixturesPresent, traceAccounts } from '../helpers/toncenter-fixtures';
import type { MapContext } from '../../electron/core/services/exports/rows/map-context';
import { tonTransferRows } from '../../electron/core/services/exports/rows/transaction-rows';
import { jettonTransferRows } from '../../electron/core/services/exports/rows/transfer-rows';
import type { ChainJettonTransfer, ChainTransaction } from '../../shared/api/v3-rows';
import {
  accountFlows,
  topCounterparties,
  TON_ASSET,
  type Flows,
} from '../../shared/analytics/flows';
import { normalizeAddress } from '../../shared/ton/address';
import { demoHistory, demoWallet, getV3 } from '../helpers/localnet';
import {
  jettonActionMovements,
  tonMovements,
  type ChainAction,
  type LedgerMovement,
} from '../../shared/ledger';
import { localNetworkForSuite } from '../helpers/localnet-suite';

const present = fixturesPresent('flows');

const ctx = (account: string): MapContext => ({
  network: 'mainnet',
  account: normalizeAddress(account),
  book: {},
  jetton: () => ({ symbol: 'X', decimals: 9 }),
});

/**
 * Per-(counterparty, asset) sums of the CSV export's rows (`ton-transfers` and
 * `jetton-transfers`): the counterparty is the row's other side (`to` when the account sent,
 * `from` otherwise), the sums are its `money` in/out, as the export's summary adds them.
 */
function exportSums(
  account: string,
  txs: readonly ChainTransaction[],
  transfers: readonly ChainJettonTransfer[] = [],
): Map<string, { inflow: bigint; outflow: bigint }> {
  const c = ctx(account);
  const rows = [
    ...txs.flatMap((t) => tonTransferRows(t, c)),
    ...transfers.flatMap((t) => jettonTransferRows(t, c)),
  ];
  const out = new Map<string, { inflow: bigint; outflow: bigint }>();
  for (const r of rows) {
    const dir = r.cells.direction;
    const other = dir === 'out' ? r.cells.to_raw! : dir === 'self' ? c.account! : r.cells.from_raw!;
    for (const m of r.money) {
      // A message that moves nothing (the poisoner's 0 TON with a comment) is a row of the
      // export but no movement of the ledger, so no flow.
      if (m.in === 0n && m.out === 0n) continue;
      const key = `${m.asset === 'TON' ? 'TON' : m.asset}|${other}`;
      const s = out.get(key) ?? { inflow: 0n, outflow: 0n };
      s.inflow += m.in;
      s.outflow += m.out;
      out.set(key, s);
    }
  }
  return out;
}

/**
 * The owner-level movements the `jetton-transfers` export's rows count (aborted rows too, as
 * its summary does), so flows over them can be held against the export's sums.
 */
function transferMovements(
  account: string,
  rows: readonly ChainJettonTransfer[],
): LedgerMovement[] {
  const me = normalizeAddress(account);
  return rows.flatMap((t) => {
    const from = t.source ? normalizeAddress(t.source) : '';
    const to = t.destination ? normalizeAddress(t.destination) : '';
    const base = {
      account: me,
      asset: { type: 'jetton' as const, master: t.jetton_master! },
      txHash: t.transaction_hash,
      lt: t.transaction_lt,
      utime: t.transaction_now,
      messageHash: null,
      balanceAfter: null,
    };
    const sent = {
      ...base,
      kind: 'jetton_sent' as const,
      amount: `-${t.amount}`,
      counterparty: to,
    };
    const got = { ...base, kind: 'jetton_received' as const, amount: t.amount, counterparty: from };
    return from === me ? (to === me ? [sent, got] : [sent]) : [got];
  });
}

/** The ledger's movements of `account`: TON from its transactions, jettons from transfer rows. */
function movements(
  account: string,
  txs: readonly ChainTransaction[],
  transfers: readonly ChainJettonTransfer[] = [],
): LedgerMovement[] {
  return [...txs.flatMap(tonMovements), ...transferMovements(account, transfers)];
}

function flowSums(flows: Flows): Map<string, { inflow: bigint; outflow: bigint }> {
  return new Map(
    flows.rows.map((r) => [
      `${r.asset}|${r.counterparty}`,
      { inflow: r.inflow, outflow: r.outflow },
    ]),
  );
}

describe('accountFlows (synthetic)', () => {
  const ME = `0:${'aa'.repeat(32)}`;
  const BOB = `0:${'bb'.repeat(32)}`;
  const CAROL = `0:${'cc'.repeat(32)}`;
  const MASTER = `0:${'dd'.repeat(32)}`;
  const msg = (source: string | null, destination: string | null, value: string) => ({
    hash: `${source}-${destination}-${value}`,
    source,
    destination,
    value,
  });
  const txs: ChainTransaction[] = [
    {
      account: ME,
      hash: 't1',
      lt: '1',
      now: 100,
      total_fees: '5',
      description: {},
      in_msg: msg(null, ME, '0'),
      out_msgs: [msg(ME, BOB, '1000'), msg(ME, CAROL, '250'), msg(ME, null, '0')],
    },
    {
      account: ME,
      hash: 't2',
      lt: '2',
      now: 200,
      total_fees: '5',
      description: {},
      in_msg: msg(BOB, ME, '400'),
      out_msgs: [],
    },
    {
      account: ME,
      hash: 't3',
      lt: '3',
      now: 300,
      total_fees: '5',
      description: {},
      in_msg: msg(ME, ME, '7'),
      out_msgs: [msg(ME, ME, '7')],
    },
  ];
  const transfers: ChainJettonTransfer[] = [
    {
      query_id: '0',
      source: BOB,
      destination: ME,
      amount: '1500',
      jetton_master: MASTER,
      transaction_hash: 'j1',
      transaction_lt: '4',
      transaction_now: 150,
      transaction_aborted: true,
    },
    {
      query_id: '0',
      source: ME,
      destination: CAROL,
      amount: '300',
      jetton_master: MASTER,
      transaction_hash: 'j2',
      transaction_lt: '5',
      transaction_now: 250,
    },
  ];

  it('sums inflow and outflow per counterparty and asset, as the export rows do', () => {
    const flows = accountFlows(ME, movements(ME, txs, transfers));
    expect(flowSums(flows)).toEqual(exportSums(ME, txs, transfers));
    const bob = flows.rows.find((r) => r.counterparty === BOB && r.asset === TON_ASSET)!;
    expect(bob).toMatchObject({ inflow: 400n, outflow: 1000n, count: 2 });
    const self = flows.rows.find((r) => r.counterparty === ME)!;
    expect(self).toMatchObject({ inflow: 7n, outflow: 7n });
    expect(flows.totals.find((t) => t.asset === TON_ASSET)).toMatchObject({
      inflow: 407n,
      outflow: 1257n,
    });
    expect(flows.totals.find((t) => t.asset === MASTER)).toMatchObject({
      inflow: 1500n,
      outflow: 300n,
    });
    // TON first, then by volume.
    expect(flows.rows.map((r) => r.asset)).toEqual(['TON', 'TON', 'TON', MASTER, MASTER]);
    expect(flows.rows[0]!.counterparty).toBe(BOB);
  });

  it('keeps to the period (inclusive) and counts repeated rows once', () => {
    const flows = accountFlows(
      ME,
      movements(ME, [...txs, txs[1]!], [...transfers, transfers[1]!]),
      { from: 200, to: 250 },
    );
    expect(flows.rows).toHaveLength(2);
    expect(flows.totals.find((t) => t.asset === TON_ASSET)).toMatchObject({
      inflow: 400n,
      outflow: 0n,
      count: 1,
    });
    expect(flows.totals.find((t) => t.asset === MASTER)).toMatchObject({ outflow: 300n });
  });

  it('top counterparties sum the rest into one row', () => {
    const flows = accountFlows(ME, movements(ME, txs));
    const top = topCounterparties(flows, TON_ASSET, 1);
    expect(top).toHaveLength(2);
    expect(top[1]).toMatchObject({ counterparty: '', inflow: 7n, outflow: 257n });
  });
});

describe.skipIf(!present)('accountFlows over real toncenter traces', () => {
  it('equals the export sums for every account of every captured trace', () => {
    let checked = 0;
    for (const { account, txs } of traceAccounts<ChainTransaction>()) {
      const flows = accountFlows(account, movements(account, txs));
      expect(flowSums(flows)).toEqual(exportSums(account, txs));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('accountFlows over the local network (demo scenario)', () => {
  const net = localNetworkForSuite({ scenario: 'demo' });

  it('alice’s TON and DEMO flows equal her export rows’ sums', async () => {
    const { wallet: alice, transactions, jetton_transfers } = await demoHistory(net, 'alice');
    expect(transactions.length).toBeGreaterThan(3);
    expect(jetton_transfers.length).toBeGreaterThan(0);
    const flows = accountFlows(
      alice.address,
      movements(alice.address, transactions, jetton_transfers),
    );
    expect(flowSums(flows)).toEqual(exportSums(alice.address, transactions, jetton_transfers));
    // The demo's 1,500 DEMO went to carol.
    const carol = normalizeAddress(demoWallet(net, 'carol').address);
    const demo = flows.rows.find((r) => r.asset !== TON_ASSET && r.counterparty === carol)!;
    expect(demo.outflow).toBe(1_500_000_000_000n);
  });

  it('alice’s ledger flows reconcile: TON in − out − fees and DEMO in − out are her balances', async () => {
    const { wallet: alice, transactions } = await demoHistory(net, 'alice');
    const { actions } = await getV3<{ actions: ChainAction[] }>(
      net,
      `actions?account=${encodeURIComponent(alice.address)}&limit=1000&action_type=jetton_transfer&action_type=jetton_mint&action_type=jetton_burn`,
    );
    const jettonMovements = actions.flatMap((a) => jettonActionMovements(a, alice.address));
    const flows = accountFlows(alice.address, [
      ...transactions.flatMap(tonMovements),
      ...jettonMovements,
    ]);
    const { accounts } = await getV3<{ accounts: Array<{ balance: string }> }>(
      net,
      `accountStates?address=${encodeURIComponent(alice.address)}`,
    );
    const ton = flows.totals.find((t) => t.asset === TON_ASSET)!;
    // Her history starts at an empty account: the net of all flows is her balance.
    expect(ton.fees).toBeGreaterThan(0n);
    expect(ton.net).toBe(BigInt(accounts[0]!.balance));
    const { jetton_wallets } = await getV3<{
      jetton_wallets: Array<{ balance: string; jetton: string }>;
    }>(net, `jetton/wallets?owner_address=${encodeURIComponent(alice.address)}`);
    const demo = flows.totals.find((t) => t.asset !== TON_ASSET)!;
    expect(demo.net).toBe(BigInt(jetton_wallets[0]!.balance));
    // The mint: +1,000,000 DEMO from the master.
    const master = normalizeAddress(jetton_wallets[0]!.jetton);
    expect(flows.rows.find((r) => r.asset !== TON_ASSET && r.counterparty === master)!.inflow).toBe(
      1_000_000_000_000_000n,
    );
  });
});
