import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { AppError } from '../../../../shared/ipc/errors';
import type { Network } from '../../../../shared/profiles';
import { readBocBytes } from '../../../../shared/send/boc-input';
import type { ProfileServices } from '../../../core/services/profile-services';
import { sendClientOf } from '../../../core/services/send/send-client';
import { SendService } from '../../../core/services/send/send-service';
import type { PreflightComparison, Prediction } from '../../../../shared/preflight/types';
import type { SendStatus } from '../../../../shared/ipc/channels/send';
import {
  preflightServiceOf,
  type PreflightService,
} from '../../../core/services/preflight/preflight-service';
import { pinnedStateReaderOf } from '../../../core/services/replay/replay-service';
import { toJson } from '../format';
import {
  agreementJson,
  formatComparison,
  formatPrediction,
  predictionJson,
} from './preflight-format';
import { formatChecks, formatDecoded, formatFee, formatOutcome } from './send-format';

/** Output and input of the `send` command (the process by default; tests pass their own). */
export interface SendCommandIo {
  out(text: string): void;
  err(text: string): void;
  /** All of stdin (for `--boc -`). */
  readStdin?(): Promise<Buffer>;
  /** Asks the user to confirm; null (or absent) when there is no terminal to ask on. */
  confirm?(question: string): Promise<boolean | null>;
}

export interface SendCommandOptions {
  /** A `.boc` file path (binary, base64 or hex text), or `-` for stdin. */
  boc: string;
  /** Send without asking. */
  yes: boolean;
  /** Follow time limit, ms (default 120 s). */
  timeoutMs?: number;
  /** Predict what the message does (preflight) and send nothing. */
  dryRun?: boolean;
  /** One JSON document on stdout instead of the text lines. */
  json?: boolean;
  /** The user-data folder (the pinned-state store of preflight lives there). */
  userDataDir: string;
}

async function readAllStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function ttyConfirm(question: string): Promise<boolean | null> {
  if (!process.stdin.isTTY) return null;
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await rl.question(`${question} [y/N] `)).trim());
  } finally {
    rl.close();
  }
}

/**
 * `send <profile> --boc <file|-> [--yes] [--dry-run] [--json]`: prints the decoded summary and
 * the checks, the fee (v2 estimateFee), the prediction (preflight: what the message will do, on
 * the latest block's state) and the message hash; with `--dry-run` stops there and sends
 * nothing. Else asks for confirmation (or takes `--yes`); sends once (v2 sendBocReturnHash),
 * follows the message to its outcome, printing the live status, and compares the chain's trace
 * with the prediction ("as predicted", or each difference). `--json` prints one document
 * instead (`pinned_seqno`, `transactions`, `changes`, `warnings`; after a send `outcome` and
 * `agreement`). Resolves when the outcome is success (or the dry run predicted); throws
 * `AppError` otherwise, so the CLI exits 1: INVALID_INPUT (BoC unreadable), CONFLICT (a check
 * failed, not confirmed, or the outcome is compute failed / action failed / bounced), TIMEOUT
 * (not found in time).
 */
export async function sendCommand(
  services: ProfileServices,
  profileName: string,
  opts: SendCommandOptions,
  io: SendCommandIo,
): Promise<void> {
  const { id: profileId, network } = services.store.get(profileName);
  const boc = readBocBytes(await readBocInput(opts, io)).toString('base64');
  const reader = pinnedStateReaderOf(services, opts.userDataDir);
  const preflight = preflightServiceOf(reader, services);
  try {
    if (opts.dryRun) {
      const p = await preflight.predict(profileId, boc);
      if (opts.json) io.out(toJson({ dry_run: true, ...predictionJson(p) }));
      else for (const line of formatPrediction(p, network)) io.out(line);
      return;
    }
    const doc: Record<string, unknown> = { dry_run: false, sent: false };
    try {
      await sendChecked(services, profileId, boc, opts, io, preflight, doc);
    } catch (e) {
      if (opts.json) io.out(toJson({ ...doc, error: (e as Error).message }));
      throw e;
    }
    if (opts.json) io.out(toJson(doc));
  } finally {
    reader.close();
  }
}

/** The BoC bytes of `--boc` (a file, or stdin for `-`); INVALID_INPUT when unreadable. */
async function readBocInput(opts: SendCommandOptions, io: SendCommandIo): Promise<Buffer> {
  if (opts.boc === '-') return (io.readStdin ?? readAllStdin)();
  try {
    return await readFile(opts.boc);
  } catch (e) {
    throw new AppError({
      code: 'INVALID_INPUT',
      message: `Cannot read ${opts.boc}: ${(e as Error).message}`,
    });
  }
}

/**
 * Checks, estimates, predicts, confirms, sends and follows; fills `doc` (the JSON document) as
 * it goes. Throws as {@link sendCommand} says.
 */
async function sendChecked(
  services: ProfileServices,
  profileId: string,
  boc: string,
  opts: SendCommandOptions,
  io: SendCommandIo,
  preflight: PreflightService,
  doc: Record<string, unknown>,
): Promise<void> {
  const text = (line: string) => {
    if (!opts.json) io.out(line);
  };
  const progressLines = new Set<string>();
  const send = new SendService({
    client: sendClientOf(services),
    followTimeoutMs: opts.timeoutMs,
    onProgress: (s) => {
      // One line per distinct status line: the live status without repeating polls.
      if (s.phase !== 'done' && !progressLines.has(s.message)) {
        progressLines.add(s.message);
        text(`  … ${s.message}`);
      }
    },
  });
  try {
    const profile = { id: profileId, network: services.store.get(profileId).network };
    const prediction = await inspectAndPredict(send, preflight, profile, boc, opts, io, doc);
    await confirmSend(opts, io);
    const sent = await send.submit(profileId, boc);
    doc.sent = true;
    text(
      `Sent  hash ${sent.hash}; following (up to ${Math.round((sent.deadline - sent.sentAt) / 1000)} s)…`,
    );
    const done = await send.outcome(sent.submissionId);
    for (const line of formatOutcome(done)) text(line);
    Object.assign(doc, outcomeJson(done));
    if (
      prediction &&
      done.traceId &&
      done.outcome?.kind !== 'not-found' &&
      done.outcome?.kind !== 'unfinished'
    ) {
      const c = await comparison(preflight, profileId, prediction, done.traceId, io);
      if (c) {
        for (const line of formatComparison(c)) text(line);
        Object.assign(doc, agreementJson(c));
      }
    }
    throwUnlessSuccess(done);
  } finally {
    send.close();
  }
}

/**
 * The summary, checks, fee and prediction (printed, or put in `doc`); throws when the BoC does
 * not decode or a check fails (nothing is sent). A prediction that cannot be made is a warning:
 * the send goes on without one.
 */
async function inspectAndPredict(
  send: SendService,
  preflight: PreflightService,
  profile: { id: string; network: Network },
  boc: string,
  opts: SendCommandOptions,
  io: SendCommandIo,
  doc: Record<string, unknown>,
): Promise<Prediction | null> {
  const profileId = profile.id;
  const text = (line: string) => {
    if (!opts.json) io.out(line);
  };
  const inspection = await send.inspect(profileId, boc);
  if (inspection.decoded) for (const line of formatDecoded(inspection.decoded)) text(line);
  for (const line of formatChecks(inspection)) text(line);
  doc.checks = inspection.checks;
  if (!inspection.decoded)
    throw new AppError({
      code: 'INVALID_INPUT',
      message: `Not sent: ${inspection.checks[0]!.message}`,
    });
  // A message a check refuses is not sent, so nothing is predicted for it (`--dry-run` is).
  if (!inspection.canSend) {
    const failed = inspection.checks.filter((c) => c.status === 'fail').map((c) => c.title);
    throw new AppError({
      code: 'CONFLICT',
      message: `Not sent: failed check(s): ${failed.join(', ')}.`,
    });
  }
  let prediction: Prediction | null = null;
  try {
    prediction = await preflight.predict(profileId, boc);
    for (const line of formatPrediction(prediction, profile.network)) text(line);
    doc.prediction = predictionJson(prediction);
  } catch (e) {
    io.err(`warning: no prediction (${(e as Error).message}); sending without one`);
  }
  text(formatFee(await send.estimate(profileId, boc)));
  doc.message_hash = inspection.decoded.hash;
  text(`Message hash  ${inspection.decoded.hash} (normalized ${inspection.decoded.hashNorm})`);
  return prediction;
}

/** `--yes`, or the user's yes on the terminal; else CONFLICT (nothing sent). */
async function confirmSend(opts: SendCommandOptions, io: SendCommandIo): Promise<void> {
  if (opts.yes) return;
  // `--boc -` takes stdin, so there is nobody left to ask there.
  const ok = opts.boc === '-' || !io.confirm ? null : await io.confirm('Send this message now?');
  if (ok !== true) {
    throw new AppError({
      code: 'CONFLICT',
      message:
        ok === false
          ? 'Not sent: not confirmed.'
          : 'Not sent: no terminal to confirm on; pass --yes to send.',
    });
  }
}

/** The comparison of the prediction with the chain's trace, or null (with a warning). */
async function comparison(
  preflight: PreflightService,
  profileId: string,
  prediction: Prediction,
  traceId: string,
  io: SendCommandIo,
): Promise<PreflightComparison | null> {
  try {
    return await preflight.compare(profileId, prediction.messageHash, traceId);
  } catch (e) {
    io.err(`warning: the prediction could not be compared (${(e as Error).message})`);
    return null;
  }
}

/** The outcome for the JSON document. */
function outcomeJson(done: SendStatus) {
  return {
    hash: done.hash,
    trace_id: done.traceId,
    outcome: done.outcome && { kind: done.outcome.kind, message: done.outcome.message },
  };
}

/** Success returns; a failure is CONFLICT, an unknown end TIMEOUT. */
function throwUnlessSuccess(done: SendStatus): void {
  const kind = done.outcome?.kind;
  // Following stopped before an answer: neither success nor a failure is known.
  if (kind === 'not-found' || kind === 'unfinished')
    throw new AppError({ code: 'TIMEOUT', message: done.outcome!.message });
  if (kind !== 'success')
    throw new AppError({ code: 'CONFLICT', message: done.outcome?.message ?? done.message });
}

/** The default terminal I/O of the command. */
export const terminalSendIo = { readStdin: readAllStdin, confirm: ttyConfirm };
