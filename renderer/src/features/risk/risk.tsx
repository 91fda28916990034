import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { OperationResponse } from '../../../../shared/api/catalogue';
import type { Network } from '../../../../shared/profiles';
import {
  NO_OVERRIDES,
  accountFlagged,
  accountFlags,
  applyOverrides,
  parseSuspendedList,
  type JettonIdentity,
  type RiskContext,
  type RiskFlag,
  type RiskOverrides,
  type RiskRuleId,
  type SuspendedList,
} from '../../../../shared/risk';
import {
  DEFAULT_RISK_SETTINGS,
  toRiskOverrides,
  type RiskSettings,
} from '../../../../shared/workspace/risk';
import { apiQuery } from '../../api/queries';
import { riskSettingsQuery, setRiskIgnored } from '../../api/risk';
import { lookalikesQuery } from '../../api/lookalikes';
import { useProfile } from '../../lib/profile-context';
import { useLookalikeStore } from './lookalike-store';
import { jettonMasterOfWallet } from '../../../../shared/ton/metadata-map';
import { tokenDisplay } from '../../lib/token-info';
import type { MetadataMap } from '../../lib/v3-types';
import { NameMarkPolicyProvider } from './name-mark-policy';

interface RiskValue {
  network: Network;
  ctx: RiskContext;
  overrides: RiskOverrides;
  settings: RiskSettings;
  /** "Ignore this rule here" (true) or show it again (false). */
  setIgnored(address: string, rule: RiskRuleId, ignored: boolean): Promise<void>;
}

const RiskCtx = createContext<RiskValue | null>(null);

/** How long the suspended list (configuration parameter 44) is kept before it is read again. */
const CONFIG_STALE_MS = 10 * 60_000;

/**
 * Provides what the risk rules need on the active profile: the lookalikes kept, the user's
 * overrides and the dust threshold (workspace, re-read when main says overrides or labels changed: a "trusted" label
 * is an override), and the suspended list of configuration parameter 44 (v2 `getConfigParam`;
 * absent or undecodable: the rule stays silent, the rest still run).
 */
export function RiskProvider({ network, children }: { network: Network; children: ReactNode }) {
  const profile = useProfile();
  const client = useQueryClient();
  // Re-read on risk and label changes (api/workspace-refresh.ts).
  const settings = useQuery(riskSettingsQuery(network));
  useSeedLookalikes(network);
  const config44 = useQuery({
    ...apiQuery<OperationResponse<'v2', 'getConfigParam'>>(profile.id, 'v2', 'getConfigParam', {
      config_id: 44,
    }),
    staleTime: CONFIG_STALE_MS,
    retry: false,
  });
  const value = useMemo<RiskValue>(() => {
    const s = settings.data ?? DEFAULT_RISK_SETTINGS;
    const suspended = suspendedListOf(config44.data);
    return {
      network,
      settings: s,
      ctx: { dustThresholdNano: BigInt(s.dustThresholdNano), suspended },
      overrides: settings.data ? toRiskOverrides(s) : NO_OVERRIDES,
      async setIgnored(address, rule, ignored) {
        const next = await setRiskIgnored({
          network,
          address,
          rule,
          ignored,
        });
        client.setQueryData(riskSettingsQuery(network).queryKey, next);
      },
    };
  }, [settings.data, config44.data, network, client]);
  return (
    <RiskCtx.Provider value={value}>
      <NameMarkPolicyProvider profileId={profile.id} overrides={value.overrides}>
        {children}
      </NameMarkPolicyProvider>
    </RiskCtx.Provider>
  );
}

/**
 * Seeds the lookalike store with what the workspace keeps for `network` (found in earlier
 * sessions or on a page not open now), so every address tag and the canvas mark them before
 * any list is read again. Re-read after a backup import (api/workspace-refresh.ts).
 */
function useSeedLookalikes(network: Network): void {
  const kept = useQuery(lookalikesQuery(network)).data;
  const add = useLookalikeStore((s) => s.add);
  useEffect(() => {
    if (kept?.length) add(network, kept);
  }, [kept, network, add]);
}

/** The risk context of the active profile; null outside a {@link RiskProvider}. */
export function useRisk(): RiskValue | null {
  return useContext(RiskCtx);
}

/** Flags split by the user's overrides (nothing overridden outside a provider). */
export function useOverridden(flags: readonly RiskFlag[]) {
  const risk = useRisk();
  return useMemo(
    () => applyOverrides(flags, risk?.overrides ?? NO_OVERRIDES),
    [flags, risk?.overrides],
  );
}

/**
 * The flags of an account by its address (the rule `accountFlags`: the suspended list; and a
 * lookalike found on the network, kept or this session, the address-poisoning rule) on the active profile,
 * and whether any is still shown after the user's overrides (what a drawing marks with ⚠).
 * No flags outside a {@link RiskProvider}.
 */
export function useAccountFlags(): {
  flagsOf(address: string): RiskFlag[];
  flagged(address: string): boolean;
} {
  const risk = useRisk();
  const lookalikes = useLookalikeStore((s) => (risk ? s.found[risk.network] : undefined));
  return useMemo(() => {
    const lookalike = (address: string): RiskFlag[] => {
      const f = lookalikes && lookalikes[address.toLowerCase()];
      return f ? [f] : [];
    };
    const flagsOf = (address: string) =>
      risk ? [...accountFlags(address, risk.ctx), ...lookalike(address)] : [];
    return {
      flagsOf,
      flagged: (address: string) =>
        risk
          ? accountFlagged(address, risk.ctx, risk.overrides) ||
            applyOverrides(lookalike(address), risk.overrides).shown.length > 0
          : false,
    };
  }, [risk, lookalikes]);
}

/**
 * The identity of the jetton behind a jetton wallet from v3 `metadata`: the master
 * (`extra.jetton` of the wallet's token info) with the master's symbol and name, else the
 * wallet's own. Null when the map does not know the wallet's master.
 */
export function jettonIdentityOfWallet(
  wallet: string,
  metadata: MetadataMap | null | undefined,
): JettonIdentity | null {
  const master = jettonMasterOfWallet(metadata, wallet);
  if (!master) return null;
  const m = tokenDisplay(master, metadata);
  const own = tokenDisplay(wallet, metadata);
  return { master, symbol: m.symbol ?? own.symbol, name: m.name ?? own.name };
}

/**
 * The identity of a jetton by its master from v3 `metadata` (the master's symbol and name);
 * null when the map knows nothing of it.
 */
export function jettonIdentityOfMaster(
  master: string,
  metadata: MetadataMap | null | undefined,
): JettonIdentity | null {
  const m = tokenDisplay(master, metadata);
  if (!m.symbol && !m.name) return null;
  return { master, symbol: m.symbol, name: m.name };
}

/** The suspended list of a v2 `getConfigParam` answer; null when absent or undecodable. */
function suspendedListOf(answer: unknown): SuspendedList | null {
  const bytes = (answer as { config?: { bytes?: string } } | undefined)?.config?.bytes;
  if (!bytes) return null;
  try {
    return parseSuspendedList(bytes);
  } catch {
    return null;
  }
}
