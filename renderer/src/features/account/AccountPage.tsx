import { parseAddress } from '../../../../shared/ton/address';
import { ErrorState } from '../../components/States';
import { Tabs } from '../../components/Tabs';
import type { Route } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import { AccountHeader } from './AccountHeader';
import { ChartsTab } from './ChartsTab';
import { GetMethodsTab } from './GetMethodsTab';
import { HistoryTab } from './HistoryTab';
import { JettonsTab } from './JettonsTab';
import { NftsTab } from './NftsTab';
import { RolesTab } from './RolesTab';
import { StateTab } from './StateTab';
import { TransactionsTab } from './TransactionsTab';

const TABS = [
  { id: 'transactions', label: 'Transactions' },
  { id: 'history', label: 'History by trace' },
  { id: 'charts', label: 'Charts' },
  { id: 'jettons', label: 'Jettons' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'roles', label: 'Domains, staking, multisig' },
  { id: 'methods', label: 'Get-methods' },
  { id: 'state', label: 'State' },
];

/** Account page: balance, status, wallet facts, and tabs (the tab is part of the route). */
export function AccountPage({ route }: { route: Extract<Route, { name: 'account' }> }) {
  let raw: string;
  try {
    raw = parseAddress(route.address).raw;
  } catch (e) {
    return <ErrorState error={{ code: 'INVALID_INPUT', message: (e as Error).message }} />;
  }
  const tab = TABS.some((t) => t.id === route.tab) ? route.tab! : 'transactions';
  return (
    <section className="account-page">
      <AccountHeader raw={raw} />
      <Tabs
        tabs={TABS}
        active={tab}
        label="Account sections"
        onChange={(id) => navigate({ name: 'account', address: route.address, tab: id })}
      >
        {tab === 'transactions' && <TransactionsTab raw={raw} />}
        {tab === 'history' && <HistoryTab raw={raw} />}
        {tab === 'charts' && <ChartsTab raw={raw} />}
        {tab === 'jettons' && <JettonsTab raw={raw} />}
        {tab === 'nfts' && <NftsTab raw={raw} />}
        {tab === 'roles' && <RolesTab raw={raw} />}
        {tab === 'methods' && <GetMethodsTab raw={raw} />}
        {tab === 'state' && <StateTab raw={raw} />}
      </Tabs>
    </section>
  );
}
