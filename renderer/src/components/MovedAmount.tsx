import { MINUS } from '../../../shared/format';
import type { BouncedPayment } from '../../../shared/ledger';
import type { MintOrder, Movement } from '../../../shared/ledger/tx-movement';
import { formatUnits } from '../../../shared/ton/units';
import { routePath } from '../routing/routes';
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
    return (
      <JettonAmount
        value={m.amount}
        jetton={jettonOfWallet(m.asset.wallet, metadata)}
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
  return <JettonAmount value={order.amount} jetton={{ ...t, master: order.master }} sign="+" />;
}

/** A signed jetton amount (smallest units) in its facts' decimals and symbol, beside its master. */
function JettonAmount({
  value,
  jetton,
  sign,
}: {
  value: string;
  jetton: AssetFacts & { master: string | null };
  sign: '+' | '-';
}) {
  return (
    <Amount
      value={value}
      decimals={jetton.decimals}
      symbol={jetton.symbol}
      master={jetton.master}
      sign={sign}
    />
  );
}

/**
 * The amount of a transaction whose payments bounced: one net amount (what the account is
 * really out: sent less what came back, the ledger's bounce link), then what was sent and
 * what came back, linked to the transaction that brought it. The return's own row does not
 * count it again ({@link ReturnedAmount}).
 */
export function BouncedAmount({ payments }: { payments: readonly BouncedPayment[] }) {
  const sent = payments.reduce((s, p) => s + p.sent, 0n);
  const returned = payments.reduce((s, p) => s + p.returned, 0n);
  const ton = (v: bigint) => `${formatUnits(v, 9, { group: true })} TON`;
  return (
    <span
      className="bounced-amount"
      data-testid="row-bounced"
      title={`${MINUS}${ton(sent - returned)} net: ${ton(sent)} sent, ${ton(returned)} came back (bounced)`}
    >
      <Amount value={sent - returned} sign="-" />{' '}
      <span className="muted amount-detail">
        (<Amount value={sent} /> sent,{' '}
        {payments.map((p, i) => (
          <span key={p.returnTx}>
            {i > 0 && ', '}
            <a href={routePath({ name: 'transaction', hash: p.returnTx })}>
              <Amount value={p.returned} /> came back
            </a>
          </span>
        ))}
        )
      </span>
    </span>
  );
}

/**
 * The amount of a transaction that received a bounce whose payment is shown nearby: what came
 * back, unsigned and muted, linked to the payment whose net amount already counts it.
 */
export function ReturnedAmount({ returned, paymentTx }: { returned: string; paymentTx: string }) {
  return (
    <span
      className="returned-amount muted"
      data-testid="row-bounce-return"
      title="Counted in the net amount of the payment that bounced"
    >
      <span>
        ↩ <Amount value={returned} /> back
      </span>
      <a className="amount-detail" href={routePath({ name: 'transaction', hash: paymentTx })}>
        netted in the payment
      </a>
    </span>
  );
}

/**
 * The amount of a transaction that ordered jetton mints: the TON it sent for them (signed:
 * what the account paid), then the jettons ordered, unsigned: they are counted once, where
 * they arrive (the owner's jetton notification).
 */
export function MintOrderAmount({
  tonSent,
  orders,
  metadata,
}: {
  tonSent: string;
  orders: readonly MintOrder[];
  metadata: MetadataMap | null | undefined;
}) {
  return (
    <span className="mint-order-amount" data-testid="row-mint-order">
      <Amount value={tonSent} sign="-" />{' '}
      <span className="muted amount-detail">
        mint of <MintedJettons order={orders[0]!} metadata={metadata} />
        {orders.length > 1 && ` +${orders.length - 1}`}
      </span>
    </span>
  );
}

/** The jettons of one mint order, unsigned (the order's row shows them beside its TON cost). */
function MintedJettons({
  order,
  metadata,
}: {
  order: MintOrder;
  metadata: MetadataMap | null | undefined;
}) {
  const t = tokenDisplay(order.master, metadata);
  return (
    <Amount
      value={order.amount}
      decimals={t.symbol ? t.decimals : 0}
      symbol={t.symbol ?? 'jetton units'}
      master={order.master}
    />
  );
}
