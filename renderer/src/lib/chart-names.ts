import type { Network } from '../../../shared/profiles';
import { revealUnsafe, truncateText } from '../../../shared/text/safety';
import { addressForms, bookEntry } from './address-forms';
import { shorten } from './format';
import { judgeName } from './name-safety';
import type { AddressBook } from './v3-types';

/** Longest domain drawn in a chart (code points) before the address beside it. */
const CHART_NAME_MAX = 20;

/**
 * Short name of an account drawn inside a chart (SVG text has no room for the Address widget):
 * the user-friendly form shortened (`EQAb…wxyz`, else the raw form shortened), after the `.ton`
 * domain when the v3 address book has one: `alice.ton · EQAb…wxyz`. The domain is index text:
 * hidden characters are spelled out (`⟦ZWSP⟧`), it is truncated, and one that looks like an
 * address is not drawn (`⚠ EQAb…wxyz`). 'unknown account' for none.
 */
export function chartName(account: string | null, network: Network, book?: AddressBook): string {
  if (!account) return 'unknown account';
  const entry = bookEntry(book, account);
  const forms = addressForms(account, network, book);
  const short = forms ? shorten(forms.display, 4, 4) : shorten(account, 6, 4);
  const domain = entry?.domain;
  if (typeof domain !== 'string' || domain.trim() === '') return short;
  const judged = judgeName([domain], { source: 'domain', dnsItem: false });
  if (!judged.identity) return `⚠ ${short}`;
  const shown = revealUnsafe(truncateText(domain, CHART_NAME_MAX));
  return `${judged.flag ? '⚠ ' : ''}${shown} · ${short}`;
}
