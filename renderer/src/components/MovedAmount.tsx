import { MINUS } from '../../../shared/format';
import type { MintOrder, Movement } from '../../../shared/ledger/tx-movement';
import type { RawAddress } from '../../../shared/ton/address';
import { assetFacts, type AssetFacts } from '../../../shared/ton/asset-facts';
import { jettonMasterOfWallet, jettonMetadataOfWallet } from '../../../shared/ton/metadata-map';
import { tokenDisplay } from '../lib/token-info';
import type { MetadataMap } from '../lib/v3-types';
import { Amount } from './Amount';
import { TokenName } from './TokenName';

/**
 * The symbol and decimals of the jetton behind a jetton wallet (`assetFacts` of what v3
 * `metadata` says: the wallet's own token info, else its master's), and the master when the
 * map names it.
 */
export function jettonOfWallet(
  wallet: string,
  metadata: MetadataMap | null | undefined,
): AssetFacts & { master: RawAddress | null } {
  return {
    ...assetFacts({ type: 'jetton' }, jettonMetadataOfWallet(metadata, wallet)),
    master: jettonMasterOfWallet(metadata, wallet),
  };
}

/**
 * What a transaction moved, as a signed amount: TON; a jetton with its master's decimals and
 * symbol (`assetFacts`: the default ones until the metadata is known); an NFT by its name.
 * The raw value is in the tooltip.
 */
export function MovedAmount({
  m,
  metadata,
}: {
  m: Pick<Movement, 'asset' | 'amount' | 'direction' | 'tonNano'>;
  metadata: MetadataMap | null | undefined;
}) {
  const sign = m.direction === 'in' ? '+' : '-';
  if (m.asset.kind === 'jetton') {
    const j = jettonOfWallet(m.asset.wallet, metadata);
    return (
      <Amount
        value={m.amount}
        decimals={j.decimals}
        symbol={j.symbol}
        master={j.master}
        sign={sign}
      />
    );
  }
  if (m.asset.kind === 'nft') {
    const t = tokenDisplay(m.asset.item, metadata);
    return (
      <span className={`amount ${m.direction}`} title={`NFT item ${m.asset.item}`}>
        {sign === '-' ? MINUS : '+'}
        {t.name ? <TokenName text={t.name} source="nft" max={32} /> : 'NFT'}
      </span>
    );
  }
  return <Amount value={m.amount} sign={sign} />;
}

/**
 * The jettons a mint order creates, signed `+`, in the master's symbol and decimals
 * (`assetFacts`); the exact units are in the tooltip.
 */
export function MintedAmount({
  order,
  metadata,
}: {
  order: Pick<MintOrder, 'master' | 'amount'>;
  metadata: MetadataMap | null | undefined;
}) {
  const t = assetFacts({ type: 'jetton' }, tokenDisplay(order.master, metadata));
  return (
    <Amount
      value={order.amount}
      decimals={t.decimals}
      symbol={t.symbol}
      master={order.master}
      sign="+"
    />
  );
}
