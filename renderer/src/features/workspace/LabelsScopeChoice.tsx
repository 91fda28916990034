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
  return (
    <div className="labels-scope" role="group" aria-label="Which labels">
      <label>
        <input
          type="radio"
          name="labels-scope"
          checked={scope === 'user'}
          onChange={() => onChoose('user')}
        />{' '}
        Your labels
      </label>
      <label>
        <input
          type="radio"
          name="labels-scope"
          checked={scope === 'builtin'}
          onChange={() => onChoose('builtin')}
        />{' '}
        Built-in: {set.dataset}
        {set.version ? ` @ ${shortVersion(set.version)}` : ''} ({set.addresses})
      </label>
    </div>
  );
}
