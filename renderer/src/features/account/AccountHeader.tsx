import { AddressFormsList } from '../../components/Address';
import { accountFlags } from '../../../../shared/risk';
import { RiskFlags, useRisk } from '../risk';
import { Amount } from '../../components/Amount';
import { Hash } from '../../components/Hash';
import { KeyValue } from '../../components/KeyValue';
import { ErrorState, Loading } from '../../components/States';
import { StatePill } from '../../components/StatusPill';
import { DateTime } from '../../components/DateTime';
import { useV3 } from '../../api/use-v3';
import { bookEntry } from '../../lib/address-forms';
import { walletName } from '../../../../shared/ton/address-names';
import { routePath } from '../../routing/routes';
import { AddressDataProvider } from '../../lib/address-data';
import { TokenIdentity } from './TokenIdentity';
import { interfaceTag } from '../../../../shared/ton/address-names';
import { AccountLabel } from '../workspace';

const INTERFACE_PAGES: Record<
  string,
  { label: string; name: 'jetton' | 'nft-collection' | 'nft-item' }
> = {
  jetton_master: { label: 'Open the jetton master page', name: 'jetton' },
  nft_collection: { label: 'Open the NFT collection page', name: 'nft-collection' },
  nft_item: { label: 'Open the NFT item page', name: 'nft-item' },
};

/** "Jetton wallet", "NFT item"… for a known contract (its interface tag), else "Account". */
function contractTitle(interfaces: readonly string[]): string {
  const tag = interfaceTag(interfaces);
  return tag ? tag.charAt(0).toUpperCase() + tag.slice(1) : 'Account';
}

/**
 * The account's facts: all address forms, balance (full nanoton precision), status, code hash,
 * wallet type and seqno, last activity. Sources: v3 `accountStates`, `walletStates`, and the
 * newest transaction (`transactions`, limit 1).
 */
export function AccountHeader({ raw }: { raw: string }) {
  const state = useV3('accountStates', { address: [raw], include_boc: false });
  const wallet = useV3('walletStates', { address: [raw] });
  const last = useV3('transactions', { account: [raw], limit: 1, sort: 'desc' });
  const risk = useRisk();

  if (state.isPending) return <Loading label="Loading the account…" />;
  if (state.isError) return <ErrorState error={state.error} onRetry={() => void state.refetch()} />;
  const acc = state.data.accounts[0];
  const w = wallet.data?.wallets[0];
  const entry = bookEntry(state.data.address_book, raw);
  const interfaces = acc?.interfaces ?? entry?.interfaces ?? [];
  const status = acc?.status ?? 'nonexist';
  const lastTx = last.data?.transactions[0];

  const items: Array<[string, React.ReactNode]> = [
    ['Balance', <Amount key="b" value={acc?.balance ?? '0'} />],
    ['Status', <StatePill key="s" state={status} />],
  ];
  if (w?.is_wallet) {
    items.push([
      'Wallet',
      `${w.wallet_type ? walletName(w.wallet_type) : 'wallet'}${w.seqno !== undefined ? `, seqno ${w.seqno}` : ''}`,
    ]);
  }
  if (acc?.code_hash)
    items.push(['Code hash', <Hash key="c" value={acc.code_hash} label="code hash" />]);
  if (interfaces.length) items.push(['Interfaces', interfaces.map(walletName).join(', ')]);
  items.push([
    'Last activity',
    lastTx ? (
      <span key="l">
        <DateTime unix={lastTx.now} />{' '}
        <a href={routePath({ name: 'transaction', hash: lastTx.hash })}>(transaction)</a>
      </span>
    ) : last.isPending ? (
      'Loading…'
    ) : (
      'Never'
    ),
  ]);

  const pages = interfaces.map((i) => INTERFACE_PAGES[i]).filter((p) => p !== undefined);
  return (
    <header className="account-header">
      <h1>
        {w?.is_wallet ? 'Wallet' : contractTitle(interfaces)}{' '}
        <RiskFlags flags={risk ? accountFlags(raw, risk.ctx) : []} />
      </h1>
      {entry?.domain && (
        <p className="account-domain">
          <span className="muted">Name </span>
          <strong>{entry.domain}</strong>
        </p>
      )}
      <AccountLabel address={raw} />
      <AddressDataProvider book={state.data.address_book}>
        <AddressFormsList address={raw} />
      </AddressDataProvider>
      <KeyValue label="Account facts" items={items} />
      {wallet.isSuccess && !w?.is_wallet && status === 'active' && <TokenIdentity raw={raw} />}
      {pages.map((p) => (
        <a key={p.name} className="button-link" href={routePath({ name: p.name, address: raw })}>
          {p.label}
        </a>
      ))}
      <a className="button-link" href={routePath({ name: 'canvas', address: raw })}>
        Open in canvas
      </a>
    </header>
  );
}
