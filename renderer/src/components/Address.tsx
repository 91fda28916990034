import { useContext, useState, createContext } from 'react';
import { routePath, type Route } from '../routing/routes';
import { addressForms, bookEntry } from '../lib/address-forms';
import { shorten } from '../lib/format';
import type { AddressBook } from '../lib/v3-types';
import { useNetwork } from '../lib/profile-context';
import { CopyButton } from './CopyButton';
import { AddressLabelTag, LabelMenuItem } from '../workspace/labels';

/** The v3 address book of the data being shown; lets nested Address widgets pick forms. */
export const AddressBookContext = createContext<AddressBook | undefined>(undefined);

/** The page a known contract links to, from its address-book interfaces. */
function routeFor(raw: string, interfaces: readonly string[] | null | undefined): Route {
  const has = (i: string) => interfaces?.includes(i) ?? false;
  if (has('jetton_master')) return { name: 'jetton', address: raw };
  if (has('nft_collection')) return { name: 'nft-collection', address: raw };
  if (has('nft_item')) return { name: 'nft-item', address: raw };
  return { name: 'account', address: raw };
}

export interface AddressProps {
  /** Any form (raw upper/lower case, user-friendly). */
  address: string | null | undefined;
  /** Address book to choose the display form; defaults to the nearest AddressBookContext. */
  book?: AddressBook;
  /** Link to the account (or jetton/NFT) page; default true. */
  link?: boolean;
  /** Shorten the shown form; default true. */
  short?: boolean;
  /** Text shown when the address is absent (external messages). */
  emptyLabel?: string;
}

/**
 * An address in the profile network's user-friendly form, linked to its page, with a copy
 * button and a menu copying every form (raw, bounceable, non-bounceable).
 */
export function Address({
  address,
  book,
  link = true,
  short = true,
  emptyLabel = '—',
}: AddressProps) {
  const network = useNetwork();
  const ctxBook = useContext(AddressBookContext);
  const [open, setOpen] = useState(false);
  if (!address) return <span className="muted">{emptyLabel}</span>;
  const effectiveBook = book ?? ctxBook;
  const forms = addressForms(address, network, effectiveBook);
  if (!forms) return <span className="address invalid">{address}</span>;
  const entry = bookEntry(effectiveBook, address);
  const shown = entry?.domain ?? (short ? shorten(forms.display, 6, 6) : forms.display);
  const route = routeFor(forms.raw, entry?.interfaces);
  return (
    <span className="address" data-address={forms.raw}>
      <AddressLabelTag address={forms.raw} />
      {link ? (
        <a href={routePath(route)} title={forms.display} className="mono">
          {shown}
        </a>
      ) : (
        <span className="mono" title={forms.display}>
          {shown}
        </span>
      )}
      <CopyButton text={forms.display} label="address" />
      <button
        type="button"
        className="icon-button"
        aria-label="All forms of the address"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        ⋯
      </button>
      {open && (
        <span className="address-forms" role="group" aria-label="Address forms">
          <AddressFormsList address={forms.raw} />
          <LabelMenuItem address={forms.raw} onDone={() => setOpen(false)} />
        </span>
      )}
    </span>
  );
}

/** Every form of an address on its own line with a copy button each (used on account pages). */
export function AddressFormsList({ address }: { address: string }) {
  const network = useNetwork();
  const forms = addressForms(address, network);
  if (!forms) return null;
  const rows: Array<[string, string]> = [
    [network === 'testnet' ? 'Bounceable (testnet)' : 'Bounceable', forms.bounceable],
    [network === 'testnet' ? 'Non-bounceable (testnet)' : 'Non-bounceable', forms.nonBounceable],
    ['Raw', forms.raw],
  ];
  return (
    <span className="forms-list">
      {rows.map(([label, value]) => (
        <span key={label} className="form-row">
          <span className="muted form-label">{label}</span>
          <span className="mono break">{value}</span>
          <CopyButton text={value} label={`${label.toLowerCase()} form`} />
        </span>
      ))}
    </span>
  );
}
