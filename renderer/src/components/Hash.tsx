import { toBase64Hash, toHexHash } from '../../../shared/ton/hash';
import { shorten } from '../../../shared/format';
import { memoizeLru } from '../lib/lru';
import { routePath, type Route } from '../routing/routes';
import { useUiStore, type HashFormat } from '../stores/ui-store';
import { CopyButton } from './CopyButton';
import { PopoverButton } from './Popover';

/** Both forms of a hash (any accepted form); null when it is not a 32-byte hash. */
export interface HashForms {
  hex: string;
  base64: string;
}

/**
 * Hex and base64 of a hash. Memoized: the Buffer polyfill's decoding is slow, and a scrolled
 * list shows the same hashes again and again.
 */
export const hashForms = memoizeLru((value: string): HashForms | null => {
  try {
    return { hex: toHexHash(value), base64: toBase64Hash(value) };
  } catch {
    return null;
  }
}, 2_000);

/** The form of `value` the user chose in Settings (the value itself when it is no hash). */
export function shownHash(value: string, format: HashFormat): string {
  const forms = hashForms(value);
  return forms ? forms[format] : value;
}

/**
 * A 32-byte hash in the form chosen in Settings (hex by default, or base64 as toncenter sends
 * it), shortened unless `short` is false, optionally linked to a route, with a copy button
 * for the shown form and a menu copying either form. Links keep toncenter's base64 value.
 */
export function Hash({
  value,
  to,
  short = true,
  label = 'hash',
  shortLength = 6,
  copy = true,
}: {
  value: string | null | undefined;
  to?: Route;
  short?: boolean;
  label?: string;
  /** Characters kept at each end when shortened (lists keep 4, so their columns fit). */
  shortLength?: number;
  /** A copy button beside it (lists leave it out: the "⋯" menu copies either form). */
  copy?: boolean;
}) {
  const format = useUiStore((s) => s.hashFormat);
  if (!value) return <span className="muted">—</span>;
  const forms = hashForms(value);
  const full = forms ? forms[format] : value;
  const shown = short ? shorten(full, shortLength, shortLength) : full;
  const title = forms ? `Hex: ${forms.hex}\nBase64: ${forms.base64}` : value;
  return (
    <span className="hash" data-hash={forms?.base64 ?? value} data-hash-form={format}>
      {to ? (
        <a className="mono" href={routePath(to)} title={title}>
          {shown}
        </a>
      ) : (
        <span className={short ? 'mono' : 'mono break'} title={title}>
          {shown}
        </span>
      )}
      {copy && <CopyButton text={full} label={label} />}
      {forms && (
        <PopoverButton label={`Both forms of the ${label}`} panelLabel={`Forms of the ${label}`}>
          {() => (
            <span className="forms-list">
              {(
                [
                  ['Hex', forms.hex],
                  ['Base64', forms.base64],
                ] as const
              ).map(([name, v]) => (
                <span key={name} className="form-row">
                  <span className="muted form-label">{name}</span>
                  <span className="mono break">{v}</span>
                  <CopyButton text={v} label={`${label} as ${name.toLowerCase()}`} />
                </span>
              ))}
            </span>
          )}
        </PopoverButton>
      )}
    </span>
  );
}
