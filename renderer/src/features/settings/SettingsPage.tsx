import { useQuery } from '@tanstack/react-query';
import { profilesQuery } from '../../api/queries';
import { QueryView } from '../../components/States';
import { AddProfileForm } from './AddProfileForm';
import { DisplaySettings } from './DisplaySettings';
import { CacheSettings } from './CacheSettings';
import { RiskSettings } from './RiskSettings';
import { ProfileCard } from './ProfileCard';
import './settings.css';
import { WorkspaceBackup } from '../workspace';

/**
 * Settings: every profile with its network, URLs and key status; set, replace or remove an API
 * key and its plan rate; add and remove self-hosted profiles. Keys go to main (which checks and
 * stores them in the OS keychain) and never come back: only the last 4 characters are shown.
 */
export function SettingsPage() {
  const profiles = useQuery(profilesQuery);
  return (
    <div className="settings-page">
      <h1>Settings</h1>
      <p className="muted">
        Without a key TON Center allows 1 request per second. A key raises that to its plan’s rate;
        pick the plan’s rate so the app paces requests to fit it. Keys are kept in the OS keychain
        (or, if you ask, in memory until the app quits) and never shown again.
      </p>
      <h2>Profiles</h2>
      <QueryView query={profiles} loading="Loading profiles…">
        {(state) => (
          <div className="settings-list">
            {state.profiles.map((p) => (
              <ProfileCard key={p.id} profile={p} active={p.id === state.activeId} />
            ))}
          </div>
        )}
      </QueryView>
      <AddProfileForm />
      <DisplaySettings />
      <CacheSettings />
      <RiskSettings />
      <WorkspaceBackup />
    </div>
  );
}
