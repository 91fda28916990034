import type { ThrottleState } from '../../../shared/ipc/channels/api';
import type { ProfilesState } from '../../../shared/ipc/channels/profiles';
import { AppError } from '../../../shared/ipc/errors';
import {
  DEFAULT_KEYED_RPS,
  UNKEYED_RPS,
  type KeychainState,
  type KeyStatus,
  type NewProfile,
  type Profile,
} from '../../../shared/profiles';
import { ApiService } from './api-service';
import { KeyCache, last4 } from './key-cache';
import { ProfilesStore } from './profiles-store';
import type { RetryPolicy } from './retry-policy';
import type { SecretVault } from './vault';

/** The embedded local network, started on demand (wired by the app; a test server in tests). */
export interface LocalNetworkHook {
  ensureStarted(): Promise<{ v2Url: string; v3Url: string }>;
}

export interface ProfileServicesOptions {
  userDataDir: string;
  vault: SecretVault;
  /** null when this process cannot host the local network (the Local profile then fails). */
  localnet: LocalNetworkHook | null;
  /** Per-attempt HTTP time limit, ms (default 20 000). */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  marginRatio?: number;
  /** Connectivity probe backoff while offline, ms (default 1 s doubling to 30 s). */
  probeDelayMs?: number;
  maxProbeDelayMs?: number;
  logSize?: number;
  fetch?: typeof fetch;
  /** Send v2 operations through `POST /jsonRPC` instead of REST paths. */
  v2Transport?: 'rest' | 'jsonrpc';
}

/** Listener of coalesced throttle changes (the `throttle:changed` event). */
export type ThrottleListener = (state: ThrottleState) => void;

/**
 * The main-process services that own secrets and requests, shared by the Electron app, the web
 * shell and the CLI: profiles, keys (vault), and API calls through one throttle per profile.
 */
export interface ProfileServices {
  readonly store: ProfilesStore;
  readonly api: ApiService;
  profilesState(): Promise<ProfilesState>;
  addProfile(input: NewProfile): Promise<Profile>;
  removeProfile(idOrName: string): Promise<Profile>;
  useProfile(idOrName: string): Promise<Profile>;
  keyStatus(idOrName: string): Promise<KeyStatus>;
  /**
   * Validates the key with one request (401 → INVALID_KEY, 403 → WRONG_NETWORK), then stores
   * it in the keychain (`VAULT_UNAVAILABLE` without one, checked before the request), or with
   * `inMemory` holds it in this process's memory only, until it quits.
   */
  setKey(
    idOrName: string,
    key: string,
    rps?: number,
    opts?: { inMemory?: boolean },
  ): Promise<KeyStatus>;
  /** Whether the OS keychain can keep keys here; when not, why and what to install. */
  keychainState(): Promise<KeychainState>;
  clearKey(idOrName: string): Promise<KeyStatus>;
  setRps(idOrName: string, rps: number): Promise<KeyStatus>;
  onThrottleChange(listener: ThrottleListener): () => void;
  close(): Promise<void>;
}

/** Builds the services over a user-data folder, a vault and the local network hook. */
export async function createProfileServices(
  opts: ProfileServicesOptions,
): Promise<ProfileServices> {
  const store = await ProfilesStore.open(opts.userDataDir);
  const keys = new KeyCache(opts.vault);
  const throttle = coalescedThrottleEvents();
  const api = new ApiService({
    store,
    keys,
    resolveUrls: urlResolver(store, opts.localnet),
    timeoutMs: opts.timeoutMs ?? 20_000,
    retry: opts.retry,
    marginRatio: opts.marginRatio,
    logSize: opts.logSize,
    fetch: opts.fetch,
    v2Transport: opts.v2Transport,
    probeDelayMs: opts.probeDelayMs,
    maxProbeDelayMs: opts.maxProbeDelayMs,
    onThrottleChange: throttle.publish,
  });
  const parts: Parts = { vault: opts.vault, store, keys, api, status: keyStatusOf(store, keys) };
  return {
    store,
    api,
    ...profileMethods(parts),
    ...keyMethods(parts),
    onThrottleChange: throttle.subscribe,
    async close() {
      throttle.close();
      api.close();
    },
  };
}

/** What the services' methods are built over. */
interface Parts {
  vault: SecretVault;
  store: ProfilesStore;
  keys: KeyCache;
  api: ApiService;
  /** A profile's key status: whether it has a key, its last 4 characters, its rate. */
  status(profile: Profile): Promise<KeyStatus>;
}

/**
 * The throttle's changes, coalesced: at most one event per profile every 50 ms, whatever the
 * request rate. `publish` takes each change; `subscribe` adds a listener (returns its removal);
 * `close` drops the pending events and the listeners.
 */
function coalescedThrottleEvents() {
  const listeners = new Set<ThrottleListener>();
  const pending = new Map<string, ThrottleState>();
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  return {
    publish(state: ThrottleState) {
      pending.set(state.profileId, state);
      flushTimer ??= setTimeout(() => {
        flushTimer = null;
        const states = [...pending.values()];
        pending.clear();
        for (const s of states) for (const l of listeners) l(s);
      }, 50);
    },
    subscribe(listener: ThrottleListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      if (flushTimer) clearTimeout(flushTimer);
      listeners.clear();
    },
  };
}

/**
 * A profile's base URLs: its own, or (the built-in Local profile) the local network's, started
 * once on first use (a failed start is tried again next time).
 * @throws AppError `NOT_FOUND` (no local network in this process), `INVALID_INPUT` (no URLs).
 */
function urlResolver(store: ProfilesStore, localnet: LocalNetworkHook | null) {
  let localStart: Promise<{ v2Url: string; v3Url: string }> | null = null;
  return async (profile: Profile) => {
    if (profile.v2Url && profile.v3Url) return { v2Url: profile.v2Url, v3Url: profile.v3Url };
    if (profile.builtIn && profile.network === 'local') {
      if (!localnet) {
        throw new AppError({
          code: 'NOT_FOUND',
          message:
            'The local network is not available here; add a custom profile with network "local" pointing at a running one.',
        });
      }
      localStart ??= localnet.ensureStarted().catch((err: unknown) => {
        localStart = null;
        throw err;
      });
      const urls = await localStart;
      store.setLocalUrls(urls);
      return urls;
    }
    throw new AppError({
      code: 'INVALID_INPUT',
      message: `Profile "${profile.name}" has no base URLs.`,
    });
  };
}

/** A profile's key status from the vault (cached) and the profile's rate. */
function keyStatusOf(store: ProfilesStore, keys: KeyCache) {
  return async (profile: Profile): Promise<KeyStatus> => {
    const key = await keys.get(profile);
    return {
      hasKey: key !== null,
      last4: key ? last4(key) : null,
      rps: key ? (store.rate(profile.id) ?? DEFAULT_KEYED_RPS) : UNKEYED_RPS,
      inMemory: key !== null && keys.isMemoryOnly(profile.id),
    };
  };
}

/** Profiles: their state with key status, add, remove (with its key), use. */
function profileMethods({
  vault,
  store,
  keys,
  status,
}: Parts): Pick<
  ProfileServices,
  'profilesState' | 'addProfile' | 'removeProfile' | 'useProfile' | 'keyStatus'
> {
  return {
    async profilesState() {
      const profiles = await Promise.all(
        store
          .list()
          .map(async (p) => ({ ...p, key: await status(p), loadImages: store.loadImages(p.id) })),
      );
      return { profiles, activeId: store.activeId };
    },
    addProfile: (input) => store.add(input),
    async removeProfile(idOrName) {
      const profile = store.get(idOrName);
      if (profile.builtIn) return store.remove(idOrName); // throws CONFLICT
      try {
        await vault.delete(profile.id, profile.network);
      } catch {
        // No keychain: nothing can be stored there either.
      }
      keys.forget(profile.id);
      return store.remove(profile.id);
    },
    useProfile: (idOrName) => store.use(idOrName),
    keyStatus: (idOrName) => status(store.get(idOrName)),
  };
}

/** The error for a rate that is not positive. */
function badRate(rps: number): AppError {
  return new AppError({ code: 'INVALID_INPUT', message: `The rate must be positive, got ${rps}.` });
}

/** Refuses an empty key, one with spaces, or a rate that is not positive. */
function checkKeyInput(key: string, rps: number | undefined): void {
  if (!key || /\s/.test(key)) {
    throw new AppError({ code: 'INVALID_INPUT', message: 'The key is empty or contains spaces.' });
  }
  if (rps !== undefined && !(rps > 0)) throw badRate(rps);
}

/** Removes a profile's keychain entry; without a keychain there is none to remove. */
async function deleteStoredKey(vault: SecretVault, profile: Profile): Promise<void> {
  try {
    await vault.delete(profile.id, profile.network);
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'VAULT_UNAVAILABLE')) throw err;
  }
}

/** API keys and rates: set (validated with one request first), clear, set the rate. */
function keyMethods({
  vault,
  store,
  keys,
  api,
  status,
}: Parts): Pick<ProfileServices, 'setKey' | 'clearKey' | 'setRps' | 'keychainState'> {
  return {
    async setKey(idOrName, rawKey, rps, opts) {
      const profile = store.get(idOrName);
      const key = rawKey.trim();
      checkKeyInput(key, rps);
      const inMemory = opts?.inMemory ?? false;
      // Fail before any request when there is nowhere to keep the key (unless it stays here).
      if (!inMemory) await vault.probe();
      // One request with the candidate key: 401 → INVALID_KEY, 403 → WRONG_NETWORK (seed words).
      await api.call({
        profileId: profile.id,
        api: 'v2',
        operation: 'getMasterchainInfo',
        keyOverride: key,
      });
      if (inMemory) {
        // "This session only" must hold: a key stored earlier would come back at the next start.
        await deleteStoredKey(vault, profile);
        keys.holdInMemory(profile.id, key);
      } else {
        await vault.set(profile.id, profile.network, key);
        keys.remember(profile.id, key);
      }
      await store.setRate(profile.id, rps ?? store.rate(profile.id) ?? DEFAULT_KEYED_RPS);
      await api.refreshRate(profile);
      return status(profile);
    },
    async keychainState() {
      try {
        await vault.probe();
        return { available: true };
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'VAULT_UNAVAILABLE')) throw err;
        return { available: false, problem: err.message };
      }
    },
    async clearKey(idOrName) {
      const profile = store.get(idOrName);
      if (keys.isMemoryOnly(profile.id)) await deleteStoredKey(vault, profile);
      else await vault.delete(profile.id, profile.network);
      keys.remember(profile.id, null);
      await store.setRate(profile.id, null);
      await api.refreshRate(profile);
      return status(profile);
    },
    async setRps(idOrName, rps) {
      const profile = store.get(idOrName);
      if (!(rps > 0)) throw badRate(rps);
      await store.setRate(profile.id, rps);
      await api.refreshRate(profile);
      return status(profile);
    },
  };
}
