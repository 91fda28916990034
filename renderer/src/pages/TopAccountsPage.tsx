import { Address } from '../components/Address';
import { Amount } from '../components/Amount';
import { PagedTable } from '../components/PagedTable';
import { EmptyState } from '../components/States';
import type { Column } from '../components/VirtualTable';
import { useV3Pages } from '../lib/use-paged';
import './reference/reference.css';

/** toncenter ranks at most this many accounts (`topAccountsByBalance` with offsets). */
export const TOP_ACCOUNTS_MAX = 1024;
const PAGE = 128;

interface Ranked {
  account: string;
  balance: string;
}

const columns: Column<Ranked & { rank: number }>[] = [
  { id: 'rank', header: 'Rank', width: '70px', render: (r) => String(r.rank) },
  {
    id: 'account',
    header: 'Account',
    width: '2fr',
    render: (r) => <Address address={r.account} short={false} />,
  },
  { id: 'balance', header: 'Balance', width: '1.2fr', render: (r) => <Amount value={r.balance} /> },
];

/**
 * The richest accounts (v3 `topAccountsByBalance`, balance descending), paged up to the
 * service's 1024 ranks.
 */
export function TopAccountsPage() {
  const { query, rows } = useV3Pages(
    'topAccountsByBalance',
    {},
    (p) => p as Ranked[],
    (r) => r.account,
    PAGE,
    TOP_ACCOUNTS_MAX,
  );
  const ranked = rows.slice(0, TOP_ACCOUNTS_MAX).map((r, i) => ({ ...r, rank: i + 1 }));
  return (
    <article className="ref-page" aria-label="Top accounts">
      <h2>Top accounts by balance</h2>
      <p className="muted">
        Accounts ranked by their TON balance, richest first (the service ranks the top{' '}
        {TOP_ACCOUNTS_MAX}).
      </p>
      <PagedTable
        query={query}
        rows={ranked}
        columns={columns}
        getKey={(r) => r.account}
        label="Top accounts"
        noun="account"
        empty={<EmptyState title="No accounts on this network yet" />}
        end={(n) => `${n} accounts${n >= TOP_ACCOUNTS_MAX ? ' (the ranking ends here)' : ''}`}
      />
    </article>
  );
}
