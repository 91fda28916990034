/**
 * A token or NFT image. On-chain images (`data:` URIs) are shown; off-chain URLs are not
 * fetched (the app talks only to the profile's API), so they are offered as text instead.
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
  if (!src) {
    return (
      <div
        className="token-image placeholder"
        style={{ width: size, height: size }}
        aria-label={`${alt}: no image`}
      >
        ?
      </div>
    );
  }
  if (src.startsWith('data:image/')) {
    return <img className="token-image" src={src} alt={alt} width={size} height={size} />;
  }
  return (
    <div className="token-image offchain" style={{ width: size, minHeight: size }}>
      <span className="muted">Image hosted off-chain:</span>
      <span className="mono break">{src}</span>
    </div>
  );
}
