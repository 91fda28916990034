import type { ReactNode } from 'react';
import type { BuiltinSetFacts } from '../../../../shared/labels/builtin-set';
import { shortVersion } from '../../../../shared/labels/provenance';
import type { LabelsScope } from './use-labels-page-state';

/** The Labels page's choice between the user's labels and the built-in set's (two radios). */
export function LabelsScopeChoice({
  set,
  scope,
  onChoose,
}: {
  set: BuiltinSetFacts;
  scope: LabelsScope;
  onChoose(scope: LabelsScope): void;
}) {
  const option = (value: LabelsScope, text: ReactNode) => (
    <label>
      <input
        type="radio"
        name="labels-scope"
        checked={scope === value}
        onChange={() => onChoose(value)}
      />{' '}
      {text}
    </label>
  );
  return (
    <div className="labels-scope" role="group" aria-label="Which labels">
      {option('user', 'Your labels')}
      {option(
        'builtin',
        `Built-in: ${set.dataset}${set.version ? ` @ ${shortVersion(set.version)}` : ''} (${set.addresses})`,
      )}
    </div>
  );
}
