import { routePath, type Route } from '../routing/routes';
import { formsOf, type AddressForms } from '../lib/address-forms';
import { addressNaming } from '../../../shared/ton/address-names';
import { AddressBookContext, useAddressFacts } from '../lib/address-data';
import { shorten } from '../../../shared/format';
import { useNetwork } from '../lib/profile-context';
import type { Network } from '../../../shared/profiles';
import { revealUnsafe, truncateText } from '../../../shared/text/safety';
import type { NameJudgement } from '../../../shared/text/name-judgement';
import { ChainText } from './ChainText';
import { CopyButton } from './CopyButton';
import { PopoverButton } from './Popover';
import { useAddressExtras } from './address-extras';
import { judgeShownName, useNameMarkPolicy, type NameMarkPolicy } from './name-marks';

// Pages provide their response's maps with <AddressDataProvider>; the bare book context stays
// importable from here for code that only has an address book.
export { AddressBookContext };

/** The page a known contract links to, from its address-book interfaces. */
function routeFor(raw: string, interfaces: readonly string[] | null | undefined): Route {
  const has = (i: string) => interfaces?.includes(i) ?? false;
  if (has('jetton_master')) return { name: 'jetton', address: raw };
  if (has('nft_collection')) return { name: 'nft-collection', address: raw };
  if (has('nft_item')) return { name: 'nft-item', address: raw };
  return { name: 'account', address: raw };
}

/** Labelled forms of an address for the network: user-friendly ones first, then raw. */
function formRows(forms: AddressForms, network: Network): Array<[string, string]> {
  const test = network === 'testnet' ? ' (test-only)' : '';
  return [
    [`Bounceable${test}`, forms.bounceable],
    [`Non-bounceable${test}`, forms.nonBounceable],
    ['Raw', forms.raw],
  ];
}

export interface AddressProps {
  /** Any form (raw upper/lower case, user-friendly). */
  address: string | null | undefined;
  /** Link to the account (or jetton/NFT) page; default true. */
  link?: boolean;
  /** Shorten the shown form; default true. Unshortened, a name is followed by the address. */
  short?: boolean;
  /** Text shown when the address is absent (external messages). */
  emptyLabel?: string;
  /** A copy button beside it; default true (a tight list leaves it to the "⋯" menu). */
  copy?: boolean;
}

/**
 * The one way an address is shown. Its name, by preference: the user's label, the `.ton`
 * domain, token metadata (jetton master, "DEMO wallet of alice", NFT item/collection), else
 * the address; a small tag says what the contract is (wallet version, jetton wallet…). A name
 * from the chain or the index is unverified: it is drawn isolated with hidden characters made
 * visible (ChainText), truncated, always beside the shortened address, and one that looks
 * like an address or an unresolved `.ton` domain is not drawn at all, only flagged (⚠). The
 * address is in one user-friendly form per network and kind (non-bounceable for wallets,
 * bounceable for contracts: `kindOf`), the same on every page; all forms are in the tooltip
 * and the "⋯" menu, each with a copy button. Names come from the nearest
 * `AddressDataProvider` and the profile's registry (see lib/address-data.tsx).
 *
 * The root carries `data-address` (raw), `data-form` (the shown form) and `data-kind`.
 */
export function Address({
  address,
  link = true,
  short = true,
  emptyLabel = '—',
  copy = true,
}: AddressProps) {
  const network = useNetwork();
  const { row, facts } = useAddressFacts(address);
  const extras = useAddressExtras();
  const policy = useNameMarkPolicy();
  if (!address) return <span className="muted">{emptyLabel}</span>;
  const forms = formsOf(address, network, row);
  if (!forms) return <span className="address invalid">{address}</span>;
  const naming = addressNaming(forms.raw, facts, (owner) => {
    const f = formsOf(owner, network, facts.book(owner.toUpperCase()));
    return f ? shorten(f.display, 4, 4) : shorten(owner, 6, 4);
  });
  const judged = naming.name ? markOf(naming, forms.raw, policy) : null;
  // A name is never the user's own (labels are a tag of their own): always unverified.
  const showName = naming.name !== null && judged?.identity === true;
  const tooltip = addressTooltip(naming, judged, showName, formRows(forms, network));
  const text = <AddressText forms={forms} name={showName ? naming.name : null} short={short} />;
  return (
    <span
      className="address"
      data-address={forms.raw}
      data-form={forms.display}
      data-kind={forms.kind}
    >
      {extras && <extras.Tag address={forms.raw} />}
      {link ? (
        <a
          href={routePath(routeFor(forms.raw, row?.interfaces))}
          title={tooltip}
          className="address-link"
        >
          {text}
        </a>
      ) : (
        <span title={tooltip} className="address-link">
          {text}
        </span>
      )}
      {naming.tag && !showName && <span className="address-tag">{naming.tag}</span>}
      {judged?.flag && <NameFlag flag={judged.flag} name={naming.name ?? ''} />}
      {copy && <CopyButton text={forms.display} label="address" />}
      <AddressMenu forms={forms} network={network} />
    </span>
  );
}

/**
 * The tooltip of an address: its name (said unverified, or not shown), the name's flag, the
 * naming's detail and tag, then every form of the address (`rows`).
 */
function addressTooltip(
  naming: ReturnType<typeof addressNaming>,
  judged: NameJudgement | null,
  showName: boolean,
  rows: ReadonlyArray<[string, string]>,
): string {
  return [
    naming.name &&
      `${showName ? 'Unverified name' : 'Name (not shown)'}: ${truncateText(revealUnsafe(naming.name), 200)}`,
    judged?.flag,
    naming.detail && truncateText(revealUnsafe(naming.detail), 200),
    naming.tag,
    ...rows.map(([l, v]) => `${l}: ${v}`),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * What an address reads as: its name (unverified chain text) beside the address itself
 * (shortened in lists: a name never stands alone), or the address form alone.
 */
function AddressText({
  forms,
  name,
  short,
}: {
  forms: AddressForms;
  name: string | null;
  short: boolean;
}) {
  if (name === null) {
    return <span className="mono">{short ? shorten(forms.display, 6, 6) : forms.display}</span>;
  }
  return (
    <>
      <ChainText text={name} max={48} className="address-name unverified" />
      <span className={`mono muted ${short ? 'address-short' : 'address-full'}`}>
        {short ? shorten(forms.display, 4, 4) : forms.display}
      </span>
    </>
  );
}

/** The ⚠ beside an address whose name is flagged (`flag` says why; the name is in its title). */
function NameFlag({ flag, name }: { flag: string; name: string }) {
  return (
    <span
      className="name-flag"
      data-testid="name-flag"
      role="img"
      aria-label={flag}
      title={`${flag}: ${truncateText(revealUnsafe(name), 200)}`}
    >
      ⚠
    </span>
  );
}

/** The "⋯" menu of an address: every form with a copy button, then the features' items. */
function AddressMenu({ forms, network }: { forms: AddressForms; network: Network }) {
  const extras = useAddressExtras();
  return (
    <PopoverButton label="All forms of the address" panelLabel="Address forms">
      {({ close, trigger }) => (
        <>
          <FormsList forms={forms} network={network} />
          {extras && (
            <extras.MenuItems
              address={forms.raw}
              onDone={() => close({ focusTrigger: false })}
              returnTo={trigger}
            />
          )}
        </>
      )}
    </PopoverButton>
  );
}

function FormsList({ forms, network }: { forms: AddressForms; network: Network }) {
  return (
    <span className="forms-list">
      {formRows(forms, network).map(([label, value]) => (
        <span key={label} className="form-row">
          <span className="muted form-label">
            {label}
            {value === forms.display && <span className="form-shown"> (the one shown)</span>}
          </span>
          <span className="mono break">{value}</span>
          <CopyButton text={value} label={`${label.toLowerCase()} form`} />
        </span>
      ))}
    </span>
  );
}

/** Every form of an address on its own line with a copy button each (used on account pages). */
export function AddressFormsList({ address }: { address: string }) {
  const network = useNetwork();
  const { row } = useAddressFacts(address);
  const forms = formsOf(address, network, row);
  return forms ? <FormsList forms={forms} network={network} /> : null;
}

/**
 * The judgement of a name shown beside `raw` ({@link judgeShownName}: a `.ton` name that is the
 * item's own resolving domain is no lie); a mark the user overrode at that address (trusted,
 * or the rule ignored there) is not drawn.
 */
function markOf(
  naming: ReturnType<typeof addressNaming>,
  raw: string,
  policy: NameMarkPolicy,
): NameJudgement {
  const judged = judgeShownName(naming, raw, policy.ownDomain);
  if (judged.rule && policy.overridden(raw, judged.rule)) {
    return { identity: true, flag: null, rule: null };
  }
  return judged;
}
