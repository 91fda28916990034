import { toBase64UrlHash } from '../../../shared/ton/hash';
import { shorten } from '../lib/format';
import { routePath, type Route } from '../routing/routes';
import { CopyButton } from './CopyButton';

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
  let shown: string;
  try {
    shown = short ? shorten(toBase64UrlHash(value), 6, 6) : value;
  } catch {
    shown = short ? shorten(value, 6, 6) : value;
  }
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
