import { Address } from '../../components/Address';
import { ChainText } from '../../components/ChainText';
import { AddressDataProvider } from '../../lib/address-data';
import { Amount } from '../../components/Amount';
import { SmallTable } from '../../components/SmallTable';
import { EmptyState, QueryView } from '../../components/States';
import { useV3 } from '../../api/use-v3';
import { tokenDisplay } from '../../lib/token-info';
import { TokenImage } from '../nft';
import { routePath } from '../../routing/routes';
import { jettonFlags, type RiskFlag } from '../../../../shared/risk';
import { RiskFlags, useHideFlagged } from '../risk';

/**
 * Jettons held (v3 `jetton/wallets` by owner) with the master's metadata and decimals applied;
 * masters without indexed metadata are looked up with `jetton/masters` (on-chain content).
 */
export function JettonsTab({ raw }: { raw: string }) {
  const wallets = useV3('jetton/wallets', { owner_address: [raw], limit: 100, offset: 0 });
  const masters = [...new Set(wallets.data?.jetton_wallets.map((w) => w.jetton) ?? [])];
  const masterInfo = useV3(
    'jetton/masters',
    { address: masters, limit: 100, offset: 0 },
    { enabled: masters.length > 0 },
  );
  const meta = { ...masterInfo.data?.metadata, ...wallets.data?.metadata };
  const rows = (wallets.data?.jetton_wallets ?? []).map((w) => {
    const content = masterInfo.data?.jetton_masters.find(
      (m) => m.address === w.jetton,
    )?.jetton_content;
    const t = tokenDisplay(w.jetton, meta, content);
    return { w, t, flags: jettonFlags({ master: w.jetton, symbol: t.symbol, name: t.name }) };
  });
  const { visible, control } = useHideFlagged(rows, flagsOfRow);
  return (
    <QueryView
      query={wallets}
      loading="Loading jettons…"
      isEmpty={(d) => d.jetton_wallets.length === 0}
      empty={<EmptyState title="No jettons">This account holds no jetton wallets.</EmptyState>}
    >
      {(d) => (
        <AddressDataProvider
          book={{ ...d.address_book, ...masterInfo.data?.address_book }}
          metadata={{ ...masterInfo.data?.metadata, ...d.metadata }}
        >
          {control}
          <SmallTable
            label="Jettons held"
            rows={visible}
            getKey={({ w }) => w.address}
            columns={[
              {
                id: 'jetton',
                header: 'Jetton',
                render: ({ w, t }) => (
                  <a className="token" href={routePath({ name: 'jetton', address: w.jetton })}>
                    {t.image && (
                      <TokenImage
                        src={t.image}
                        alt={`${t.symbol ?? t.name ?? 'Jetton'} icon`}
                        size={20}
                      />
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
            ]}
          />
        </AddressDataProvider>
      )}
    </QueryView>
  );
}

const flagsOfRow = (r: { flags: RiskFlag[] }) => r.flags;
