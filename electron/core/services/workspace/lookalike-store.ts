import type { Network } from '../../../../shared/profiles';
import { labelKey } from '../../../../shared/workspace/labels';
import { LOOKALIKES_MAX, type LookalikeFlag } from '../../../../shared/workspace/risk';
import { AppError } from '../../../../shared/ipc/errors';
import { WorkspaceStore } from './store';
import { orInvalidInput } from '../invalid-input';

interface Row {
  address: string;
  related: string;
  evidence: string;
  detail: string;
}

/**
 * The lookalike addresses the address-poisoning rule found, per network (table
 * `risk_lookalikes`), so the address is marked wherever it is shown, after a restart too.
 * Adding is idempotent (the first find of an address is kept) and bounded: a network keeps
 * the {@link LOOKALIKES_MAX} last found, the first found are dropped first.
 */
export class LookalikeStore extends WorkspaceStore {
  private readonly insert = this.db.prepare(
    `INSERT INTO risk_lookalikes (network, address, related, evidence, detail, found_at)
     VALUES (@network, @address, @related, @evidence, @detail, @foundAt)
     ON CONFLICT (network, address) DO NOTHING`,
  );
  private readonly trim = this.db.prepare(
    `DELETE FROM risk_lookalikes WHERE network = @network AND id <= (
       SELECT id FROM risk_lookalikes WHERE network = @network ORDER BY id DESC
       LIMIT 1 OFFSET @max)`,
  );
  private readonly listOf = this.db.prepare(
    'SELECT address, related, evidence, detail FROM risk_lookalikes WHERE network = ? ORDER BY id',
  );

  /**
   * Keeps `flags` (address-poisoning flags; addresses in any form, stored raw lower-case) on
   * `network` in one transaction; answers how many were new. Every flag is checked first:
   * another rule or a bad address throws INVALID_INPUT and nothing is written.
   */
  add(network: Network, flags: readonly LookalikeFlag[], max = LOOKALIKES_MAX): number {
    const rows = flags.map(toRow);
    const foundAt = this.now();
    let added = 0;
    this.db.transaction(() => {
      for (const r of rows) added += this.insert.run({ network, ...r, foundAt }).changes;
      if (added) this.trim.run({ network, max });
    })();
    return added;
  }

  /** The network's lookalikes as their flags, first found first. */
  list(network: Network): LookalikeFlag[] {
    return (this.listOf.all(network) as Row[]).map((r) => ({
      rule: 'address-poisoning',
      subject: r.address,
      field: 'address',
      evidence: r.evidence,
      detail: r.detail,
      related: r.related,
    }));
  }
}

/** A flag as its row; throws INVALID_INPUT on another rule or a bad address. */
function toRow(f: LookalikeFlag): Row {
  if (f.rule !== 'address-poisoning') {
    throw new AppError({
      code: 'INVALID_INPUT',
      message: `Not a lookalike: a ${String(f.rule)} flag (only address-poisoning flags are kept).`,
    });
  }
  return {
    address: orInvalidInput(() => labelKey(f.subject)),
    related: orInvalidInput(() => labelKey(f.related)),
    evidence: f.evidence,
    detail: f.detail,
  };
}
