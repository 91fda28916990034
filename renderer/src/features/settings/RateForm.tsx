import { useState } from 'react';
import type { ProfileView } from '../../../../shared/profiles';
import { ErrorNote } from './ErrorNote';
import { RateChoice } from './RateChoice';
import { rateDraft, rateOf } from './profile-input';
import { useSettingsMutation } from '../../api/profiles';

/** Changes the rate of a profile's key (`keys:set-rps`) and removes the key (`keys:clear`). */
export function RateForm({ profile }: { profile: ProfileView }) {
  const setRps = useSettingsMutation('keys:set-rps');
  const clear = useSettingsMutation('keys:clear');
  const [rate, setRate] = useState(() => rateDraft(profile.key.rps));
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <form
      className="rate-form"
      aria-label={`Rate for ${profile.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        setFormError(null);
        try {
          setRps.mutate({ profileId: profile.id, rps: rateOf(rate) });
        } catch (err) {
          setFormError((err as Error).message);
        }
      }}
    >
      <RateChoice value={rate} onChange={setRate} label="Rate of this key" />
      <div className="settings-actions">
        <button type="submit" disabled={setRps.isPending}>
          Save rate
        </button>
        <button
          type="button"
          disabled={clear.isPending}
          onClick={() => clear.mutate({ profileId: profile.id })}
        >
          Remove key
        </button>
      </div>
      {formError && (
        <p className="settings-error" role="alert">
          {formError}
        </p>
      )}
      <ErrorNote error={setRps.error ?? clear.error} />
      {setRps.isSuccess && (
        <p className="ok" role="status">
          Rate saved: {setRps.data.rps} req/s.
        </p>
      )}
    </form>
  );
}
