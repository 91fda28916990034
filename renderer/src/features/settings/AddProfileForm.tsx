import { useState } from 'react';
import { NETWORKS, type NewProfile } from '../../../../shared/profiles';
import { ErrorNote } from './ErrorNote';
import {
  EMPTY_PROFILE,
  validateProfile,
  type FieldErrors,
  type ProfileDraft,
} from './profile-input';
import { useSettingsMutation } from '../../api/profiles';

/** Adds a custom (self-hosted) profile: name, network, v2 and v3 base URLs. */
export function AddProfileForm() {
  const add = useSettingsMutation('profiles:add');
  const [draft, setDraft] = useState<ProfileDraft>(EMPTY_PROFILE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: keyof NewProfile, label: string, placeholder: string) => (
    <label>
      {label}
      <input
        value={draft[name]}
        placeholder={placeholder}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `add-profile-${name}-error` : undefined}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
      {errors[name] && (
        <span id={`add-profile-${name}-error`} className="settings-error">
          {errors[name]}
        </span>
      )}
    </label>
  );
  return (
    <form
      className="settings-card add-profile"
      aria-label="Add a profile"
      onSubmit={(e) => {
        e.preventDefault();
        add.reset();
        const { value, errors: found } = validateProfile(draft);
        setErrors(found);
        if (!value) return;
        add.mutate(value, {
          onSuccess: () => {
            setDraft(EMPTY_PROFILE);
          },
        });
      }}
    >
      <h3>Add a self-hosted profile</h3>
      <p className="muted">
        For your own TON Center deployment: both base URLs, and the network its data is from.
      </p>
      {field('name', 'Name', 'My node')}
      <label>
        Network
        <select
          value={draft.network}
          onChange={(e) => setDraft({ ...draft, network: e.target.value })}
        >
          {NETWORKS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      {field('v2Url', 'API v2 URL', 'https://my-node.example/api/v2')}
      {field('v3Url', 'API v3 URL', 'https://my-node.example/api/v3')}
      <button type="submit" disabled={add.isPending}>
        Add profile
      </button>
      <ErrorNote error={add.error} />
      {add.isSuccess && (
        <p className="ok" role="status">
          Profile added. Use it from the profile switcher or below.
        </p>
      )}
    </form>
  );
}
