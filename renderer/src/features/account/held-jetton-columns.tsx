import { Address } from '../../components/Address';
import { ChainText } from '../../components/ChainText';
import { Amount } from '../../components/Amount';
import type { SmallColumn } from '../../components/SmallTable';
import { routePath } from '../../routing/routes';
import { TokenImage } from '../nft';
import { RiskFlags } from '../risk';
import type { HeldJetton } from './use-held-jettons';

/** The Jettons tab's columns: jetton (icon, name, symbol), balance, master, risk, wallet. */
export const HELD_JETTON_COLUMNS: SmallColumn<HeldJetton>[] = [
  {
    id: 'jetton',
    header: 'Jetton',
    render: ({ w, t }) => (
      <a className="token" href={routePath({ name: 'jetton', address: w.jetton })}>
        {t.image && (
          <TokenImage src={t.image} alt={`${t.symbol ?? t.name ?? 'Jetton'} icon`} size={20} />
        )}
        {t.name ? <ChainText text={t.name} max={32} /> : 'Unknown jetton'}
        {t.symbol && (
          <span className="muted">
            {' '}
            (<ChainText text={t.symbol} max={12} />)
          </span>
        )}
      </a>
    ),
  },
  {
    id: 'balance',
    header: 'Balance',
    render: ({ w, t }) => (
      <Amount
        value={w.balance}
        decimals={t.decimals}
        symbol={t.symbol ?? 'jetton units'}
        master={w.jetton}
      />
    ),
  },
  { id: 'master', header: 'Master', render: ({ w }) => <Address address={w.jetton} /> },
  { id: 'risk', header: 'Risk', render: ({ flags }) => <RiskFlags flags={flags} /> },
  {
    id: 'wallet',
    header: 'Jetton wallet',
    render: ({ w }) => <Address address={w.address} />,
  },
];
