import { useState } from 'react';
import { useProfile } from '../../lib/profile-context';
import { useRemoteImage } from '../../api/images';

/**
 * A token or NFT image. On-chain images (`data:` URIs) are shown. An off-chain URL is loaded
 * only when the profile opted in to "Load images from the internet", and then by main
 * (`images:load`: size, type and time limits, SVG refused, cached on disk), never by this
 * window. A missing, refused or undecodable image gets a placeholder saying why, with the URL
 * in its tooltip, never the URL in place of the picture.
 */
export function TokenImage({
  src,
  alt,
  size = 96,
}: {
  src: string | null;
  alt: string;
  size?: number;
}) {
  const profile = useProfile();
  const [broken, setBroken] = useState<string | null>(null);
  const inline = !!src && src.startsWith('data:image/');
  const offChain = !!src && !inline && profile.loadImages;
  const remote = useRemoteImage(profile.id, src, offChain);
  const loaded = remote.data?.status === 'loaded' ? remote.data.dataUri : null;
  const shown = inline ? src : offChain ? loaded : null;
  if (shown && broken !== shown) {
    return (
      <img
        className="token-image"
        src={shown}
        alt={alt}
        width={size}
        height={size}
        data-source={inline ? 'on-chain' : 'off-chain'}
        onError={() => setBroken(shown)}
      />
    );
  }
  const why = !src
    ? 'no image'
    : shown
      ? 'the image could not be decoded'
      : !offChain
        ? 'image hosted off-chain, not loaded (turn on “Load images from the internet” in Settings)'
        : remote.isPending
          ? 'loading the image…'
          : remote.data?.status === 'refused'
            ? `image refused: ${remote.data.reason}`
            : `image not loaded: ${remote.error?.message ?? 'no answer'}`;
  return (
    <div
      className="token-image placeholder"
      style={{ width: size, height: size }}
      role="img"
      aria-label={`${alt}: ${why}`}
      aria-busy={offChain && remote.isPending ? true : undefined}
      title={src && !inline ? `${why}\n${src}` : why}
    >
      {offChain && remote.isPending ? (
        '…'
      ) : size >= 64 ? (
        // The reason in a few words, not a bare "?" (the whole reason is in the title).
        <span className="token-image-why">
          {shortWhy(src, shown, offChain, remote.data?.status)}
        </span>
      ) : (
        '–'
      )}
    </div>
  );
}

/** The placeholder's words: why no picture shows, in two or three words. */
function shortWhy(
  src: string | null | undefined,
  shown: string | null,
  offChain: boolean,
  status: string | undefined,
): string {
  if (!src) return 'No image';
  if (shown) return 'Unreadable image';
  if (!offChain) return 'Image off-chain, not loaded';
  return status === 'refused' ? 'Image refused' : 'Image not loaded';
}
