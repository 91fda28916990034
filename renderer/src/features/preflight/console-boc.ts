import { Address, beginCell, Cell, external, storeMessage } from '@ton/core';
import type { OperationSpec } from '../../../../shared/api/params';
import { readBocBytes } from '../../../../shared/send/boc-input';

/**
 * The external message an API console form describes, for preflight: the `boc` of v2
 * `sendBoc` / `sendBocReturnHash` and v3 `message`, or for `estimateFee` (v2 and v3) the
 * external-in message built from its `address`, `body` and state init (`init_code`,
 * `init_data`). Null for other operations or while the fields are empty; throws with the reason
 * when they do not make a message.
 */
export function consolePreflightBoc(
  op: Pick<OperationSpec, 'api' | 'name'>,
  values: Record<string, string | undefined>,
): string | null {
  if (['sendBoc', 'sendBocReturnHash', 'message'].includes(op.name)) {
    const boc = values.boc?.trim();
    return boc ? readBocBytes(boc).toString('base64') : null;
  }
  if (op.name !== 'estimateFee') return null;
  const address = values.address?.trim();
  const body = values.body?.trim();
  if (!address || !body) return null;
  const cell = (text: string | undefined) =>
    text?.trim() ? Cell.fromBoc(readBocBytes(text.trim()))[0]! : undefined;
  const code = cell(values.init_code);
  const data = cell(values.init_data);
  const msg = external({
    to: Address.parse(address),
    body: cell(body)!,
    init: code || data ? { code, data } : undefined,
  });
  return beginCell().store(storeMessage(msg)).endCell().toBoc().toString('base64');
}
