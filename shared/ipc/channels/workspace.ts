import { z } from 'zod';
import { channel, event } from '../define';
import { networkSchema } from '../../profiles';
import {
  labelInputSchema,
  type AddressLabel,
  type LabelImportReport,
} from '../../workspace/labels';
import {
  MAX_CACHE_LIMIT_BYTES,
  MIN_CACHE_LIMIT_BYTES,
  cacheEntrySchema,
  type CacheEntry,
  type CacheStats,
} from '../../workspace/cache';

const address = z.string().min(1).max(128);

/** Largest label file accepted by an import (characters). */
export const LABEL_IMPORT_MAX_CHARS = 64 * 1024 * 1024;

export const workspaceChannels = {
  /**
   * Labels of the addresses on screen, in one call per render batch (any forms; answered by
   * raw lower-case address; unlabelled addresses are absent).
   */
  'workspace:labels-lookup': channel(
    z.object({ network: networkSchema, addresses: z.array(address).max(5000) }),
  ).returns<Record<string, AddressLabel>>(),
  /** A page of the network's labels sorted by label; `query` matches label, category, note, address. */
  'workspace:labels-list': channel(
    z.object({
      network: networkSchema,
      query: z.string().max(200).default(''),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(1000).default(100),
    }),
  ).returns<{ total: number; items: AddressLabel[] }>(),
  /** Creates or replaces the label, colour, category and note of one address. */
  'workspace:label-set': channel(labelInputSchema).returns<AddressLabel>(),
  'workspace:label-delete': channel(z.object({ network: networkSchema, address })).returns<{
    removed: boolean;
  }>(),
  /**
   * Imports a labels file (`address,label,category,note[,color]` CSV, or JSON) in one
   * transaction: a bad line imports nothing and fails with INVALID_INPUT naming the line.
   */
  'workspace:labels-import': channel(
    z.object({
      network: networkSchema,
      format: z.enum(['csv', 'json']),
      text: z.string().max(LABEL_IMPORT_MAX_CHARS),
    }),
  ).returns<LabelImportReport>(),
  /** Every label of the network as a file's text (CSV or JSON). */
  'workspace:labels-export': channel(
    z.object({ network: networkSchema, format: z.enum(['csv', 'json']) }),
  ).returns<{ fileName: string; text: string; count: number }>(),

  /**
   * The offline cache (react-query's persisted queries) of every profile fetched within
   * `maxAgeMs`, with the format tag (`buster`) it was written under.
   */
  'workspace:cache-load': channel(z.object({ maxAgeMs: z.number().int().positive() })).returns<{
    buster: string | null;
    entries: CacheEntry[];
  }>(),
  /** Saves changed cache entries and drops removed ones (one transaction), then evicts LRU. */
  'workspace:cache-save': channel(
    z.object({
      buster: z.string().max(100),
      entries: z.array(cacheEntrySchema).max(20_000),
      removed: z
        .array(z.object({ profileId: z.string().max(100), key: z.string().max(10_000) }))
        .max(20_000)
        .default([]),
    }),
  ).returns<CacheStats>(),
  'workspace:cache-stats': channel(z.object({})).returns<CacheStats>(),
  /** Sets the cache's size limit (bytes); least recently used entries go at once. */
  'workspace:cache-set-limit': channel(
    z.object({
      limitBytes: z.number().int().min(MIN_CACHE_LIMIT_BYTES).max(MAX_CACHE_LIMIT_BYTES),
    }),
  ).returns<CacheStats>(),
  /** Empties the cache of one profile (or all). */
  'workspace:cache-clear': channel(
    z.object({ profileId: z.string().max(100).optional() }),
  ).returns<CacheStats>(),
};

export const workspaceEvents = {
  /** Labels of a network changed (set, delete, import): views re-read what they show. */
  'workspace:labels-changed': event<{ network: z.infer<typeof networkSchema> }>(),
};
