import type { ProfileView } from '../../shared/profiles';
import { ProfileSwitcher, networkLabel } from './components/ProfileSwitcher';
import { SearchBox } from './components/SearchBox';
import { routePath, type Route } from './routing/routes';
import { useUiStore } from './stores/ui-store';

/**
 * The section links of the header, in order: the route name of each page reached by its name
 * alone, and its label.
 */
const NAV = {
  blocks: 'Blocks',
  config: 'Config',
  validators: 'Validators',
  'top-accounts': 'Top accounts',
  pending: 'Pending',
  dns: 'DNS',
  console: 'API console',
  send: 'Send',
  exports: 'Export',
  labels: 'Labels',
  cases: 'Cases',
  canvas: 'Canvas',
  settings: 'Settings',
} satisfies Partial<Record<Route['name'], string>>;

/** The network badge next to the title: testnet and local colored and labelled. */
function NetworkBadge({ profile }: { profile: ProfileView | null }) {
  if (!profile) return null;
  const label = networkLabel(profile.network);
  return (
    <span className={`network-badge net-${profile.network}`} data-testid="network-badge">
      {label ?? 'MAINNET'}
    </span>
  );
}

/**
 * The app's header: the title (a link home), the active profile's network, search, the
 * section links, the profile switcher and the theme toggle (the theme is kept in the UI store).
 */
export function AppHeader({ active }: { active: ProfileView | null }) {
  const theme = useUiStore((s) => s.theme);
  const toggleTheme = useUiStore((s) => s.toggleTheme);
  return (
    <header className="app-header">
      <a className="app-title" href={routePath({ name: 'home' })}>
        TON Explorer
      </a>
      <NetworkBadge profile={active} />
      <SearchBox />
      <nav aria-label="Sections" className="app-nav">
        {(Object.keys(NAV) as Array<keyof typeof NAV>).map((name) => (
          <a key={name} href={routePath({ name })}>
            {NAV[name]}
          </a>
        ))}
      </nav>
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
  );
}
