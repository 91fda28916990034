import { Address, Cell } from '@ton/core';
import type { Blockchain } from '@ton/sandbox';
import { traceChanges, type ChangeLabels } from '../../../../shared/preflight/changes';
import { predictedTransaction, traceOfRows } from '../../../../shared/preflight/trace';
import { transactionRow } from '../../../../shared/preflight/tx-rows';
import type { AccountFacts, Prediction } from '../../../../shared/preflight/types';
import { valueAtRisk } from '../../../../shared/preflight/value-at-risk';
import type { Network } from '../../../../shared/profiles';
import { explainExitCode } from '../../../../shared/replay/exit-explain';
import type { PinnedBlock } from '../../../../shared/replay/pinned-block';
import { decodeExternal, type DecodedExternal } from '../../../../shared/send/decode-external';
import { evaluatePreflightRules } from '../../../../shared/send/preflight-rules';
import { toRawUpper } from '../../../../shared/ton/address';
import type { PinnedConfig, PinnedStateSession } from '../pinned-state/reader';
import { emulatorVersion } from '../replay/emulator';
import { accountFacts } from './accounts';
import { pinnedChain, runTrace, type RunTrace } from './sandbox';

/**
 * Preflight of one signed external message: pin a masterchain block, run the message and
 * everything it causes on that block's state (./sandbox.ts), and read the result the way the
 * app reads the chain: v3 rows (`shared/preflight/tx-rows.ts`), the ledger's changes, the
 * trace, the value at risk and the rules that fire (`shared/send/preflight-rules.ts`).
 */

/** At most this many transactions are run per message; a longer trace is cut (and says so). */
export const PREFLIGHT_MAX_TRANSACTIONS = 250;

/** Says a prediction is an emulation, wherever it is shown. */
export const PREDICTION_NOTICE =
  'Predicted by emulation on the pinned block: not the chain’s result. Another message that lands first, or code that reads the time or randomness, can change what happens.';

/** Names of accounts and jettons from the network (the service's, counted in `requests`). */
export type Labeler = (
  addresses: string[],
  masters: string[],
) => Promise<ChangeLabels & { metadata: Record<string, unknown>; requests: number }>;

/** What a prediction runs with besides the message. */
export interface PredictOptions {
  /** The configuration in force at a block (the service keeps it per key block). */
  config(s: PinnedStateSession, pin: PinnedBlock): Promise<PinnedConfig>;
  labels: Labeler;
  /** The profile's network (how a jetton master's short form is written in the value at risk). */
  network: Network;
  /** Pin this block instead of the latest (a re-run); default: the latest. */
  pin?: PinnedBlock;
  /** Unix seconds to run at; default max(the clock, the block's time). */
  now?: number;
  cap?: number;
}

/** Predicts what `boc` (a signed external-in message) does, on the latest block's state. */
export async function predict(
  s: PinnedStateSession,
  boc: string,
  opts: PredictOptions,
): Promise<Prediction> {
  const t0 = Date.now();
  const r0 = s.requests;
  const decoded = decodeExternal(boc);
  const pin = opts.pin ?? (await s.latestMasterchainBlock());
  const now = Math.max(opts.now ?? Math.floor(Date.now() / 1000), pin.genUtime);
  const cap = opts.cap ?? PREFLIGHT_MAX_TRANSACTIONS;
  const { bc, storage } = await pinnedChain(s, pin, await opts.config(s, pin), now);
  const sender = decoded.destination.raw.toUpperCase();
  const accounts = await factsOf(bc, interestingAddresses(decoded), {});
  const run = await runTrace(bc, storage, messageCell(decoded), cap);
  const rows = rowsOf(run);
  await factsOfNewAccounts(bc, rows, accounts);
  const labels = await opts.labels(Object.keys(accounts), mastersOf(accounts));
  const changes = traceChanges(rows, accounts, sender, labels);
  const warnings = evaluatePreflightRules({
    decoded,
    sender,
    accounts,
    accepted: run.accepted,
    refusal: run.refusal,
    rows,
    changes,
    now,
    pin,
    cap: { limit: cap, reached: run.capped },
  });
  return {
    notice: PREDICTION_NOTICE,
    messageHash: decoded.hash,
    pin: {
      seqno: pin.seqno,
      rootHash: pin.rootHash,
      genUtime: pin.genUtime,
      ageSeconds: now - pin.genUtime,
    },
    now,
    decoded,
    sender,
    accepted: run.accepted,
    refusal: run.refusal && {
      exitCode: run.refusal.exitCode !== null ? explainExitCode(run.refusal.exitCode) : null,
      message: run.refusal.message,
    },
    transactions: rows.map(predictedTransaction),
    trace: traceOfRows(rows, run.capped, pin.seqno),
    metadata: { ...labels.metadata, ...jettonWalletMetadata(accounts) },
    accounts: Object.values(accounts),
    changes,
    valueAtRisk: valueAtRisk(rows, accounts, sender, changes, opts.network),
    warnings,
    cap: { limit: cap, reached: run.capped },
    requests: s.requests - r0 + labels.requests,
    durationMs: Date.now() - t0,
    emulator: await emulatorVersion(),
  };
}

/** The external message's cell. */
function messageCell(decoded: DecodedExternal): Cell {
  return Cell.fromBase64(decoded.boc);
}

/**
 * Addresses the rules ask about before anything runs: the sender, each internal message's
 * destination, and the owners named inside jetton and NFT transfers.
 */
function interestingAddresses(decoded: DecodedExternal): string[] {
  const out = new Set([decoded.destination.raw.toUpperCase()]);
  for (const m of decoded.wallet?.messages ?? []) {
    if (m.destination) out.add(m.destination.raw.toUpperCase());
    const owner = m.body.fields.destination ?? m.body.fields.new_owner;
    if ((m.body.kind === 'jetton-transfer' || m.body.kind === 'nft-transfer') && owner) {
      try {
        out.add(toRawUpper(owner));
      } catch {
        // an address the body's decoder could not read: nothing to ask about
      }
    }
  }
  return [...out];
}

/** Facts of `addresses` as the sandbox holds them now (at the pin, before the run). */
async function factsOf(
  bc: Blockchain,
  addresses: string[],
  into: Record<string, AccountFacts>,
): Promise<Record<string, AccountFacts>> {
  for (const a of addresses) {
    if (!into[a]) into[a] = await accountFacts(bc, Address.parse(a));
  }
  return into;
}

/**
 * Facts of the accounts the trace reached that were not asked about before: what they are is
 * read from their state after the run (a jetton wallet the transfer deployed), their status
 * and balance from before their first transaction.
 */
async function factsOfNewAccounts(
  bc: Blockchain,
  rows: ReturnType<typeof rowsOf>,
  into: Record<string, AccountFacts>,
): Promise<void> {
  for (const r of rows) {
    if (into[r.account]) continue;
    const after = await accountFacts(bc, Address.parse(r.account));
    into[r.account] = {
      ...after,
      status: r.account_state_before?.account_status ?? after.status,
      balanceNano: r.account_state_before?.balance ?? '0',
    };
  }
}

/** The run's transactions as v3 rows (the trace id is the root transaction's hash). */
function rowsOf(run: RunTrace) {
  const traceId = run.txs[0]?.tx.hash().toString('base64') ?? null;
  return run.txs.map((t) =>
    transactionRow(t.tx, t.account, { before: t.before, after: t.after }, traceId),
  );
}

/** The jetton masters behind the jetton wallets among `accounts`. */
function mastersOf(accounts: Record<string, AccountFacts>): string[] {
  const out = new Set<string>();
  for (const a of Object.values(accounts)) if (a.jettonWallet) out.add(a.jettonWallet.master);
  return [...out];
}

/**
 * v3 `metadata` entries of the jetton wallets among `accounts` (owner and master as toncenter's
 * `token_info` gives them), so the trace graph names a wallet the network has not indexed yet.
 */
function jettonWalletMetadata(accounts: Record<string, AccountFacts>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of Object.values(accounts)) {
    if (!a.jettonWallet) continue;
    const extra = { jetton: a.jettonWallet.master, owner: a.jettonWallet.owner };
    out[a.address] = { is_indexed: false, token_info: [{ type: 'jetton_wallets', extra }] };
  }
  return out;
}
