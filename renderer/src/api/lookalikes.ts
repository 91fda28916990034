import { queryOptions } from '@tanstack/react-query';
import type { Network } from '../../../shared/profiles';
import type { RiskFlag } from '../../../shared/risk';
import { LOOKALIKES_PER_CALL, type LookalikeFlag } from '../../../shared/workspace/risk';
import { caller } from './call';
import { queryKeys } from './keys';

const readLookalikes = caller('workspace:risk-lookalikes');
const addLookalikes = caller('workspace:risk-lookalikes-add');

/**
 * The lookalike addresses kept on the network (`workspace:risk-lookalikes`): what the
 * address-poisoning rule found in earlier sessions and on other pages. Re-read when main says
 * risk data changed (a backup import); never in the offline cache (not a `profile` key).
 */
export function lookalikesQuery(network: Network) {
  return queryOptions({
    queryKey: queryKeys.workspace.lookalikes(network),
    queryFn: () => readLookalikes({ network }),
    staleTime: Infinity,
  });
}

/**
 * Keeps newly found lookalikes in the workspace (`workspace:risk-lookalikes-add`, idempotent),
 * in calls of at most {@link LOOKALIKES_PER_CALL}. Only address-poisoning flags with the
 * genuine address they imitate are sent. Throws the bridge's `AppError`.
 */
export async function keepLookalikes(network: Network, flags: readonly RiskFlag[]): Promise<void> {
  const kept: LookalikeFlag[] = [];
  for (const f of flags) {
    if (f.rule === 'address-poisoning' && f.field === 'address' && f.related) {
      kept.push({ ...f, rule: f.rule, field: f.field, related: f.related });
    }
  }
  for (let i = 0; i < kept.length; i += LOOKALIKES_PER_CALL) {
    await addLookalikes({ network, flags: kept.slice(i, i + LOOKALIKES_PER_CALL) });
  }
}
