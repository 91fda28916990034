import type { ProfilesState } from '../../../shared/ipc/channels/profiles';
import type { KeyStatus } from '../../../shared/profiles';

/** JSON text of a value; bigint (never expected from the services) printed as a string. */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2);
}

/** One line of key status: never the key, only its last 4 characters. */
export function formatKeyStatus(status: KeyStatus): string {
  return status.hasKey ? `key …${status.last4} (${status.rps} rps)` : `no key (${status.rps} rps)`;
}

/** The `profiles list` table: `*` marks the active profile. */
export function formatProfiles(state: ProfilesState): string {
  const rows = state.profiles.map((p) => [
    p.id === state.activeId ? '*' : ' ',
    p.name,
    p.id,
    p.network,
    p.v2Url ?? '(started on demand)',
    p.v3Url ?? '',
    formatKeyStatus(p.key),
  ]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
