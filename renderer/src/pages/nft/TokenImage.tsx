import { useState } from 'react';

/**
 * A token or NFT image. On-chain images (`data:` URIs) are shown; an off-chain URL is not
 * fetched (the app talks only to the profile's API), and an image that cannot be decoded is
 * not shown: both get a placeholder saying why, with the URL in its tooltip, never the URL
 * in place of the picture.
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
  const [broken, setBroken] = useState<string | null>(null);
  const inline = !!src && src.startsWith('data:image/');
  if (inline && broken !== src) {
    return (
      <img
        className="token-image"
        src={src}
        alt={alt}
        width={size}
        height={size}
        onError={() => setBroken(src)}
      />
    );
  }
  const why = !src
    ? 'no image'
    : inline
      ? 'the image could not be decoded'
      : 'image hosted off-chain, not loaded';
  return (
    <div
      className="token-image placeholder"
      style={{ width: size, height: size }}
      role="img"
      aria-label={`${alt}: ${why}`}
      title={src && !inline ? `Not loaded: ${src}` : why}
    >
      ?
    </div>
  );
}
