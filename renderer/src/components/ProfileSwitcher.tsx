import { useQuery } from '@tanstack/react-query';
import { useSwitchProfile } from '../api/profiles';
import { profilesQuery } from '../api/queries';

/** Label shown next to non-mainnet profiles so the network is unmistakable. */
export function networkLabel(network: string): string | null {
  return network === 'mainnet' ? null : network.toUpperCase();
}

/** Always-visible profile switcher: one radio per profile, the active one checked. */
export function ProfileSwitcher() {
  const profiles = useQuery(profilesQuery);
  const use = useSwitchProfile();

  if (profiles.isPending) return <div className="profile-switcher muted">Loading profiles…</div>;
  if (profiles.isError) {
    return (
      <div className="profile-switcher error" role="alert">
        Profiles unavailable: {profiles.error.message}
      </div>
    );
  }
  const { profiles: list, activeId } = profiles.data;
  return (
    <div className="profile-switcher" role="radiogroup" aria-label="Profile">
      {list.map((p) => {
        const active = p.id === activeId;
        const label = networkLabel(p.network);
        return (
          <button
            key={p.id}
            type="button"
            role="radio"
            aria-checked={active}
            className={`profile-option net-${p.network}${active ? ' active' : ''}`}
            onClick={() => !active && use.mutate(p.id)}
            disabled={use.isPending}
            title={p.v3Url ?? 'Local network (starts on demand)'}
          >
            {p.name}
            {label && <span className={`net-badge net-${p.network}`}>{label}</span>}
          </button>
        );
      })}
    </div>
  );
}
