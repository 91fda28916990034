import { toBase64UrlHash } from '../../../shared/ton/hash';
import { shorten } from '../lib/format';
import { memoizeLru } from '../lib/lru';
import { routePath, type Route } from '../routing/routes';
import { CopyButton } from './CopyButton';

/**
 * The shortened base64url form of a hash (any form) as shown in lists. Memoized: the Buffer
 * polyfill's decoding is slow, and a scrolled list shows the same hashes again and again.
 */
const shortHash = memoizeLru((value: string): string => {
  try {
    return shorten(toBase64UrlHash(value), 6, 6);
  } catch {
    return shorten(value, 6, 6);
  }
}, 2_000);

/**
 * A 32-byte hash (base64 as toncenter sends it), shortened, optionally linked to a route,
 * with a copy button (copies the base64 form).
 */
export function Hash({
  value,
  to,
  short = true,
  label = 'hash',
}: {
  value: string | null | undefined;
  to?: Route;
  short?: boolean;
  label?: string;
}) {
  if (!value) return <span className="muted">—</span>;
  const shown = short ? shortHash(value) : value;
  return (
    <span className="hash">
      {to ? (
        <a className="mono" href={routePath(to)} title={value}>
          {shown}
        </a>
      ) : (
        <span className="mono" title={value}>
          {shown}
        </span>
      )}
      <CopyButton text={value} label={label} />
    </span>
  );
}
