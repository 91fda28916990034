import type { Api } from '../../../shared/api/params';
import {
  catalogue,
  type OperationName,
  type OperationParams,
  type OperationResponse,
} from '../../../shared/api/catalogue';
import type { Priority } from '../../../shared/ipc/channels/api';

/** Per-call options of the typed functions. */
export interface TypedCallOptions {
  priority?: Priority;
  requestId?: string;
  signal?: AbortSignal;
  /** Called each time the request goes out (the throttle released it; a retry is another). */
  onSent?: () => void;
}

/** The untyped call every typed function goes through (the throttled profile client). */
export type OperationCaller = (
  api: Api,
  operation: string,
  params: Record<string, unknown>,
  opts?: TypedCallOptions,
) => Promise<unknown>;

/** One typed function per operation of an API generation, derived from the catalogue. */
export type TypedApi<A extends Api> = {
  [N in OperationName<A>]: (
    params: OperationParams<A, N>,
    opts?: TypedCallOptions,
  ) => Promise<OperationResponse<A, N>>;
};

/**
 * Builds the typed functions of one API generation over a caller, e.g.
 * `v2.getAddressInformation({ address })` → validated `raw.fullAccountState`. Every v2 and v3
 * operation of the seed is here, in one place, with params and responses typed from
 * `shared/api/`.
 */
export function createTypedApi<A extends Api>(api: A, call: OperationCaller): TypedApi<A> {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(catalogue[api])) {
    out[name] = (params: Record<string, unknown>, opts?: TypedCallOptions) =>
      call(api, name, params, opts);
  }
  return out as TypedApi<A>;
}

/**
 * The same typed functions (all of an API generation, or a `Pick` of them) with each call
 * passed through `around`: it gets the operation's name and the call to make, and may refuse,
 * count or wait (e.g. a read's request budget or its cancellation check). Answers stay as the
 * wrapped functions validated them.
 */
export function aroundEach<T extends object>(
  typed: T,
  around: (operation: string, call: () => Promise<unknown>) => Promise<unknown>,
): T {
  const out: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(typed)) {
    const call = fn as (params: unknown, opts?: TypedCallOptions) => Promise<unknown>;
    out[name] = (params: unknown, opts?: TypedCallOptions) =>
      around(name, () => call(params, opts));
  }
  return out as T;
}
