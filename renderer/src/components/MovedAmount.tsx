import { MINUS } from '../../../shared/format';
import type { MintOrder, Movement } from '../../../shared/ledger/tx-movement';
import { jettonMasterOfWallet, tokenDisplay } from '../lib/token-info';
import type { MetadataMap } from '../lib/v3-types';
import { Amount } from './Amount';
import { TokenName } from './TokenName';

/**
 * The symbol and decimals of the jetton behind a jetton wallet, from v3 `metadata`: the
 * wallet's own token info, else its master's (`extra.jetton`). Null when the map has neither.
 */
export function jettonOfWallet(
  wallet: string,
  metadata: MetadataMap | null | undefined,
): { symbol: string; decimals: number; master: string | null } | null {
  const own = tokenDisplay(wallet, metadata);
  const master = jettonMasterOfWallet(wallet, metadata);
  if (own.symbol) return { symbol: own.symbol, decimals: own.decimals, master };
  if (master) {
    const m = tokenDisplay(master, metadata);
    if (m.symbol ?? m.name) return { symbol: (m.symbol ?? m.name)!, decimals: m.decimals, master };
  }
  return null;
}

/**
 * What a transaction moved, as a signed amount: TON; a jetton with its master's decimals and
 * symbol (raw units until the metadata is known); an NFT by its name. The raw value is in the
 * tooltip.
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
    return j ? (
      <Amount
        value={m.amount}
        decimals={j.decimals}
        symbol={j.symbol}
        master={j.master}
        sign={sign}
      />
    ) : (
      <Amount value={m.amount} decimals={0} symbol="jetton units" sign={sign} />
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
 * The jettons a mint order creates, signed `+`, in the master's symbol and decimals (raw units
 * until the metadata is known); the exact units are in the tooltip.
 */
export function MintedAmount({
  order,
  metadata,
}: {
  order: Pick<MintOrder, 'master' | 'amount'>;
  metadata: MetadataMap | null | undefined;
}) {
  const t = tokenDisplay(order.master, metadata);
  return t.symbol ? (
    <Amount
      value={order.amount}
      decimals={t.decimals}
      symbol={t.symbol}
      master={order.master}
      sign="+"
    />
  ) : (
    <Amount value={order.amount} decimals={0} symbol="jetton units" sign="+" />
  );
}
