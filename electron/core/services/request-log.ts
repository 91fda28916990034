import type { RequestLogEntry } from '../../../shared/ipc/channels/api';

/** Removes an `api_key` query value from a path, in case a caller ever put one there. */
export function redactPath(path: string): string {
  return path.replace(/([?&]api_key=)[^&#]*/gi, '$1[redacted]');
}

/**
 * The last `size` requests of each profile, newest last, for the Network panel. Entries hold
 * operation, path (key redacted), status, duration, retries and queue wait; never a key.
 */
export class RequestLog {
  private readonly byProfile = new Map<string, RequestLogEntry[]>();

  constructor(private readonly size = 200) {}

  add(entry: RequestLogEntry): void {
    const list = this.byProfile.get(entry.profileId) ?? [];
    list.push({ ...entry, path: redactPath(entry.path) });
    if (list.length > this.size) list.splice(0, list.length - this.size);
    this.byProfile.set(entry.profileId, list);
  }

  /** A copy of a profile's entries, oldest first. */
  list(profileId: string): RequestLogEntry[] {
    return [...(this.byProfile.get(profileId) ?? [])];
  }

  clear(profileId: string): void {
    this.byProfile.delete(profileId);
  }
}
