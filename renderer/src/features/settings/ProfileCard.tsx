import { useState } from 'react';
import type { ProfileView } from '../../../../shared/profiles';
import { networkLabel } from '../../components/ProfileSwitcher';
import { ErrorNote } from './ErrorNote';
import { ImagesToggle } from './ImagesToggle';
import { KeyForm } from './KeyForm';
import { RateForm } from './RateForm';
import { useSettingsMutation } from '../../api/profiles';

/**
 * "Key ending in ab12, 10 req/s" (and where it is held when only in memory) or "No key: 1
 * req/s". Never the key itself.
 */
export function keySummary(profile: ProfileView): string {
  const k = profile.key;
  if (!k.hasKey) return `No key: ${k.rps} req/s`;
  const held = k.inMemory ? ' (held in memory until the app quits)' : '';
  return `Key ending in ${k.last4 ?? '????'}, ${k.rps} req/s${held}`;
}

/** Removing a custom profile, with a confirmation step; built-ins say why they stay. */
function RemoveProfile({ profile }: { profile: ProfileView }) {
  const remove = useSettingsMutation('profiles:remove');
  const [confirming, setConfirming] = useState(false);
  if (profile.builtIn) {
    return <p className="muted">Built-in profiles cannot be removed.</p>;
  }
  return (
    <div className="settings-actions">
      {confirming ? (
        <>
          <span>Remove “{profile.name}” and its key?</span>
          <button
            type="button"
            className="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ profileId: profile.id })}
          >
            Confirm removal
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </>
      ) : (
        <button type="button" onClick={() => setConfirming(true)}>
          Remove profile
        </button>
      )}
      <ErrorNote error={remove.error} />
    </div>
  );
}

/**
 * One profile: network, v2/v3 URLs, key status (has key, last 4, rate), forms to set or
 * replace the key, change its rate or remove it, and removal of custom profiles.
 */
export function ProfileCard({ profile, active }: { profile: ProfileView; active: boolean }) {
  const use = useSettingsMutation('profiles:use');
  const label = networkLabel(profile.network);
  const isLocal = profile.builtIn && profile.network === 'local';
  return (
    <section className="settings-card" aria-label={`Profile ${profile.name}`}>
      <h3>
        {profile.name}{' '}
        <span className={`net-badge net-${profile.network}`}>{label ?? 'MAINNET'}</span>
        {active && <span className="pill pill-ok">Active</span>}
        {!profile.builtIn && <span className="pill pill-neutral">Custom</span>}
      </h3>
      <dl className="kv" aria-label={`Details of ${profile.name}`}>
        <div className="kv-row">
          <dt>Network</dt>
          <dd>{profile.network}</dd>
        </div>
        <div className="kv-row">
          <dt>API v2 URL</dt>
          <dd className="mono break">{profile.v2Url ?? 'set when the local network starts'}</dd>
        </div>
        <div className="kv-row">
          <dt>API v3 URL</dt>
          <dd className="mono break">{profile.v3Url ?? 'set when the local network starts'}</dd>
        </div>
        <div className="kv-row">
          <dt>API key</dt>
          <dd data-testid={`key-status-${profile.id}`}>{keySummary(profile)}</dd>
        </div>
      </dl>
      {isLocal && (
        <p className="muted">
          The embedded local network runs with its own key, made anew at each launch (the one shown
          above). You may set your own key instead.
        </p>
      )}
      {!active && (
        <div className="settings-actions">
          <button
            type="button"
            disabled={use.isPending}
            onClick={() => use.mutate({ profileId: profile.id })}
          >
            Use this profile
          </button>
          <ErrorNote error={use.error} />
        </div>
      )}
      <ImagesToggle profile={profile} />
      <KeyForm profile={profile} />
      {profile.key.hasKey && (
        <RateForm key={`${profile.key.last4}/${profile.key.rps}`} profile={profile} />
      )}
      <RemoveProfile profile={profile} />
    </section>
  );
}
