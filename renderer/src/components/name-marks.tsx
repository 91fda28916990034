import { createContext, useContext } from 'react';
import type { RiskRuleId } from '../../../shared/risk/flags';
import { judgeName, type NameJudgement } from '../../../shared/text/name-judgement';
import type { AddressNaming } from '../../../shared/ton/address-names';

/**
 * What decides whether a name's mark (⚠ beside a misleading name) is drawn, beyond the name
 * itself: the user's overrides (a "trusted" label, "ignore this rule here") and the domains
 * known to resolve to their NFT item's owner. The risk feature provides it (components import
 * no feature); outside its provider nothing is overridden and no domain is known.
 */
export interface NameMarkPolicy {
  /** True when the user overrode `rule` at `raw` (raw, any case): its mark is not drawn. */
  overridden(raw: string, rule: RiskRuleId): boolean;
  /**
   * The `.ton` domain whose DNS record is NFT item `raw` and resolves to the item's owner
   * (v3 `dns/records` read by any page), or null: such a name is the item's own.
   */
  ownDomain(raw: string): string | null;
}

const NONE: NameMarkPolicy = { overridden: () => false, ownDomain: () => null };

export const NameMarkPolicyContext = createContext<NameMarkPolicy>(NONE);

/** The name-mark policy in effect. */
export function useNameMarkPolicy(): NameMarkPolicy {
  return useContext(NameMarkPolicyContext);
}

/**
 * The judgement of a name shown beside `raw` ({@link judgeName}) with what is known of DNS: a
 * `.ton` name that is the item's own domain, resolving to its owner, is no lie. Overrides are
 * the caller's (the mark is cleared, the row's flag counted as overridden).
 */
export function judgeShownName(
  naming: Pick<AddressNaming, 'name' | 'parts' | 'source' | 'dnsItem'>,
  raw: string,
  ownDomain: (raw: string) => string | null,
): NameJudgement {
  const shown = naming.parts?.[0] ?? naming.name ?? '';
  const own = ownDomain(raw);
  return judgeName(naming.parts ?? [shown], {
    source: naming.source,
    dnsItem: (naming.dnsItem ?? false) || (!!own && own === shown.toLowerCase()),
  });
}
