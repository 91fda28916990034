import { z } from 'zod';
import data from './known-jettons.json';

const knownJettonSchema = z.object({
  symbol: z.string().min(1),
  name: z.string().min(1),
  /** Raw lower-case `wc:hex`. */
  master: z.string().regex(/^-?\d+:[0-9a-f]{64}$/),
  masterFriendly: z.string().length(48),
});

const knownJettonsSchema = z.object({
  source: z.string(),
  sourceCommit: z.string(),
  sourceDate: z.string(),
  retrieved: z.string(),
  network: z.literal('mainnet'),
  jettons: z.array(knownJettonSchema).min(1),
});

/** A well-known jetton: its symbol and name as its issuer set them, and its master (mainnet). */
export type KnownJetton = z.infer<typeof knownJettonSchema>;

/**
 * The known jetton masters the impersonation rule compares against, kept as data in
 * `known-jettons.json` with its source (tonkeeper/ton-assets, commit and date). They are
 * mainnet masters: on other networks no jetton is one of them, so every collision is flagged.
 * Checked with zod on load: a broken file fails at start, not with a silent empty list.
 */
export const KNOWN_JETTONS = knownJettonsSchema.parse(data);
