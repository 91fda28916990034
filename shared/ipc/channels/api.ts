import { z } from 'zod';
import { channel, event } from '../define';

/** Priority of a request in the profile's throttle queue. */
export const PRIORITIES = ['interactive', 'background'] as const;
export type Priority = (typeof PRIORITIES)[number];

/** The result of one API operation as the renderer receives it. `data` is the validated
 * response body (v2: the `result` of the envelope; v3: the body). */
export interface ApiCallResult<T = unknown> {
  data: T;
  status: number;
  durationMs: number;
  /** `X-API-Version` of the response, when sent. */
  apiVersion: string | null;
}

/** One line of a profile's request log (the Network panel). The key is never included. */
export interface RequestLogEntry {
  id: string;
  profileId: string;
  api: 'v2' | 'v3';
  operation: string;
  method: 'GET' | 'POST';
  /** Path with query string, key redacted. */
  path: string;
  status: number | null;
  errorCode: string | null;
  startedAt: number;
  durationMs: number;
  retries: number;
  queueWaitMs: number;
}

/**
 * Whether a profile's server can be reached. `offline` from the first request that finds its
 * name unresolvable, its port refused or the network unreachable, until a probe (or any request)
 * gets an HTTP answer. Times are epoch ms.
 */
export interface ConnectivityState {
  status: 'online' | 'offline';
  /** The last HTTP answer from the server in this run of the app; null when none yet. */
  lastReachableAt: number | null;
  offlineSince: number | null;
  /** Why it is offline (e.g. "Cannot reach toncenter.com: ENOTFOUND"); null when online. */
  reason: string | null;
  /** When the next background probe is due while offline. */
  nextProbeAt: number | null;
}

/** Live state of a profile's requests (throttle and connectivity), for the status bar and the
 * offline banner; pushed by the `throttle:changed` event. */
export interface ThrottleState {
  profileId: string;
  rps: number;
  queued: number;
  inFlight: number;
  /** Set while backing off after a 429: when the next attempt is due (epoch ms). */
  retryAt: number | null;
  /** v2 server version from `X-API-Version`, when seen; `versionWarning` when its major is not 2. */
  v2Version: string | null;
  versionWarning: string | null;
  connectivity: ConnectivityState;
}

export const apiChannels = {
  /** Calls one v2 or v3 operation of the catalogue (`shared/api/`) on a profile. */
  'api:call': channel(
    z.object({
      profileId: z.string().min(1),
      api: z.enum(['v2', 'v3']),
      operation: z.string().min(1).max(80),
      params: z.record(z.string(), z.unknown()).default({}),
      requestId: z.string().min(1).max(80).optional(),
      priority: z.enum(PRIORITIES).default('interactive'),
    }),
  ).returns<ApiCallResult>(),
  /** Cancels a request by the id given to `api:call`; its throttle slot is freed. */
  'api:cancel': channel(z.object({ requestId: z.string().min(1).max(80) })).returns<{
    cancelled: boolean;
  }>(),
  'api:log': channel(z.object({ profileId: z.string().min(1) })).returns<RequestLogEntry[]>(),
  'api:throttle': channel(z.object({ profileId: z.string().min(1) })).returns<ThrottleState>(),
};

export const apiEvents = {
  'throttle:changed': event<ThrottleState>(),
};
