import { randomUUID } from 'node:crypto';
import type { Api } from '../../../shared/api/params';
import { findOperation } from '../../../shared/api/catalogue';
import { prepareParams, toQueryString } from '../../../shared/api/param-values';
import type {
  ApiCallResult,
  Priority,
  RequestLogEntry,
  ThrottleState,
} from '../../../shared/ipc/channels/api';
import { AppError } from '../../../shared/ipc/errors';
import { UNKEYED_RPS, DEFAULT_KEYED_RPS, type Profile } from '../../../shared/profiles';
import { callOperation } from '../client/call-operation';
import type { Endpoint } from '../client/endpoint';
import { createTypedApi, type TypedApi, type TypedCallOptions } from '../client/typed-api';
import { Connectivity } from './connectivity';
import type { KeyCache } from './key-cache';
import type { ProfilesStore } from './profiles-store';
import { RequestLog } from './request-log';
import type { RetryPolicy } from './retry-policy';
import { Throttle, ThrottleFailure } from './throttle';

/** One call of a catalogue operation on a profile. */
export interface ApiCallRequest {
  profileId: string;
  api: Api;
  operation: string;
  params?: Record<string, unknown>;
  requestId?: string;
  priority?: Priority;
  /** Aborts like `cancel(requestId)`. */
  signal?: AbortSignal;
  /** Key to use instead of the stored one (validation of a key before saving it). */
  keyOverride?: string;
  /** The connectivity probe: passes the offline gate. */
  probe?: boolean;
  /**
   * Called each time the request goes out: when the throttle releases it (a retry is another
   * request), never while it waits in the queue. Callers count requests with it, so a read
   * cancelled with hundreds queued reports the few that were sent.
   */
  onSent?: () => void;
}

export interface ApiServiceOptions {
  store: ProfilesStore;
  keys: KeyCache;
  /** Resolves the profile's base URLs (starts the local network on demand). */
  resolveUrls(profile: Profile): Promise<{ v2Url: string; v3Url: string }>;
  timeoutMs: number;
  retry?: Partial<RetryPolicy>;
  marginRatio?: number;
  logSize?: number;
  fetch?: typeof fetch;
  v2Transport?: 'rest' | 'jsonrpc';
  onThrottleChange(state: ThrottleState): void;
  /** Connectivity probe backoff, ms (default 1 s doubling to 30 s). */
  probeDelayMs?: number;
  maxProbeDelayMs?: number;
}

interface ProfileRuntime {
  throttle: Throttle;
  connectivity: Connectivity;
  v2Version: string | null;
}

/**
 * Runs catalogue operations for profiles: validates params, resolves URLs and the key, queues
 * through the profile's one throttle, records the request log and the v2 server version.
 */
export class ApiService {
  private readonly runtimes = new Map<string, ProfileRuntime>();
  private readonly requests = new Map<string, Throttle>();
  readonly log: RequestLog;

  constructor(private readonly opts: ApiServiceOptions) {
    this.log = new RequestLog(opts.logSize ?? 200);
  }

  /** The rate a profile's throttle should run at: the plan rate with a key, 1 without. */
  async effectiveRate(profile: Profile): Promise<number> {
    const key = await this.opts.keys.get(profile);
    return key ? (this.opts.store.rate(profile.id) ?? DEFAULT_KEYED_RPS) : UNKEYED_RPS;
  }

  /** Re-reads a profile's key and rate into its throttle (after keys:set / clear / set-rps). */
  async refreshRate(profile: Profile): Promise<void> {
    const rt = this.runtimes.get(profile.id);
    if (rt) rt.throttle.setRate(await this.effectiveRate(profile));
  }

  private async runtime(profile: Profile): Promise<ProfileRuntime> {
    let rt = this.runtimes.get(profile.id);
    if (!rt) {
      const rps = await this.effectiveRate(profile);
      rt = this.runtimes.get(profile.id); // another call may have created it meanwhile
      if (!rt) {
        const emit = () => this.opts.onThrottleChange(this.stateOf(profile.id, created));
        const connectivity = new Connectivity({
          // The cheapest read both toncenter generations serve; any HTTP answer will do.
          probe: () =>
            this.call({
              profileId: profile.id,
              api: 'v2',
              operation: 'getMasterchainInfo',
              priority: 'background',
              probe: true,
            }),
          onChange: () => {
            emit();
            created.throttle.wake();
          },
          probeDelayMs: this.opts.probeDelayMs,
          maxProbeDelayMs: this.opts.maxProbeDelayMs,
        });
        const created: ProfileRuntime = {
          v2Version: null,
          connectivity,
          throttle: new Throttle({
            rps,
            retry: this.opts.retry,
            marginRatio: this.opts.marginRatio,
            onChange: emit,
            gate: () => connectivity.offlineError(),
          }),
        };
        rt = created;
        this.runtimes.set(profile.id, rt);
      }
    }
    return rt;
  }

  private stateOf(profileId: string, rt: ProfileRuntime | undefined): ThrottleState {
    const snap = rt?.throttle.snapshot() ?? {
      rps: UNKEYED_RPS,
      queued: 0,
      inFlight: 0,
      retryAt: null,
    };
    const connectivity = rt?.connectivity.state ?? {
      status: 'online',
      lastReachableAt: null,
      offlineSince: null,
      reason: null,
      nextProbeAt: null,
    };
    const v = rt?.v2Version ?? null;
    const major = v ? v.split('.')[0] : null;
    return {
      profileId,
      ...snap,
      v2Version: v,
      versionWarning:
        v && major !== '2'
          ? `The v2 server reports version ${v}; this app expects major version 2.`
          : null,
      connectivity,
    };
  }

  /** Live throttle state of a profile (its rate even before the first request). */
  async throttleState(profileId: string): Promise<ThrottleState> {
    const profile = this.opts.store.get(profileId);
    const rt = this.runtimes.get(profile.id);
    if (rt) return this.stateOf(profile.id, rt);
    return { ...this.stateOf(profile.id, undefined), rps: await this.effectiveRate(profile) };
  }

  /**
   * Calls one operation. Resolves with the validated payload; rejects with `AppError`
   * (INVALID_INPUT for bad params or an unknown operation, the client's typed codes, CANCELLED).
   */
  async call(req: ApiCallRequest): Promise<ApiCallResult> {
    const profile = this.opts.store.get(req.profileId);
    const op = findOperation(req.api, req.operation);
    if (!op) {
      throw new AppError({
        code: 'INVALID_INPUT',
        message: `Unknown ${req.api} operation "${req.operation}".`,
      });
    }
    const prepared = prepareParams(op, req.params ?? {});
    const urls = await this.opts.resolveUrls(profile);
    const key = req.keyOverride ?? (await this.opts.keys.get(profile));
    const transport = req.api === 'v2' ? (this.opts.v2Transport ?? 'rest') : 'rest';
    const endpoint: Endpoint = {
      baseUrl: req.api === 'v2' ? urls.v2Url : urls.v3Url,
      apiKey: key,
      transport,
      timeoutMs: this.opts.timeoutMs,
      fetch: this.opts.fetch,
    };
    const rt = await this.runtime(profile);
    const requestId = req.requestId ?? randomUUID();
    const logPath =
      transport === 'jsonrpc'
        ? `/jsonRPC ${op.name}`
        : op.method === 'GET'
          ? `${op.path}${Object.keys(prepared.wire).length ? `?${toQueryString(prepared.wire)}` : ''}`
          : op.path;
    const startedAt = Date.now();
    let status: number | null = null;
    this.requests.set(requestId, rt.throttle);
    try {
      const outcome = await rt.throttle.schedule({
        id: requestId,
        priority: req.priority ?? 'interactive',
        send: op.send,
        signal: req.signal,
        probe: req.probe,
        run: async (signal) => {
          req.onSent?.();
          try {
            const res = await callOperation(endpoint, op, prepared, signal);
            status = res.status;
            rt.connectivity.reachable();
            return res;
          } catch (err) {
            if (err instanceof AppError && err.status !== undefined) {
              status = err.status;
              rt.connectivity.reachable(); // an HTTP answer, even an error, means reachable
            } else if (err instanceof AppError && err.code === 'OFFLINE') {
              rt.connectivity.unreachable(err.message);
            }
            throw err;
          }
        },
      });
      const { value } = outcome;
      if (req.api === 'v2' && value.apiVersion) rt.v2Version = value.apiVersion;
      const durationMs = Date.now() - startedAt;
      this.record(profile, req.api, op.name, op.method, logPath, status, null, startedAt, outcome);
      return { data: value.data, status: value.status, durationMs, apiVersion: value.apiVersion };
    } catch (err) {
      if (err instanceof ThrottleFailure) {
        const code = err.error instanceof AppError ? err.error.code : 'INTERNAL';
        this.record(profile, req.api, op.name, op.method, logPath, status, code, startedAt, err);
        throw err.error;
      }
      throw err;
    } finally {
      this.requests.delete(requestId);
    }
  }

  private record(
    profile: Profile,
    api: Api,
    operation: string,
    method: 'GET' | 'POST',
    path: string,
    status: number | null,
    errorCode: string | null,
    startedAt: number,
    book: { retries: number; queueWaitMs: number },
  ): void {
    const entry: RequestLogEntry = {
      id: randomUUID(),
      profileId: profile.id,
      api,
      operation,
      method,
      path,
      status,
      errorCode,
      startedAt,
      durationMs: Date.now() - startedAt,
      retries: book.retries,
      queueWaitMs: book.queueWaitMs,
    };
    this.log.add(entry);
  }

  /** Cancels a request by id; its throttle slot goes to the next request. */
  cancel(requestId: string): boolean {
    return this.requests.get(requestId)?.cancel(requestId) ?? false;
  }

  /**
   * Typed functions for every v2 and v3 operation, on one profile: each answer validated once,
   * against its operation's response schema in the catalogue, and typed by it. `defaults` are
   * options of every call (e.g. `background` priority for an export), under each call's own.
   */
  typed(
    profileId: string,
    defaults: TypedCallOptions = {},
  ): { v2: TypedApi<'v2'>; v3: TypedApi<'v3'> } {
    const caller = async (
      api: Api,
      operation: string,
      params: Record<string, unknown>,
      o?: TypedCallOptions,
    ) => (await this.call({ profileId, api, operation, params, ...defaults, ...o })).data;
    return { v2: createTypedApi('v2', caller), v3: createTypedApi('v3', caller) };
  }

  /** Resolves when the profile's server can be reached (at once unless it is offline); an
   * export paused by `OFFLINE` waits on this to resume. */
  async whenOnline(profileId: string): Promise<void> {
    await this.runtimes.get(this.opts.store.get(profileId).id)?.connectivity.whenOnline();
  }

  close(): void {
    for (const rt of this.runtimes.values()) {
      rt.connectivity.close();
      rt.throttle.close();
    }
    this.runtimes.clear();
  }
}
