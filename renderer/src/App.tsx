import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import type { TimeZoneSetting } from '../../shared/format';
import type { ProfileView } from '../../shared/profiles';
import { useLinkStatus, type TransportStatus } from './api/connection';
import { useProfilesEvents } from './api/profiles';
import { profilesQuery } from './api/queries';
import { useWorkspaceRefresh } from './api/workspace-refresh';
import { ConnectivityBanner } from './components/ConnectivityBanner';
import { ErrorBoundary } from './components/ErrorBoundary';
import { AppHeader } from './AppHeader';
import { Loading } from './components/States';
import { NetworkPanel } from './components/NetworkPanel';
import { StatusBar } from './components/StatusBar';
import { ProfileProvider } from './lib/profile-context';
import { useDesktopEvents } from './lib/use-desktop-events';
import { AccountPage } from './features/account';
import { BlockPage, BlocksPage, ConfigPage, ValidatorsPage } from './features/blocks';
import { ConsolePage } from './features/console';
import {
  DnsPage,
  MultisigOrderPage,
  NominatorPoolPage,
  TopAccountsPage,
} from './features/reference';
import { PendingPage } from './features/pending';
import { HomePage } from './features/home';
import { JettonPage } from './features/jetton';
import { NftCollectionPage, NftItemPage } from './features/nft';
import { NotFoundPage } from './routing/NotFoundPage';
import { SearchPage } from './features/search';
import { SendPage } from './features/send';
import { ExportsPage } from './features/exports';
import { SettingsPage } from './features/settings';
import { TracePage } from './features/trace';
import { TransactionPage } from './features/transaction';
import {
  AlertsIndicator,
  AlertsPage,
  CasePage,
  CasesPage,
  LabelsPage,
  LabelsProvider,
} from './features/workspace';
import { CanvasPage } from './features/canvas';
import { RiskProvider } from './features/risk';
import { routePath, type Route } from './routing/routes';
import { useRoute } from './routing/use-route';
import { takeSearchFocus } from './routing/focus-after-search';
import { useUiStore } from './stores/ui-store';

/** The page component of each route name; a page gets its route (its parameters). */
const PAGES: { [N in Route['name']]: ComponentType<{ route: Extract<Route, { name: N }> }> } = {
  home: HomePage,
  search: SearchPage,
  account: AccountPage,
  transaction: TransactionPage,
  trace: TracePage,
  jetton: JettonPage,
  'nft-collection': NftCollectionPage,
  'nft-item': NftItemPage,
  blocks: BlocksPage,
  block: BlockPage,
  config: ConfigPage,
  validators: ValidatorsPage,
  'top-accounts': TopAccountsPage,
  pending: PendingPage,
  'nominator-pool': NominatorPoolPage,
  dns: DnsPage,
  'multisig-order': MultisigOrderPage,
  console: ConsolePage,
  send: SendPage,
  settings: SettingsPage,
  labels: LabelsPage,
  alerts: AlertsPage,
  cases: CasesPage,
  case: CasePage,
  canvas: CanvasPage,
  exports: ExportsPage,
  'not-found': ({ route }) => <NotFoundPage path={route.path} />,
};

/** The page component of a route. */
function Page({ route }: { route: Route }): ReactNode {
  // The table pairs each name with its page: the page of `route.name` takes this route.
  const Component = PAGES[route.name] as ComponentType<{ route: Route }>;
  return <Component route={route} />;
}

/** Tells the user plainly when the app cannot be reached (no token, app stopped). */
function ConnectionBanner({ status }: { status: TransportStatus }) {
  if (status.state !== 'closed') return null;
  return (
    <div className="connection-banner" role="alert" data-testid="connection-banner">
      {status.reason}
    </div>
  );
}

const MAIN_ID = 'main-content';

/**
 * The first Tab stop: "Skip to content" moves focus past the header (search, sections,
 * profiles) to the page. Focus moves in code: the URL hash is the app's route.
 */
function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}

/** A notice from the desktop app (an opened file it could not use…), until dismissed. */
function DesktopNotice({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  return (
    <p className="desktop-notice" role="status">
      {text}{' '}
      <button type="button" onClick={onDismiss}>
        Dismiss
      </button>
    </p>
  );
}

/**
 * The page of the route in the active profile's providers (labels, risk), or why there is
 * none yet: connecting, or the app unreachable.
 */
function PageArea({
  active,
  route,
  timeZone,
  unreachable,
}: {
  active: ProfileView | null;
  route: Route;
  /** The time zone pages format times in: a change redraws the page. */
  timeZone: TimeZoneSetting;
  unreachable: boolean;
}) {
  if (!active) {
    if (unreachable)
      return <p className="muted">No data: the app is not reachable from this page.</p>;
    return <Loading label="Connecting to the app…" />;
  }
  // key: a profile switch remounts the page, so no local state carries over either.
  return (
    <ProfileProvider value={active}>
      <LabelsProvider key={active.network} network={active.network}>
        <RiskProvider network={active.network}>
          <div key={`${active.id}|${timeZone}`} className="page">
            <ErrorBoundary key={routePath(route)} label="This page" page>
              {/* Pages other than Home load on demand (pageOnDemand): a moment to load. */}
              <Suspense fallback={<Loading label="Loading the page…" />}>
                <Page route={route} />
              </Suspense>
            </ErrorBoundary>
          </div>
        </RiskProvider>
      </LabelsProvider>
    </ProfileProvider>
  );
}

/** The app shell: header (title, network, search, profiles, theme), the page, the status bar. */
export function App() {
  const theme = useUiStore((s) => s.theme);
  const networkPanelOpen = useUiStore((s) => s.networkPanelOpen);
  // Pages format times when they render: a change of the zone redraws them.
  const timeZone = useUiStore((s) => s.timeZone);
  const route = useRoute();
  const link = useLinkStatus();
  const profiles = useQuery(profilesQuery);
  const active = profiles.data?.profiles.find((p) => p.id === profiles.data?.activeId) ?? null;

  const [desktopNotice, dismissDesktopNotice] = useDesktopEvents(active?.network ?? null);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useProfilesEvents();
  useWorkspaceRefresh(active?.network ?? null);
  // A search's page takes the focus (its open tab or its heading).
  const routeKey = routePath(route);
  useEffect(
    () => takeSearchFocus(document.getElementById(MAIN_ID), route.name === 'search'),
    [routeKey], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <div className={`app net-${active?.network ?? 'none'}`}>
      <SkipLink />
      <AppHeader active={active} />
      <ConnectionBanner status={link} />
      {active && link.state === 'open' && <ConnectivityBanner key={active.id} profile={active} />}
      {desktopNotice && <DesktopNotice text={desktopNotice} onDismiss={dismissDesktopNotice} />}
      <main id={MAIN_ID} className="app-main" tabIndex={-1}>
        <PageArea
          active={active}
          route={route}
          timeZone={timeZone}
          unreachable={profiles.isError || link.state === 'closed'}
        />
      </main>
      {networkPanelOpen && active && <NetworkPanel key={active.id} profile={active} />}
      <StatusBar profile={active} alerts={active && <AlertsIndicator network={active.network} />} />
    </div>
  );
}
