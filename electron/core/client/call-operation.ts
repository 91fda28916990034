import type { OperationSpec } from '../../../shared/api/params';
import type { PreparedParams } from '../../../shared/api/param-values';
import { AppError } from '../../../shared/ipc/errors';
import type { Endpoint } from './endpoint';
import { callV2, type OperationResult } from './v2-client';
import { callV3 } from './v3-client';

type TxLike = { transaction_id?: { lt?: unknown; hash?: unknown } };

const PAGED_V2 = new Set(['getTransactions', 'getTransactionsStd']);

/**
 * One attempt of any catalogue operation against an endpoint (no throttle, no retry: those
 * are the throttle's job). Handles v2 getTransactions paging: it starts AT (lt, hash)
 * inclusive, so with `exclusive=true` the client asks for limit+1 and drops the repeated row.
 * Throws like {@link callV2} / {@link callV3}.
 */
export async function callOperation(
  endpoint: Endpoint,
  op: OperationSpec,
  prepared: PreparedParams,
  signal?: AbortSignal,
): Promise<OperationResult> {
  if (op.api === 'v3') return callV3(endpoint, op, prepared, signal);
  if (!PAGED_V2.has(op.name)) return callV2(endpoint, op, prepared, signal);

  const { lt, hash } = prepared.wire;
  const hasLt = lt !== undefined && lt !== '0';
  if (hasLt !== (hash !== undefined)) {
    throw new AppError({
      code: 'INVALID_INPUT',
      message: `v2 ${op.name}: lt and hash must be given together`,
    });
  }
  if (!prepared.client.exclusive || !hasLt) return callV2(endpoint, op, prepared, signal);

  const limit = Number(prepared.wire.limit ?? op.defaultLimit ?? 10);
  const asked = Math.min(limit + 1, op.maxLimit ?? limit + 1);
  const result = await callV2(
    endpoint,
    op,
    { ...prepared, wire: { ...prepared.wire, limit: asked } },
    signal,
  );
  const drop = (rows: TxLike[]) => {
    const first = rows[0]?.transaction_id;
    const repeated = first && String(first.lt) === String(lt) && first.hash === hash;
    return (repeated ? rows.slice(1) : rows).slice(0, limit);
  };
  if (Array.isArray(result.data)) return { ...result, data: drop(result.data as TxLike[]) };
  const std = result.data as { transactions: TxLike[] };
  return { ...result, data: { ...std, transactions: drop(std.transactions) } };
}
