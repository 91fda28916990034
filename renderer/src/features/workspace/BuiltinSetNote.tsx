import { shortVersion } from '../../../../shared/labels/provenance';
import type { BuiltinSetFacts } from '../../../../shared/labels/builtin-set';

/**
 * The built-in set's name, version, licence and counts per category, above its list: whose
 * claims these labels are. Your own label of an address overrides the built-in one.
 */
export function BuiltinSetNote({ set }: { set: BuiltinSetFacts }) {
  const categories = Object.entries(set.byCategory).sort((a, b) => b[1] - a[1]);
  return (
    <p className="muted" data-testid="builtin-set">
      {set.addresses} addresses from <strong>{set.dataset}</strong>
      {set.version &&
        ` (commit ${shortVersion(set.version)}${set.committedAt ? `, ${set.committedAt.slice(0, 10)}` : ''})`}
      {set.license && `, licence ${set.license}`}
      {set.repository && `, ${set.repository}`}, shipped with the app: community labels, each with
      its source. Your own label of an address overrides the built-in one.{' '}
      {categories.map(([c, n]) => `${c} ${n}`).join(' · ')}
    </p>
  );
}
