import { z } from 'zod';

/** Default size limit of the offline cache: 200 MB of stored JSON. */
export const DEFAULT_CACHE_LIMIT_BYTES = 200 * 1024 * 1024;
/** Smallest and largest limits the Settings page accepts. */
export const MIN_CACHE_LIMIT_BYTES = 5 * 1024 * 1024;
export const MAX_CACHE_LIMIT_BYTES = 10 * 1024 * 1024 * 1024;

/** One cached query as the renderer saves it: JSON text, when fetched, seqno of that moment. */
export const cacheEntrySchema = z.object({
  profileId: z.string().min(1).max(100),
  /** The react-query key, JSON. */
  key: z.string().min(1).max(10_000),
  /** The persisted query (react-query's dehydrated form), JSON. */
  value: z.string().max(64 * 1024 * 1024),
  /** Unix ms the data was fetched. */
  fetchedAt: z.number().int().min(0),
  /** Masterchain seqno known when it was fetched; null when unknown. */
  seqno: z.number().int().min(0).nullable(),
});
export type CacheEntry = z.infer<typeof cacheEntrySchema>;

/** Size and limit of the offline cache (bytes of stored JSON). */
export interface CacheStats {
  limitBytes: number;
  usedBytes: number;
  entries: number;
}
