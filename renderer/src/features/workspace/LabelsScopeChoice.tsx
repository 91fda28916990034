import type { ReactNode } from 'react';
import { RadioOption } from '../../components/RadioOption';
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
    <RadioOption name="labels-scope" checked={scope === value} onChoose={() => onChoose(value)}>
      {text}
    </RadioOption>
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
