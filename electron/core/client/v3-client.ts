import type { OperationSpec } from '../../../shared/api/params';
import type { PreparedParams } from '../../../shared/api/param-values';
import { throwIfHttpError } from './errors';
import { sendRest, type Endpoint } from './endpoint';
import { parseJson, validate } from './parse';
import type { OperationResult } from './v2-client';

/**
 * Runs one attempt of a v3 operation: GET with repeated keys for arrays, or POST with a JSON
 * body. v3 has no envelope: the body is the payload, validated by the operation's schema;
 * errors are `{error}` with the HTTP status (toncenter's gateway errors use `result`).
 * Throws `HttpError` (typed code) or `AppError` `CANCELLED`.
 */
export async function callV3(
  endpoint: Endpoint,
  op: OperationSpec,
  prepared: PreparedParams,
  signal?: AbortSignal,
): Promise<OperationResult> {
  const res = await sendRest(endpoint, op, prepared, signal);
  const apiVersion = res.headers.get('x-api-version');
  throwIfHttpError(res);
  const json = parseJson(res.text, res.status);
  const data = validate(op.response, json, `${op.name} response`, res.status);
  return { data, status: res.status, apiVersion };
}
