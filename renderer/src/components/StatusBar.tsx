import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ProfileView } from '../../../shared/profiles';
import { apiQuery } from '../api/queries';
import { bridge, type TransportStatus } from '../bridge';

interface MasterchainInfo {
  last?: { seqno?: number };
}

/** Bottom bar: connection, the active profile's masterchain seqno (v3 `masterchainInfo`). */
export function StatusBar({ profile }: { profile: ProfileView | null }) {
  const [link, setLink] = useState<TransportStatus>({ state: 'connecting' });
  useEffect(() => bridge.onStatus(setLink), []);

  const mc = useQuery({
    ...apiQuery<MasterchainInfo>(profile?.id ?? '-', 'v3', 'masterchainInfo'),
    enabled: profile !== null && link.state === 'open',
    refetchInterval: 5_000,
    retry: false,
  });

  let chain: string;
  if (link.state !== 'open') chain = link.state === 'closed' ? link.reason : 'Connecting…';
  else if (!profile) chain = 'Not connected';
  else if (mc.isPending) chain = 'Connecting to the network…';
  else if (mc.isError) chain = `Not connected: ${mc.error.message}`;
  else chain = `Masterchain seqno ${mc.data.last?.seqno ?? '?'}`;

  return (
    <footer className="status-bar" aria-label="Status bar">
      <span data-testid="status-profile">{profile ? profile.name : 'No profile'}</span>
      <span data-testid="status-chain" role="status">
        {chain}
      </span>
      <span className="muted">{bridge.kind === 'electron' ? 'Desktop' : 'Web shell'}</span>
    </footer>
  );
}
