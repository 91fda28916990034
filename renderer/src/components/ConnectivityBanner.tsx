import { useQueryClient } from '@tanstack/react-query';
import type { ProfileView } from '../../../shared/profiles';
import { formatCachedAt } from '../persistence/OfflineBanner';
import { seqnoAt } from '../persistence/store-cache-persister';
import {
  useCachedSince,
  useConnectivity,
  useCountdown,
  useRefreshWhenOnline,
} from '../api/use-profile-link';

function asOfBlock(seqno: number | null): string {
  return seqno !== null ? `as of block ${seqno}, ` : 'of ';
}

/**
 * The one offline notice of the app: shown above the page while the active profile's server
 * cannot be reached (main's connectivity state), saying since when, when it was last reachable,
 * what the page shows from the cache, and when the next background check is. The page's own
 * parts then show no error boxes for `OFFLINE` (see `ErrorState`). Refetches the page when the
 * server is back. "Retry now" asks again at once (the page's queries refetch; any answer
 * marks the profile online) instead of waiting for the next background check.
 */
export function ConnectivityBanner({ profile }: { profile: ProfileView }) {
  const c = useConnectivity(profile.id);
  const cachedSince = useCachedSince(profile.id);
  const probeIn = useCountdown(c?.nextProbeAt ?? null);
  useRefreshWhenOnline(profile.id);
  const client = useQueryClient();
  if (c?.status !== 'offline') return null;
  return (
    <div className="offline-banner" role="status" data-testid="connectivity-banner">
      <strong>Offline: {profile.name} cannot be reached.</strong>{' '}
      <span>
        {c.lastReachableAt
          ? `Last reachable at ${formatCachedAt(c.lastReachableAt)}.`
          : 'Not reached since the app started.'}{' '}
        {cachedSince !== null
          ? `Showing the cached copy ${asOfBlock(seqnoAt(cachedSince))}${formatCachedAt(cachedSince)}.`
          : 'Parts never viewed before cannot be shown until it is back.'}{' '}
        {probeIn !== null ? `Checking again in ${probeIn} s.` : 'Checking again…'}
      </span>{' '}
      <button
        type="button"
        onClick={() =>
          void client.refetchQueries({ queryKey: ['profile', profile.id], type: 'active' })
        }
      >
        Retry now
      </button>
      {c.reason && <div className="muted offline-reason">{c.reason}</div>}
    </div>
  );
}
