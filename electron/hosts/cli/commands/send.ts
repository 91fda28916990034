import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { AppError } from '../../../../shared/ipc/errors';
import { readBocBytes } from '../../../../shared/send/boc-input';
import type { ClientServices } from '../../../core/services/client-services';
import { sendClientOf } from '../../../core/services/send/send-client';
import { SendService } from '../../../core/services/send/send-service';
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
 * `send <profile> --boc <file|-> [--yes]`: prints the decoded summary and the checks, the fee
 * (v2 estimateFee) and the message hash; asks for confirmation (or takes `--yes`); sends once
 * (v2 sendBocReturnHash) and follows the message to its outcome, printing the live status.
 * Resolves when the outcome is success; throws `AppError` otherwise, so the CLI exits 1:
 * INVALID_INPUT (BoC unreadable), CONFLICT (a check failed, not confirmed, or the outcome is
 * compute failed / action failed / bounced), TIMEOUT (not found in time).
 */
export async function sendCommand(
  services: ClientServices,
  profileName: string,
  opts: SendCommandOptions,
  io: SendCommandIo,
): Promise<void> {
  const profileId = services.store.get(profileName).id;
  let bytes: Buffer;
  if (opts.boc === '-') {
    bytes = await (io.readStdin ?? readAllStdin)();
  } else {
    try {
      bytes = await readFile(opts.boc);
    } catch (e) {
      throw new AppError({
        code: 'INVALID_INPUT',
        message: `Cannot read ${opts.boc}: ${(e as Error).message}`,
      });
    }
  }
  const boc = readBocBytes(bytes).toString('base64');

  const progressLines = new Set<string>();
  const send = new SendService({
    client: sendClientOf(services),
    followTimeoutMs: opts.timeoutMs,
    onProgress: (s) => {
      // One line per distinct status line: the live status without repeating polls.
      if (s.phase !== 'done' && !progressLines.has(s.message)) {
        progressLines.add(s.message);
        io.out(`  … ${s.message}`);
      }
    },
  });
  try {
    const inspection = await send.inspect(profileId, boc);
    if (inspection.decoded) for (const line of formatDecoded(inspection.decoded)) io.out(line);
    for (const line of formatChecks(inspection)) io.out(line);
    if (!inspection.decoded)
      throw new AppError({
        code: 'INVALID_INPUT',
        message: `Not sent: ${inspection.checks[0]!.message}`,
      });
    if (!inspection.canSend) {
      const failed = inspection.checks.filter((c) => c.status === 'fail').map((c) => c.title);
      throw new AppError({
        code: 'CONFLICT',
        message: `Not sent: failed check(s): ${failed.join(', ')}.`,
      });
    }
    io.out(formatFee(await send.estimate(profileId, boc)));
    io.out(`Message hash  ${inspection.decoded.hash} (normalized ${inspection.decoded.hashNorm})`);

    if (!opts.yes) {
      // `--boc -` takes stdin, so there is nobody left to ask there.
      const ok =
        opts.boc === '-' || !io.confirm ? null : await io.confirm('Send this message now?');
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
    const sent = await send.submit(profileId, boc);
    io.out(
      `Sent  hash ${sent.hash}; following (up to ${Math.round((sent.deadline - sent.sentAt) / 1000)} s)…`,
    );
    const done = await send.outcome(sent.submissionId);
    for (const line of formatOutcome(done)) io.out(line);
    const kind = done.outcome?.kind;
    // Following stopped before an answer: neither success nor a failure is known.
    if (kind === 'not-found' || kind === 'unfinished')
      throw new AppError({ code: 'TIMEOUT', message: done.outcome!.message });
    if (kind !== 'success')
      throw new AppError({ code: 'CONFLICT', message: done.outcome?.message ?? done.message });
  } finally {
    send.close();
  }
}

/** The default terminal I/O of the command. */
export const terminalSendIo = { readStdin: readAllStdin, confirm: ttyConfirm };
