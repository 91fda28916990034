import { useState, type FormEvent } from 'react';
import type { ProfileView } from '../../../../shared/profiles';
import { ErrorNote } from './ErrorNote';
import { RateChoice } from './RateChoice';
import { rateDraft, rateOf, type RateDraft } from './profile-input';
import { useSettingsMutation } from '../../api/profiles';

/**
 * Sets a profile's API key: a password field (uncontrolled, emptied after saving, so the key
 * never stays in the page) and the plan rate. Main checks the key with one request before it
 * stores it in the OS keychain; its refusal is shown as guidance.
 */
export function KeyForm({ profile }: { profile: ProfileView }) {
  const setKey = useSettingsMutation('keys:set');
  const replacing = profile.key.hasKey;
  const [rate, setRate] = useState<RateDraft>(() => rateDraft(null));
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const field = form.elements.namedItem('api-key') as HTMLInputElement;
    const key = field.value.trim();
    setFormError(null);
    setKey.reset();
    if (!key) return setFormError('Paste the API key first.');
    if (/\s/.test(key)) return setFormError('An API key has no spaces: check what was pasted.');
    // Replacing a key keeps the profile's rate (changed below the form); a first key takes
    // the plan rate picked here.
    let rps: number | undefined;
    try {
      rps = replacing ? undefined : rateOf(rate);
    } catch (err) {
      return setFormError((err as Error).message);
    }
    setKey.mutate(
      { profileId: profile.id, key, ...(rps === undefined ? {} : { rps }) },
      { onSuccess: () => form.reset() },
    );
  };

  return (
    <form className="key-form" aria-label={`API key for ${profile.name}`} onSubmit={submit}>
      <label>
        {replacing ? 'Replace the API key' : 'API key'}
        <input
          name="api-key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="Paste the key"
          disabled={setKey.isPending}
        />
      </label>
      {!replacing && <RateChoice value={rate} onChange={setRate} />}
      <button type="submit" disabled={setKey.isPending}>
        {setKey.isPending ? 'Checking the key…' : 'Save key'}
      </button>
      {formError && (
        <p className="settings-error" role="alert">
          {formError}
        </p>
      )}
      <ErrorNote error={setKey.error} />
      {setKey.isSuccess && (
        <p className="ok" role="status">
          Key saved: ends in {setKey.data.last4}, {setKey.data.rps} req/s.
        </p>
      )}
    </form>
  );
}
