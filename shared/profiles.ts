import { z } from 'zod';

/** Networks a profile (and an API key) can be bound to. `local` is the built-in local network. */
export const NETWORKS = ['mainnet', 'testnet', 'local'] as const;
export type Network = (typeof NETWORKS)[number];
export const networkSchema = z.enum(NETWORKS);

/** Ids of the three built-in profiles; custom profiles get generated ids. */
export const BUILTIN_PROFILE_IDS = ['mainnet', 'testnet', 'local'] as const;

/**
 * A profile as stored and as the renderer sees it: one network, its v2 and v3 base URLs.
 * Never contains a key. For the built-in Local profile the URLs are filled in once the embedded
 * local network serves (`null` until then).
 */
export interface Profile {
  id: string;
  name: string;
  network: Network;
  /** Base URL ending in `/api/v2`, e.g. `https://toncenter.com/api/v2`. */
  v2Url: string | null;
  /** Base URL ending in `/api/v3`, e.g. `https://toncenter.com/api/v3`. */
  v3Url: string | null;
  builtIn: boolean;
}

/** What the renderer may know about a profile's key: never the key itself. */
export interface KeyStatus {
  hasKey: boolean;
  /** Last 4 characters of the key, for recognition. */
  last4: string | null;
  /** Requests per second the throttle allows: the plan rate with a key, 1 without. */
  rps: number;
  /**
   * True when the key is held in the main process's memory only (the user asked, e.g. for
   * want of an OS keychain): it is gone when the app quits and was never written to disk.
   */
  inMemory: boolean;
}

/**
 * Whether API keys can be kept in the OS keychain here (`keys:keychain`); when not,
 * `problem` says why and what to install, in the words `keys:set` would fail with.
 */
export type KeychainState = { available: true } | { available: false; problem: string };

/** A profile with its key status, as listed to the renderer. */
export interface ProfileView extends Profile {
  key: KeyStatus;
  /** "Load images from the internet": off-chain token/NFT images fetched by main (default off). */
  loadImages: boolean;
}

const httpUrl = z
  .string()
  .trim()
  .url('must be a URL')
  .refine((u) => /^https?:\/\//i.test(u), 'must start with http:// or https://');

/** Input for adding a custom (self-hosted) profile. */
export const newProfileSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(64),
  network: networkSchema,
  v2Url: httpUrl,
  v3Url: httpUrl,
});
export type NewProfile = z.infer<typeof newProfileSchema>;

/** Plan rates offered in the UI (requests per second); any positive custom value is allowed. */
export const PLAN_RATES = [1, 10, 25, 100] as const;

/** Requests per second without a key (the seed's §8.1). */
export const UNKEYED_RPS = 1;
/** Rate assumed for a key until the user sets the plan's (the Free plan: 10 rps). */
export const DEFAULT_KEYED_RPS = 10;

/** The built-in profiles. Local's URLs are filled in when the embedded local network serves. */
export const BUILTIN_PROFILES: readonly Profile[] = [
  {
    id: 'mainnet',
    name: 'Mainnet',
    network: 'mainnet',
    v2Url: 'https://toncenter.com/api/v2',
    v3Url: 'https://toncenter.com/api/v3',
    builtIn: true,
  },
  {
    id: 'testnet',
    name: 'Testnet',
    network: 'testnet',
    v2Url: 'https://testnet.toncenter.com/api/v2',
    v3Url: 'https://testnet.toncenter.com/api/v3',
    builtIn: true,
  },
  { id: 'local', name: 'Local', network: 'local', v2Url: null, v3Url: null, builtIn: true },
];

/** Active on first start: a new user sees data with no internet and no key. */
export const DEFAULT_ACTIVE_PROFILE_ID = 'local';
