import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ProfileView } from '../../../../shared/profiles';
import { keychainQuery } from '../../api/queries';
import { ErrorNote } from './ErrorNote';
import { RateChoice } from './RateChoice';
import { rateDraft, rateOf, type RateDraft } from './profile-input';
import { useSettingsMutation } from '../../api/profiles';

/**
 * Sets a profile's API key: a password field (uncontrolled, emptied after saving, so the key
 * never stays in the page) and the plan rate. Main checks the key with one request before it
 * stores it in the OS keychain; its refusal is shown as guidance. "Hold in memory" keeps the
 * key in main's memory only, until the app quits: the way to use a key without a keychain.
 */
export function KeyForm({ profile }: { profile: ProfileView }) {
  const setKey = useSettingsMutation('keys:set');
  const keychain = useQuery(keychainQuery);
  const noKeychain = keychain.data?.available === false ? keychain.data.problem : null;
  const replacing = profile.key.hasKey;
  const [rate, setRate] = useState<RateDraft>(() => rateDraft(null));
  const [inMemory, setInMemory] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const memoryId = `key-in-memory-${profile.id}`;

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
      { profileId: profile.id, key, inMemory, ...(rps === undefined ? {} : { rps }) },
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
      {noKeychain && (
        <p className="settings-error" data-testid="no-keychain">
          {noKeychain}
        </p>
      )}
      <label htmlFor={memoryId} className="inline">
        <input
          id={memoryId}
          type="checkbox"
          checked={inMemory}
          disabled={setKey.isPending}
          onChange={(e) => setInMemory(e.target.checked)}
        />
        Hold the key in memory until the app quits (never saved to disk or keychain)
      </label>
      <button type="submit" disabled={setKey.isPending}>
        {setKey.isPending
          ? 'Checking the key…'
          : inMemory
            ? 'Use key until the app quits'
            : 'Save key'}
      </button>
      {formError && (
        <p className="settings-error" role="alert">
          {formError}
        </p>
      )}
      <ErrorNote error={setKey.error} />
      {setKey.isSuccess && (
        <p className="ok" role="status">
          {setKey.data.inMemory ? 'Key held in memory until the app quits' : 'Key saved'}: ends in{' '}
          {setKey.data.last4}, {setKey.data.rps} req/s.
        </p>
      )}
    </form>
  );
}
