import { percentOf } from '../../../../shared/analytics/jetton-master';
import { normalizeAddress } from '../../../../shared/ton/address';
import { Address } from '../../components/Address';
import { amountColumn } from '../../components/columns';
import { PagedTable } from '../../components/PagedTable';
import { EmptyState } from '../../components/States';
import type { Column } from '../../components/VirtualTable';
import type { JettonWalletsPage } from '../../lib/v3-types';
import { unitOf, type JettonInfo } from '../../../../shared/ton/jetton-content';
import { useV3Pages } from '../../api/use-paged';
import { riskColumn } from '../risk';
import { useAccountFlags } from '../risk';
import { FlagFilters, useHideFlagged } from '../risk';
import { useCallback, useMemo } from 'react';
import { jettonFlags, uniqueFlags } from '../../../../shared/risk';

type Holder = JettonWalletsPage['jetton_wallets'][number];

/**
 * The holders of a master: v3 `jetton/wallets` pages, largest balance first, deduped by
 * wallet. One query, so the Holders tab and the holders' share chart read one cache entry.
 */
export function useHolders(master: string) {
  return useV3Pages(
    'jetton/wallets',
    { jetton_address: [master], sort: 'desc', exclude_zero_balance: true },
    (page) => page.jetton_wallets,
    (w) => normalizeAddress(w.address),
  );
}

/**
 * Holders of a jetton: v3 `jetton/wallets` of the master, largest balance first, paged by
 * offset. Pages over live balances can shift, so rows are deduped by wallet address and the
 * list says that the order may move. Each row shows its share of the master's total supply.
 */
export function HoldersTab({
  master,
  info,
  totalSupply,
}: {
  master: string;
  info: JettonInfo;
  /** The master's total supply, jetton units (decimal string), for each holder's share. */
  totalSupply: string | null | undefined;
}) {
  const pages = useHolders(master);
  const risk = useAccountFlags();
  // Each row shows the jetton's balance, so it carries the jetton's flags (a symbol that reads
  // as TON marks every amount) besides its owner's: a row that shows a mark counts as flagged.
  const jetton = useMemo(
    () => jettonFlags({ master, symbol: info.symbol, name: info.name }),
    [master, info.symbol, info.name],
  );
  const flagsOf = useCallback(
    (r: Holder) => uniqueFlags([...risk.flagsOf(r.owner), ...jetton]),
    [risk, jetton],
  );
  const { visible, hidden, control } = useHideFlagged(pages.rows, flagsOf);
  const supply = totalSupply && /^\d+$/.test(totalSupply) ? BigInt(totalSupply) : null;
  const columns: Column<Holder>[] = [
    { id: 'rank', header: '#', width: '56px', render: (_r, i) => String(i + 1) },
    { id: 'owner', header: 'Owner', width: '2fr', render: (r) => <Address address={r.owner} /> },
    amountColumn('balance', 'Balance', '2fr', (r) => r.balance, { ...unitOf(info), master }),
    {
      id: 'share',
      header: '% of supply',
      width: '110px',
      render: (r) =>
        supply && /^\d+$/.test(r.balance) ? (
          <span className="num" data-testid="supply-share">
            {percentOf(BigInt(r.balance), supply, 4)} %
          </span>
        ) : (
          <span className="muted">—</span>
        ),
    },
    {
      id: 'wallet',
      header: 'Jetton wallet',
      width: '2fr',
      render: (r) => <Address address={r.address} />,
    },
    // The owner's flags by the account rule the account page and the canvas use.
    riskColumn(flagsOf),
  ];
  return (
    <>
      <FlagFilters label="Holder filters" control={control} />
      <PagedTable
        label="Jetton holders"
        {...pages}
        rows={visible}
        noun="holder"
        empty={
          hidden ? (
            <EmptyState title="Every holder loaded is hidden">
              {hidden} flagged, hidden by “Hide flagged”.
            </EmptyState>
          ) : (
            <EmptyState title="No holders yet">Nobody holds this jetton.</EmptyState>
          )
        }
        note={
          <p className="list-note">
            Ordered by balance, largest first. Balances change while you page, so the order can
            shift between pages; each holder is listed once.
          </p>
        }
        columns={columns}
        getKey={(r) => r.address}
      />
    </>
  );
}
