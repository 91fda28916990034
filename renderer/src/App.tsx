import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { profilesQuery, queryKeys } from './api/queries';
import { bridge } from './bridge';
import { ProfileSwitcher } from './components/ProfileSwitcher';
import { StatusBar } from './components/StatusBar';
import { useUiStore } from './stores/ui-store';
import { useQueryClient } from '@tanstack/react-query';

/** The app shell: header with the profile switcher, the page, the status bar. */
export function App() {
  const theme = useUiStore((s) => s.theme);
  const toggleTheme = useUiStore((s) => s.toggleTheme);
  const client = useQueryClient();
  const profiles = useQuery(profilesQuery);
  const active = profiles.data?.profiles.find((p) => p.id === profiles.data?.activeId) ?? null;

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useEffect(
    () => bridge.on('profiles:changed', (state) => client.setQueryData(queryKeys.profiles, state)),
    [client],
  );

  return (
    <div className={`app net-${active?.network ?? 'none'}`}>
      <header className="app-header">
        <h1 className="app-title">TON Explorer</h1>
        <ProfileSwitcher />
        <button
          type="button"
          className="theme-toggle"
          aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
          onClick={toggleTheme}
        >
          {theme === 'dark' ? '☀' : '☾'}
        </button>
      </header>
      <main className="app-main">
        <p className="muted">Choose a profile to start exploring.</p>
      </main>
      <StatusBar profile={active} />
    </div>
  );
}
