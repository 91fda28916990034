import { validate } from '../../electron/core/client/parse';
import {
  createTypedApi,
  type TypedApi,
  type TypedCallOptions,
} from '../../electron/core/client/typed-api';
import { v3Operations } from '../../shared/api/v3-operations';
import { getV3Json, type StartedLocalNetwork } from './localnet';

/** How a test's v3 server answers one call: the operation, its params and the call's options. */
export type V3Answer = (
  operation: string,
  params: Record<string, unknown>,
  opts: TypedCallOptions,
) => unknown;

/**
 * Typed v3 functions over a test's server, as the app's `api.typed(profileId, defaults).v3`
 * gives them: each answer validated against its operation's response schema (the client's
 * `validate`), `defaults` under each call's own options.
 */
export function typedV3(answer: V3Answer, defaults: TypedCallOptions = {}): TypedApi<'v3'> {
  return rawV3(async (operation, params, opts) => {
    const schema = v3Operations[operation as keyof typeof v3Operations].response;
    return validate(schema, await answer(operation, params, opts), `v3 ${operation}`, 200);
  }, defaults);
}

/**
 * Typed v3 functions whose answers are the test server's as they are: hand-made rows of only
 * the fields the code under test reads, standing for answers the client validated.
 */
export function rawV3(answer: V3Answer, defaults: TypedCallOptions = {}): TypedApi<'v3'> {
  return createTypedApi('v3', async (_api, operation, params, opts) =>
    answer(operation, params, { ...defaults, ...opts }),
  );
}

/** The typed v3 functions of a started local network, read straight from its v3 server. */
export function localNetworkV3(net: StartedLocalNetwork): TypedApi<'v3'> {
  return typedV3((operation, params) => getV3Json(net, operation, params));
}
