import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ConnectivityState } from '../../../shared/ipc/channels/api';
import { useThrottleState } from './connection';
import { queryKeys } from './keys';

/** The profile's connectivity; null until known. */
export function useConnectivity(profileId: string | null): ConnectivityState | null {
  return useThrottleState(profileId)?.connectivity ?? null;
}

/**
 * When the profile comes back online, refetches its queries on screen, so the pages replace
 * their cached copies (and their "not available offline" places) without a click.
 */
export function useRefreshWhenOnline(profileId: string | null): void {
  const client = useQueryClient();
  const status = useConnectivity(profileId)?.status ?? null;
  const [last, setLast] = useState(status);
  useEffect(() => {
    if (status === last) return;
    setLast(status);
    if (last === 'offline' && status === 'online' && profileId) {
      void client.refetchQueries({ queryKey: queryKeys.profile(profileId), type: 'active' });
    }
  }, [client, last, profileId, status]);
}

/**
 * The oldest data time among the profile's queries on screen whose latest fetch failed: what
 * the page shows from the cache. Null when nothing on screen is a cached copy.
 */
export function useCachedSince(profileId: string | null): number | null {
  const cache = useQueryClient().getQueryCache();
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => {
    if (!profileId) return;
    const compute = () => {
      let oldest: number | null = null;
      for (const q of cache.findAll({ queryKey: queryKeys.profile(profileId), type: 'active' })) {
        const s = q.state;
        if (s.data === undefined || s.status !== 'error' || s.dataUpdatedAt === 0) continue;
        oldest = oldest === null ? s.dataUpdatedAt : Math.min(oldest, s.dataUpdatedAt);
      }
      setSince(oldest);
    };
    // Cache events also fire while other components render: read the cache after them.
    let queued = false;
    const schedule = () => {
      if (queued) return;
      queued = true;
      setTimeout(() => {
        queued = false;
        compute();
      }, 0);
    };
    compute();
    return cache.subscribe(schedule);
  }, [cache, profileId]);
  return since;
}

/** Seconds until `at` (epoch ms), re-rendering every 250 ms while it is in the future. */
export function useCountdown(at: number | null): number | null {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!at) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [at]);
  if (!at || at <= now) return null;
  return Math.ceil((at - now) / 1000);
}
