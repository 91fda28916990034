import { amountColumn } from '../../components/columns';
import { Address } from '../../components/Address';
import { V3PagedList } from '../../components/V3PagedList';
import { EmptyState } from '../../components/States';
import type { Column } from '../../components/VirtualTable';
import '../../components/reference.css';

/** toncenter ranks at most this many accounts (`topAccountsByBalance` with offsets). */
export const TOP_ACCOUNTS_MAX = 1024;
const PAGE = 128;

interface Ranked {
  account: string;
  balance: string;
}

const columns: Column<Ranked>[] = [
  // Rows are in rank order (balance descending), so the row's index is its rank.
  { id: 'rank', header: 'Rank', width: '70px', render: (_r, i) => String(i + 1) },
  {
    id: 'account',
    header: 'Account',
    width: '2fr',
    render: (r) => <Address address={r.account} short={false} />,
  },
  amountColumn('balance', 'Balance', '1.2fr', (r) => r.balance),
];

/**
 * The richest accounts (v3 `topAccountsByBalance`, balance descending), paged up to the
 * service's 1024 ranks.
 */
export function TopAccountsPage() {
  return (
    <article className="ref-page" aria-label="Top accounts">
      <h2>Top accounts by balance</h2>
      <p className="muted">
        Accounts ranked by their TON balance, richest first (the service ranks the top{' '}
        {TOP_ACCOUNTS_MAX}).
      </p>
      <V3PagedList
        operation="topAccountsByBalance"
        params={{}}
        rowsOf={(p) => p as Ranked[]}
        keyOf={(r) => r.account}
        pageSize={PAGE}
        maxRows={TOP_ACCOUNTS_MAX}
        columns={columns}
        label="Top accounts"
        noun="account"
        empty={<EmptyState title="No accounts on this network yet" />}
        end={(n) => `${n} accounts${n >= TOP_ACCOUNTS_MAX ? ' (the ranking ends here)' : ''}`}
      />
    </article>
  );
}
