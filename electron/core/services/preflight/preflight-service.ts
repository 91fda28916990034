import type { ChainTransaction } from '../../../../shared/api/v3-rows';
import { AppError } from '../../../../shared/ipc/errors';
import type { Network } from '../../../../shared/profiles';
import { compareTraces, labelsOfChanges } from '../../../../shared/preflight/compare';
import type { PreflightComparison, Prediction } from '../../../../shared/preflight/types';
import { keyBlockSeqnoOf, type PinnedBlock } from '../../../../shared/replay/pinned-block';
import { tokenInfoOf, type MetadataEntry } from '../../../../shared/ton/metadata-map';
import { readTep64 } from '../../../../shared/ton/jetton-metadata';
import type { TypedApi } from '../../client/typed-api';
import type { ProfileServices } from '../profile-services';
import type {
  PinnedConfig,
  PinnedStateReader,
  PinnedStateSession,
  SessionOptions,
} from '../pinned-state/reader';
import { predict, type Labeler } from './engine';

/**
 * Preflight on profiles: predictions of signed messages (./engine.ts) on the profile's latest
 * block, kept in memory by message hash so that, once the message's real trace is complete, it
 * can be compared with what the chain did. The configuration is kept per key block (it changes
 * only in key blocks), names and jetton symbols per network, so a second prediction reads the
 * latest block and whatever accounts are new, and nothing else.
 */

/** What the service needs of the app. */
export interface PreflightDeps {
  reader: PinnedStateReader;
  networkOf(profileId: string): Network;
  typed(profileId: string): { v2: TypedApi<'v2'>; v3: TypedApi<'v3'> };
  /** Unix seconds (default the system clock). */
  now?(): number;
}

/** The preflight service over the app's profile services and a pinned-state reader. */
export function preflightServiceOf(
  reader: PinnedStateReader,
  services: Pick<ProfileServices, 'store' | 'api'>,
): PreflightService {
  return new PreflightService({
    reader,
    networkOf: (profileId) => services.store.get(profileId).network,
    typed: (profileId) => services.api.typed(profileId),
  });
}

/** Predictions kept for a later comparison (a session sends a handful). */
const KEEP_PREDICTIONS = 50;

export class PreflightService {
  private readonly configs = new Map<string, Promise<PinnedConfig>>();
  private readonly names = new Map<string, string | null>();
  private readonly tokens = new Map<string, MetadataEntry | null>();
  private readonly predictions = new Map<string, { profileId: string; prediction: Prediction }>();

  constructor(private readonly deps: PreflightDeps) {}

  /**
   * Predicts what `boc` does on the profile's latest masterchain block. Throws INVALID_INPUT
   * for a BoC that is not an external-in message, the API's error when a read fails, and
   * NOT_FOUND naming a library the network did not return.
   */
  async predict(
    profileId: string,
    boc: string,
    opts: SessionOptions & { pin?: PinnedBlock; now?: number } = {},
  ): Promise<Prediction> {
    const s = this.deps.reader.session(profileId, opts);
    const prediction = await predict(s, boc, {
      config: (sess, pin) => this.config(profileId, sess, pin),
      labels: this.labeler(profileId, opts),
      network: this.deps.networkOf(profileId),
      pin: opts.pin,
      now: opts.now ?? this.deps.now?.(),
    });
    this.predictions.delete(prediction.messageHash);
    this.predictions.set(prediction.messageHash, { profileId, prediction });
    while (this.predictions.size > KEEP_PREDICTIONS) {
      this.predictions.delete(this.predictions.keys().next().value!);
    }
    return prediction;
  }

  /** The last prediction of message `messageHash` (base64) on `profileId`, if one was made. */
  prediction(profileId: string, messageHash: string): Prediction | null {
    const kept = this.predictions.get(messageHash);
    return kept && kept.profileId === profileId ? kept.prediction : null;
  }

  /**
   * Compares the prediction of `messageHash` with the chain's complete trace `traceId` (v3
   * `traces`). When the block's time is not the prediction's, the prediction is run again at
   * the block's time on the same pinned state (storage fees grow with time; the state is kept,
   * so it costs no request) and that is compared. NOT_FOUND when no prediction was made,
   * CONFLICT while the trace is not complete.
   */
  async compare(
    profileId: string,
    messageHash: string,
    traceId: string,
    opts: SessionOptions = {},
  ): Promise<PreflightComparison> {
    const first = this.prediction(profileId, messageHash);
    if (!first) {
      throw new AppError({
        code: 'NOT_FOUND',
        message: `No prediction of message ${messageHash}: run preflight before sending.`,
      });
    }
    const s = this.deps.reader.session(profileId, opts);
    const trace = await s.trace(traceId);
    if (trace.trace_info.trace_state !== 'complete') {
      throw new AppError({
        code: 'CONFLICT',
        message: `Trace ${traceId} is ${trace.trace_info.trace_state}: compare once it is complete.`,
      });
    }
    const chainRows = Object.values(trace.transactions ?? {});
    const { prediction, retimed } = await this.atBlockTime(profileId, s, first, chainRows);
    const result = compareTraces(
      predictedSide(prediction),
      chainRows,
      labelsOfChanges(first.changes),
    );
    return {
      agreement: result.differences.length === 0 ? 'as predicted' : result.differences,
      retimed,
      actual: { transactions: result.transactions, changes: result.changes },
    };
  }

  /** The prediction run again at the chain's block time when that differs from its own. */
  private async atBlockTime(
    profileId: string,
    s: PinnedStateSession,
    first: Prediction,
    chainRows: ChainTransaction[],
  ): Promise<{ prediction: Prediction; retimed: PreflightComparison['retimed'] }> {
    const root = chainRows.find((r) => !r.in_msg?.source) ?? chainRows[0];
    const pin = s.keptBlock(first.pin.rootHash);
    if (!root || root.now === first.now || !pin) return { prediction: first, retimed: null };
    const again = await predict(s, first.decoded.boc, {
      config: (sess, p) => this.config(profileId, sess, p),
      labels: async () => ({ metadata: first.metadata, requests: 0 }),
      network: this.deps.networkOf(profileId),
      pin,
      now: root.now,
    });
    const before = compareTraces(predictedSide(first), chainRows).differences;
    const shown =
      before.length === 0
        ? ' The prediction shown before sending matched as well.'
        : ` The prediction shown before sending differed: ${before
            .slice(0, 3)
            .map((d) => d.text)
            .join(' ')}${before.length > 3 ? ` (and ${before.length - 3} more)` : ''}`;
    return {
      prediction: again,
      retimed: {
        predictedNow: first.now,
        blockNow: root.now,
        note:
          `The block came ${root.now - first.now} s after the prediction's time: storage fees grow with time, ` +
          'so the prediction was run again at the block’s time on the same pinned state before comparing.' +
          shown,
      },
    };
  }

  /**
   * The configuration in force at `pin`, kept per profile and key block (read at most once
   * per key block: the configuration changes only in key blocks).
   */
  private config(
    profileId: string,
    s: PinnedStateSession,
    pin: PinnedBlock,
  ): Promise<PinnedConfig> {
    const key = `${profileId}|${this.deps.networkOf(profileId)}|${keyBlockSeqnoOf(pin)}`;
    let p = this.configs.get(key);
    if (!p) {
      p = s.config(pin);
      p.catch(() => this.configs.delete(key));
      this.configs.set(key, p);
    }
    return p;
  }

  /** Names (v3 `addressBook` domains) and jetton symbols (v3 `metadata`), kept per network. */
  private labeler(profileId: string, opts: SessionOptions): Labeler {
    const network = this.deps.networkOf(profileId);
    const { v3 } = this.deps.typed(profileId);
    const o = { signal: opts.signal, priority: opts.priority ?? ('interactive' as const) };
    return async (addresses, masters) => {
      let requests = 0;
      const newNames = addresses.filter((a) => !this.names.has(`${network}|${a}`));
      if (newNames.length > 0) {
        requests++;
        const book = await v3.addressBook({ address: newNames }, o).catch(() => null);
        for (const a of newNames) this.names.set(`${network}|${a}`, book?.[a]?.domain ?? null);
      }
      const newTokens = masters.filter((m) => !this.tokens.has(`${network}|${m}`));
      if (newTokens.length > 0) {
        requests++;
        const meta = await v3.metadata({ address: newTokens }, o).catch(() => null);
        for (const m of newTokens) this.tokens.set(`${network}|${m}`, meta?.[m] ?? null);
      }
      const names: Record<string, string> = {};
      for (const a of addresses) {
        const n = this.names.get(`${network}|${a}`);
        if (n) names[a] = n;
      }
      const jettons: Record<string, { symbol: string | null; decimals: number | null }> = {};
      const metadata: Record<string, unknown> = {};
      for (const m of masters) {
        const entry = this.tokens.get(`${network}|${m}`) ?? undefined;
        const info = readTep64(undefined, tokenInfoOf(entry, 'jetton_masters'));
        jettons[m] = { symbol: info.symbol, decimals: info.decimals };
        if (entry) metadata[m] = entry;
      }
      return { names, jettons, metadata, requests };
    };
  }
}

/** A prediction's rows in the order they ran, with its accounts and sender. */
export function predictedSide(p: Prediction) {
  const txs = p.trace?.transactions ?? {};
  const order = p.trace?.transactions_order ?? Object.keys(txs);
  return {
    rows: order.map((h) => txs[h]!).filter(Boolean),
    accounts: p.accounts,
    sender: p.sender,
  };
}
