import { queryOptions } from '@tanstack/react-query';
import type { Network } from '../../../shared/profiles';
import { caller } from './call';
import { queryKeys } from './keys';

/** Ignores a risk rule for an address, or shows it again (`workspace:risk-ignore`). */
export const setRiskIgnored = caller('workspace:risk-ignore');
/** Sets the dust threshold (nanotons, decimal string) (`workspace:risk-set-dust-threshold`). */
export const setDustThreshold = caller('workspace:risk-set-dust-threshold');

const readRiskSettings = caller('workspace:risk-settings');

/**
 * The network's risk settings (overrides and dust threshold). Re-read when risk settings or
 * labels change (a "trusted" label is an override); never in the offline cache (not a
 * `profile` key).
 */
export function riskSettingsQuery(network: Network) {
  return queryOptions({
    queryKey: queryKeys.workspace.riskSettings(network),
    queryFn: () => readRiskSettings({ network }),
    staleTime: Infinity,
  });
}
