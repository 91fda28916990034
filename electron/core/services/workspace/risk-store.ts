import type { Network } from '../../../../shared/profiles';
import { isRiskRuleId, type RiskRuleId } from '../../../../shared/risk/flags';
import { TRUSTED_CATEGORY } from '../../../../shared/risk/overrides';
import { labelKey } from '../../../../shared/workspace/labels';
import {
  DEFAULT_RISK_SETTINGS,
  dustThresholdSchema,
  type RiskIgnore,
  type RiskSettings,
} from '../../../../shared/workspace/risk';
import { deleteWhere, prepareUpsert, WorkspaceStore } from './store';
import { orInvalidInput } from '../invalid-input';

/** Settings key of the dust threshold (nanotons, decimal). */
const DUST_KEY = 'risk.dustThresholdNano';

/**
 * The user's overrides of the risk rules, per network: "ignore this rule here" (address +
 * rule, table `risk_ignores`), the addresses whose label category is "trusted" (read from
 * `labels`: one rule in one place, the label is the override), and the dust threshold
 * (the `settings` table; one for every network).
 */
export class RiskStore extends WorkspaceStore {
  private readonly upsert = prepareUpsert(this.db, 'risk_ignores', {
    key: ['network', 'address', 'rule'],
    set: ['created_at'],
  });
  private readonly trustedOf = this.db.prepare(
    `SELECT address FROM labels WHERE network = ? AND lower(trim(category)) = '${TRUSTED_CATEGORY}' ORDER BY address`,
  );
  private readonly ignoresOf = this.db.prepare(
    'SELECT address, rule, created_at FROM risk_ignores WHERE network = ? ORDER BY address, rule',
  );

  /** The network's overrides and the dust threshold. Unknown stored rule ids are skipped. */
  settings(network: Network): RiskSettings {
    const trusted = (this.trustedOf.all(network) as Array<{ address: string }>).map(
      (r) => r.address,
    );
    const ignored: RiskIgnore[] = [];
    for (const r of this.ignoresOf.all(network) as Array<{
      address: string;
      rule: string;
      created_at: number;
    }>) {
      if (isRiskRuleId(r.rule))
        ignored.push({ address: r.address, rule: r.rule, createdAt: r.created_at });
    }
    return { trusted, ignored, dustThresholdNano: this.dustThreshold() };
  }

  /**
   * "Ignore this rule here": `rule` is no longer shown about `address` (any form, stored raw)
   * on `network`. Idempotent. Throws INVALID_INPUT on a bad address.
   */
  ignore(network: Network, address: string, rule: RiskRuleId): void {
    this.upsert.run({ network, address: keyOrThrow(address), rule, createdAt: this.now() });
  }

  /** Shows `rule` about `address` again; false when it was not ignored. */
  unignore(network: Network, address: string, rule: RiskRuleId): boolean {
    return deleteWhere(this.db, 'risk_ignores', { network, address: keyOrThrow(address), rule });
  }

  /** The dust threshold, nanotons (decimal string); the default until the user sets one. */
  dustThreshold(): string {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(DUST_KEY) as
      { value: string } | undefined;
    return row && dustThresholdSchema.safeParse(row.value).success
      ? row.value
      : DEFAULT_RISK_SETTINGS.dustThresholdNano;
  }

  /** Sets the dust threshold (nanotons, decimal; 0 turns the rule off). */
  setDustThreshold(nano: string): string {
    const value = dustThresholdSchema.parse(nano);
    this.db
      .prepare(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      )
      .run(DUST_KEY, value);
    return value;
  }
}

function keyOrThrow(address: string): string {
  return orInvalidInput(() => labelKey(address));
}
