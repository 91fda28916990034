import type { Network } from '../../../shared/profiles';
import { addressForms, bookEntry } from './address-forms';
import { shorten } from './format';
import type { AddressBook } from './v3-types';

/**
 * Short name of an account drawn inside a chart (SVG text has no room for the Address widget):
 * the `.ton` domain when the v3 address book has one, else the user-friendly form shortened
 * (`EQAb…wxyz`), else the raw form shortened; 'unknown account' for none.
 */
export function chartName(account: string | null, network: Network, book?: AddressBook): string {
  if (!account) return 'unknown account';
  const entry = bookEntry(book, account);
  if (entry?.domain) return entry.domain;
  const forms = addressForms(account, network, book);
  return forms ? shorten(forms.display, 4, 4) : shorten(account, 6, 4);
}
