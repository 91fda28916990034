import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProfileView } from '../../../shared/profiles';
import { apiQuery, fetchApi } from '../api/queries';
import { useUiStore } from '../stores/ui-store';
import { hostKind, useLinkStatus, useThrottleState } from '../api/connection';
import { queryKeys } from '../api/keys';
import { errorGuidance } from '../lib/errors';

import { formatCachedAt } from '../persistence/OfflineBanner';
import type { MasterchainInfo } from '../lib/v3-types';
import { useCountdown } from '../api/use-profile-link';

/**
 * One background v2 `getMasterchainInfo` per activated profile, so the v2 version
 * (`X-API-Version`, read by main into the throttle state) is known without waiting for a page
 * to call v2. Not under `['profile', …]`: a persisted answer must not stand in for the call.
 * Retried every 15 s while it fails (e.g. the local network still starting).
 */
function useV2VersionProbe(profileId: string | null, enabled: boolean): void {
  useQuery({
    queryKey: queryKeys.v2VersionProbe(profileId ?? '-'),
    queryFn: ({ signal }) =>
      fetchApi(profileId!, 'v2', 'getMasterchainInfo', {}, signal, 'background').then(() => true),
    enabled: enabled && profileId !== null,
    staleTime: Infinity,
    refetchInterval: (q) => (q.state.status === 'error' ? 15_000 : false),
  });
}

/** The status bar's toggle of the Network panel (the request log). */
function NetworkButton() {
  const open = useUiStore((s) => s.networkPanelOpen);
  const setOpen = useUiStore((s) => s.setNetworkPanelOpen);
  return (
    <button
      type="button"
      className="status-button"
      aria-expanded={open}
      aria-controls="network-panel"
      onClick={() => setOpen(!open)}
    >
      Network
    </button>
  );
}

/**
 * Bottom bar: connection, the active profile's masterchain seqno (v3 `masterchainInfo`,
 * polled), the throttle (queue length, "Rate limited, retrying in 2 s") and the v2 version;
 * `alerts` (the workspace's unread-alerts link, given by the shell) shows beside them.
 */
export function StatusBar({
  profile,
  alerts,
}: {
  profile: ProfileView | null;
  alerts?: ReactNode;
}) {
  const link = useLinkStatus();
  const open = link.state === 'open';

  const mc = useQuery({
    ...apiQuery<MasterchainInfo>(profile?.id ?? '-', 'v3', 'masterchainInfo'),
    enabled: profile !== null && open,
    refetchInterval: 5_000,
    retry: false,
  });
  const throttle = useThrottleState(profile?.id ?? null, open);
  const retryIn = useCountdown(throttle?.retryAt ?? null);
  const offline = throttle?.connectivity.status === 'offline' ? throttle.connectivity : null;
  const probeIn = useCountdown(offline?.nextProbeAt ?? null);
  useV2VersionProbe(profile?.id ?? null, open);

  let chain: string;
  if (!open) chain = link.state === 'closed' ? link.reason : 'Connecting to the app…';
  else if (!profile) chain = 'No profile';
  else if (offline) {
    chain = offline.lastReachableAt
      ? `Offline (last reachable ${formatCachedAt(offline.lastReachableAt)})`
      : 'Offline';
  } else if (mc.isPending) {
    // The built-in Local profile's network starts with the app (its first start builds the
    // demo chain): until it answers, it is starting, not unreachable.
    chain =
      profile.builtIn && profile.network === 'local'
        ? 'Local network starting…'
        : 'Connecting to the network…';
  } else if (mc.isError && !mc.data) chain = `Not connected: ${errorGuidance(mc.error).title}`;
  else chain = `Masterchain seqno ${mc.data?.last?.seqno ?? '?'}`;

  let queue = '';
  if (throttle) {
    if (offline) queue = probeIn !== null ? `Checking again in ${probeIn} s` : 'Checking…';
    else if (retryIn !== null) queue = `Rate limited, retrying in ${retryIn} s`;
    else if (throttle.queued > 0) queue = `Queue: ${throttle.queued} waiting`;
    else queue = `Idle (${throttle.rps} req/s)`;
  }

  return (
    <footer className="status-bar" aria-label="Status bar">
      <span data-testid="status-profile">{profile ? profile.name : 'No profile'}</span>
      <span data-testid="status-chain" role="status" className={offline ? 'warn' : undefined}>
        {chain}
      </span>
      {throttle && (
        <span data-testid="status-throttle" className={retryIn !== null ? 'warn' : undefined}>
          {queue}
        </span>
      )}
      {throttle && (
        <span
          data-testid="status-v2-version"
          className={throttle.versionWarning ? 'warn status-version-warning' : undefined}
          role={throttle.versionWarning ? 'alert' : undefined}
        >
          {throttle.v2Version ? `API v2 ${throttle.v2Version}` : 'API v2 version: not seen yet'}
          {throttle.versionWarning ? ` — Warning: ${throttle.versionWarning}` : ''}
        </span>
      )}
      {profile && <NetworkButton />}
      {profile && alerts}
      <span className="muted status-shell">
        {hostKind() === 'electron' ? 'Desktop' : 'Web shell'}
      </span>
    </footer>
  );
}
