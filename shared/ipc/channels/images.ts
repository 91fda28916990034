import { z } from 'zod';
import { channel } from '../define';
import type { ProfilesState } from './profiles';

const profileId = z.string().min(1).max(64);

/**
 * What main answers for an off-chain token/NFT image (TEP-64 `image`):
 * - `off`: the profile has not opted in to "Load images from the internet"; nothing was fetched.
 * - `loaded`: the picture as a `data:` URI of a checked raster type (PNG, JPEG, GIF, WebP).
 * - `refused`: fetched or tried and refused; `reason` says why in a user's words
 *   (too large, not an image, SVG, timed out, HTTP status…).
 */
export type TokenImageResult =
  | { status: 'off' }
  | { status: 'loaded'; dataUri: string; mime: string; bytes: number }
  | { status: 'refused'; reason: string };

export const imageChannels = {
  /** Loads an off-chain image through main (limits, no cookies, a timeout, a disk cache). */
  'images:load': channel(
    z.object({ profileId, url: z.string().trim().min(1).max(2048) }),
  ).returns<TokenImageResult>(),
  /** Turns "Load images from the internet" on or off for one profile (off by default). */
  'images:set-enabled': channel(
    z.object({ profileId, enabled: z.boolean() }),
  ).returns<ProfilesState>(),
};
