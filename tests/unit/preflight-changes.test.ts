import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import type { ChainTransaction } from '../../shared/api/v3-rows';
import { traceChanges } from '../../shared/preflight/changes';
import type { AccountFacts, Prediction } from '../../shared/preflight/types';
import { valueAtRisk } from '../../shared/preflight/value-at-risk';
import { assetFacts, UNKNOWN_JETTON_SYMBOL } from '../../shared/ton/asset-facts';
import { contractShortForm } from '../../shared/ton/jetton-unit';
import { OPCODES } from '../../shared/ton/message-body';
import { formatPrediction } from '../../electron/hosts/cli/commands/preflight-format';

/**
 * Preflight's changes and value at risk read a jetton by the app's one rule: its decimals and
 * symbol from `assetFacts` (an unknown jetton: the default decimals and the unknown-jetton
 * symbol, never raw units or no symbol), and the text (value at risk, the CLI) writes it as the
 * jetton's unit, the master's short form beside the symbol, so a jetton named TON never reads
 * as TON. Hand-built v3 rows of a TEP-74 transfer: alice's jetton wallet sends 1.5 jettons
 * (1,500,000,000 units) to bob's.
 */

const ALICE = `0:${'A1'.repeat(32)}`;
const BOB = `0:${'B0'.repeat(32)}`;
const ALICE_JW = `0:${'C1'.repeat(32)}`;
const BOB_JW = `0:${'C2'.repeat(32)}`;
const MASTER = `0:${'DD'.repeat(32)}`;
const AMOUNT = 1_500_000_000n;

const addr = (raw: string) => Address.parse(raw);

/** TEP-74 `transfer` (alice → her jetton wallet) and `internal_transfer` (wallet → wallet). */
const transferBody = beginCell()
  .storeUint(OPCODES.jettonTransfer, 32)
  .storeUint(1, 64)
  .storeCoins(AMOUNT)
  .storeAddress(addr(BOB))
  .storeAddress(addr(ALICE))
  .storeBit(0)
  .storeCoins(0)
  .storeBit(0)
  .endCell()
  .toBoc()
  .toString('base64');
const internalBody = beginCell()
  .storeUint(OPCODES.jettonInternalTransfer, 32)
  .storeUint(1, 64)
  .storeCoins(AMOUNT)
  .storeAddress(addr(ALICE))
  .storeAddress(addr(ALICE))
  .storeCoins(0)
  .storeBit(0)
  .endCell()
  .toBoc()
  .toString('base64');

function row(account: string, lt: string, source: string, body: string): ChainTransaction {
  return {
    account,
    hash: `h${lt}`,
    lt,
    now: 1_800_000_000,
    total_fees: '0',
    description: { aborted: false, compute_ph: { skipped: false, success: true, exit_code: 0 } },
    in_msg: {
      hash: `m${lt}`,
      source,
      destination: account,
      value: '0',
      message_content: { body },
    },
    out_msgs: [],
    account_state_before: { balance: '1000' },
    account_state_after: { balance: '1000' },
  } as unknown as ChainTransaction;
}

const rows = [row(ALICE_JW, '1', ALICE, transferBody), row(BOB_JW, '2', ALICE_JW, internalBody)];

function jettonWallet(address: string, owner: string): AccountFacts {
  return {
    address,
    status: 'active',
    balanceNano: '1000',
    kind: 'jetton-wallet',
    walletVersion: null,
    jettonWallet: { owner, master: MASTER },
    nftItem: null,
  };
}
const accounts = {
  [ALICE_JW]: jettonWallet(ALICE_JW, ALICE),
  [BOB_JW]: jettonWallet(BOB_JW, BOB),
};

const SHORT = contractShortForm(MASTER, 'mainnet')!;

/** The changes, the value at risk and the CLI's text of the transfer, jettons `known`. */
function predicted(known?: Record<string, { symbol: string | null; decimals: number | null }>) {
  const changes = traceChanges(rows, accounts, ALICE, { jettons: known });
  const risk = valueAtRisk(rows, accounts, ALICE, changes, 'mainnet');
  const p = {
    pin: { seqno: 7, ageSeconds: 1 },
    now: 1_800_000_000,
    notice: 'Predicted.',
    accepted: true,
    refusal: null,
    transactions: [],
    cap: { limit: 250, reached: false },
    changes,
    valueAtRisk: risk,
    warnings: [],
    requests: 0,
    durationMs: 1,
  } as unknown as Prediction;
  return { changes, risk, cli: formatPrediction(p, 'mainnet').join('\n') };
}

describe('preflight: a jetton reads by the one rule (assetFacts) and is written as its unit', () => {
  it('an unknown jetton: the default decimals and the unknown-jetton symbol, the master beside it', () => {
    const { changes, risk, cli } = predicted();
    const unknown = assetFacts({ type: 'jetton' });
    expect(unknown).toEqual({ symbol: UNKNOWN_JETTON_SYMBOL, decimals: 9 });
    expect(changes.map((c) => [c.address, c.asset, c.symbol, c.decimals, c.deltaRaw])).toEqual([
      [ALICE, { type: 'jetton', master: MASTER }, unknown.symbol, unknown.decimals, '-1500000000'],
      [BOB, { type: 'jetton', master: MASTER }, unknown.symbol, unknown.decimals, '1500000000'],
    ]);
    expect(risk.jettons).toEqual([
      { master: MASTER, symbol: unknown.symbol, decimals: 9, units: '1500000000' },
    ]);
    const unit = `jetton units · ${SHORT}`;
    expect(risk.sentences).toContain(`1.5 ${unit} leaves the sender (jetton master ${MASTER}).`);
    expect(cli).toContain(`${ALICE}  -1.5 ${unit}`);
    expect(cli).toContain(`${BOB}  +1.5 ${unit}`);
    expect(cli).not.toContain('1500000000 units');
  });

  it('a known jetton reads its own decimals and symbol', () => {
    const { changes, risk, cli } = predicted({ [MASTER]: { symbol: 'DEMO', decimals: 6 } });
    expect(changes.map((c) => [c.symbol, c.decimals])).toEqual([
      ['DEMO', 6],
      ['DEMO', 6],
    ]);
    expect(risk.sentences).toContain(
      `1,500 DEMO · ${SHORT} leaves the sender (jetton master ${MASTER}).`,
    );
    expect(cli).toContain(`${BOB}  +1,500 DEMO · ${SHORT}`);
  });

  it('known symbol, unknown decimals: the default decimals', () => {
    const { changes } = predicted({ [MASTER]: { symbol: 'DEMO', decimals: null } });
    expect(changes[0]).toMatchObject({ symbol: 'DEMO', decimals: 9 });
  });

  it('a jetton named TON never reads as TON: ⚠ and the master in every text', () => {
    const { changes, risk, cli } = predicted({ [MASTER]: { symbol: 'TON', decimals: 9 } });
    expect(changes[0]).toMatchObject({ symbol: 'TON', decimals: 9 });
    const unit = `TON ⚠ · ${SHORT}`;
    expect(risk.sentences).toContain(`1.5 ${unit} leaves the sender (jetton master ${MASTER}).`);
    expect(cli).toContain(`${ALICE}  -1.5 ${unit}`);
    expect(cli).toContain(`${BOB}  +1.5 ${unit}`);
    // Native TON's look (an amount then `TON` alone) is never a jetton's.
    expect(risk.sentences.join('\n')).not.toMatch(/1\.5 TON(?! ⚠)/);
    expect(cli).not.toMatch(/1\.5 TON(?! ⚠)/);
  });
});
