import { useId } from 'react';
import { PLAN_RATES } from '../../../../shared/profiles';
import { RadioOption } from '../../components/RadioOption';
import type { RateDraft } from './profile-input';

/**
 * Radio buttons for the key's plan rate (1 / 10 / 25 / 100 requests per second) or a custom
 * value. The throttle in main paces requests at this rate; the server enforces the plan's.
 */
export function RateChoice({
  value,
  onChange,
  label = 'Plan rate',
}: {
  value: RateDraft;
  onChange: (next: RateDraft) => void;
  label?: string;
}) {
  const name = useId();
  return (
    <fieldset className="rate-choice">
      <legend>{label}</legend>
      {[...PLAN_RATES, 'custom' as const].map((choice) => (
        <RadioOption
          key={choice}
          className="inline"
          name={name}
          checked={value.choice === choice}
          onChoose={() => onChange({ ...value, choice })}
        >
          {choice === 'custom' ? 'Custom' : `${choice} req/s`}
        </RadioOption>
      ))}
      {value.choice === 'custom' && (
        <label className="inline">
          <input
            type="number"
            step="any"
            className="rate-custom"
            aria-label="Custom rate (requests per second)"
            value={value.custom}
            onChange={(e) => onChange({ ...value, custom: e.target.value })}
          />
          req/s
        </label>
      )}
    </fieldset>
  );
}
