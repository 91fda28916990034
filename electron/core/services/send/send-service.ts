import { randomUUID } from 'node:crypto';
import { Cell, loadMessage } from '@ton/core';
import type {
  FeeEstimate,
  FeeParts,
  SendInspection,
  SendStatus,
} from '../../../../shared/ipc/channels/send';
import type { OperationResponse } from '../../../../shared/api/catalogue';
import { AppError } from '../../../../shared/ipc/errors';
import { checksPass, evaluateChecks, parseFailure } from '../../../../shared/send/checks';
import { decodeExternal, type DecodedExternal } from '../../../../shared/send/decode-external';
import { readWalletFacts } from './chain-facts';
import { canonicalHash, followMessage } from './follow';
import type { SendClient } from './send-client';

export interface SendServiceOptions {
  client: SendClient;
  /** Receives every status change of followed submissions (the `send:progress` event). */
  onProgress?(status: SendStatus): void;
  /** Follow time limit, ms (default 120 s). */
  followTimeoutMs?: number;
  /** Pause between follow polls, ms (default 1 500). */
  pollIntervalMs?: number;
  /** Clock for the checks, unix seconds (default: the system clock). */
  now?(): number;
}

/** How many submissions `status` can still answer for (a session sends a handful). */
const KEEP_SUBMISSIONS = 100;

const ZERO_HASH = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** v2 `estimateFee`'s fees of one side (nanotons, JSON numbers), as the chain model types them. */
type EstimatedFees = OperationResponse<'v2', 'estimateFee'>['source_fees'];

function fees(f: EstimatedFees): FeeParts {
  return {
    inFwdFee: String(f.in_fwd_fee),
    storageFee: String(f.storage_fee),
    gasFee: String(f.gas_fee),
    fwdFee: String(f.fwd_fee),
  };
}

function sumFees(parts: FeeParts[]): bigint {
  return parts.reduce(
    (s, p) => s + BigInt(p.inFwdFee) + BigInt(p.storageFee) + BigInt(p.gasFee) + BigInt(p.fwdFee),
    0n,
  );
}

/**
 * Sends BoCs signed elsewhere: decode and check (`inspect`), estimate the fee (`estimate`),
 * send once after an explicit confirmation (`submit`) and follow the message to its outcome.
 * Every request goes through the profile's throttle; the send itself is never retried.
 */
export class SendService {
  private readonly submissions = new Map<
    string,
    { status: SendStatus; done: Promise<SendStatus> }
  >();
  private readonly stop = new AbortController();

  constructor(private readonly opts: SendServiceOptions) {}

  private now(): number {
    return this.opts.now ? this.opts.now() : Math.floor(Date.now() / 1000);
  }

  /**
   * Decodes `boc` and runs the pre-send checks against the profile's network (v2
   * getAddressInformation + the `seqno` get-method). A BoC that does not decode gives a failed
   * `parse` check and no other (no request is made). Throws `AppError` only for API failures
   * or an unknown profile.
   */
  async inspect(profileId: string, boc: string): Promise<SendInspection> {
    this.opts.client.profile(profileId); // NOT_FOUND before anything else
    let decoded: DecodedExternal;
    try {
      decoded = decodeExternal(boc);
    } catch (e) {
      if (e instanceof AppError && e.code === 'INVALID_INPUT') {
        return { decoded: null, checks: [parseFailure(e.message)], canSend: false, wallet: null };
      }
      throw e;
    }
    const facts = await readWalletFacts(
      this.opts.client,
      profileId,
      decoded.destination.raw,
      this.now(),
    );
    // The account's code names the wallet version when the body alone cannot (v3R2 vs v4R2).
    if (facts.codeVersion && !decoded.stateInit) {
      decoded = decodeExternal(boc, { walletVersion: facts.codeVersion });
    }
    const checks = evaluateChecks(decoded, facts);
    return {
      decoded,
      checks,
      canSend: checksPass(checks),
      wallet: { status: facts.status, balanceNano: facts.balanceNano, seqno: facts.seqno },
    };
  }

  /**
   * Estimates the message's fees with v2 `estimateFee` (address, body, state init code/data;
   * signature not checked). Throws `AppError` `INVALID_INPUT` when the BoC does not decode,
   * or the API's error (e.g. the wallet refuses the message in emulation).
   */
  async estimate(profileId: string, boc: string): Promise<FeeEstimate> {
    const decoded = decodeExternal(boc);
    const { v2 } = this.opts.client.typed(profileId);
    const parts = splitMessage(decoded.boc);
    const res = await v2.estimateFee({
      address: decoded.destination.raw,
      body: parts.body,
      init_code: parts.initCode,
      init_data: parts.initData,
      ignore_chksig: true,
    });
    const source = fees(res.source_fees);
    const destinations = res.destination_fees.map(fees);
    return { source, destinations, totalNano: sumFees([source, ...destinations]).toString() };
  }

  /**
   * Re-runs the checks and, when none fails, sends the BoC once with v2 `sendBocReturnHash`
   * (the throttle never retries a send), then follows it in the background. Throws `AppError`
   * `INVALID_INPUT` (BoC does not parse) or `CONFLICT` (a check failed; the message lists the
   * failed checks) before anything is sent, or the API's error when the server refuses it.
   * Each call sends once: sending the same BoC again is a second call.
   */
  async submit(profileId: string, boc: string): Promise<SendStatus> {
    const inspection = await this.inspect(profileId, boc);
    if (!inspection.decoded) {
      throw new AppError({
        code: 'INVALID_INPUT',
        message: `Not sent: ${inspection.checks[0]!.message}`,
      });
    }
    if (!inspection.canSend) {
      const failed = inspection.checks.filter((c) => c.status === 'fail');
      throw new AppError({
        code: 'CONFLICT',
        message: `Not sent: ${failed.map((c) => `${c.title}: ${c.message}`).join(' ')}`,
      });
    }
    const decoded = inspection.decoded;
    const { v2 } = this.opts.client.typed(profileId);
    const res = await v2.sendBocReturnHash({ boc: decoded.boc });
    // An operator that disables sending answers all-zero hashes (toncenter's documented behaviour):
    // keep ours then.
    const hash = res.hash && res.hash !== ZERO_HASH ? canonicalHash(res.hash) : decoded.hash;
    const hashNorm =
      res.hash_norm && res.hash_norm !== ZERO_HASH
        ? canonicalHash(res.hash_norm)
        : decoded.hashNorm;
    const sentAt = Date.now();
    const status: SendStatus = {
      submissionId: randomUUID(),
      profileId,
      hash,
      hashNorm,
      sentAt,
      updatedAt: sentAt,
      deadline: sentAt + (this.opts.followTimeoutMs ?? 120_000),
      phase: 'sent',
      message: 'Sent: waiting for the message to appear on the network…',
      traceId: null,
      transactions: [],
      outcome: null,
    };
    const done = followMessage(this.opts.client, status, {
      intervalMs: this.opts.pollIntervalMs ?? 1_500,
      timeoutMs: this.opts.followTimeoutMs ?? 120_000,
      signal: this.stop.signal,
      onChange: (s) => this.opts.onProgress?.(s),
    }).catch((e: unknown) => {
      Object.assign(status, {
        phase: 'done',
        updatedAt: Date.now(),
        message: `Following stopped: ${(e as Error).message}`,
        outcome: { kind: 'not-found', message: `Following stopped: ${(e as Error).message}` },
      });
      this.opts.onProgress?.({ ...status });
      return status;
    });
    this.submissions.set(status.submissionId, { status, done });
    this.forgetOldest();
    return { ...status };
  }

  /** The latest status of a submission; `AppError` `NOT_FOUND` for an unknown id. */
  status(submissionId: string): SendStatus {
    const s = this.submissions.get(submissionId);
    if (!s) throw new AppError({ code: 'NOT_FOUND', message: `No submission ${submissionId}.` });
    return { ...s.status, transactions: [...s.status.transactions] };
  }

  /** Resolves with the final status of a submission (its outcome set). */
  async outcome(submissionId: string): Promise<SendStatus> {
    const s = this.submissions.get(submissionId);
    if (!s) throw new AppError({ code: 'NOT_FOUND', message: `No submission ${submissionId}.` });
    return { ...(await s.done) };
  }

  /** Keeps the last {@link KEEP_SUBMISSIONS} submissions (finished ones go first). */
  private forgetOldest(): void {
    for (const [id, s] of this.submissions) {
      if (this.submissions.size <= KEEP_SUBMISSIONS) return;
      if (s.status.phase === 'done') this.submissions.delete(id);
    }
  }

  /** Stops following every submission. */
  close(): void {
    this.stop.abort();
  }
}

/** Body and state init parts of an external message BoC, as estimateFee takes them (base64). */
function splitMessage(bocBase64: string): { body: string; initCode: string; initData: string } {
  const message = loadMessage(Cell.fromBase64(bocBase64).beginParse());
  return {
    body: message.body.toBoc().toString('base64'),
    initCode: message.init?.code ? message.init.code.toBoc().toString('base64') : '',
    initData: message.init?.data ? message.init.data.toBoc().toString('base64') : '',
  };
}
