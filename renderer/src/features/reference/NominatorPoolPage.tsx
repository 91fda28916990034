import { Address, AddressBookContext } from '../../components/Address';
import { WithRawAddress } from '../../components/AddressGate';
import { Amount } from '../../components/Amount';
import { amountColumn, transactionColumn } from '../../components/columns';
import { KeyValue } from '../../components/KeyValue';
import { ErrorState, Loading } from '../../components/States';
import { DateTime } from '../../components/DateTime';
import { VirtualTable, type Column } from '../../components/VirtualTable';
import { useV3 } from '../../api/use-v3';
import type { AddressBook } from '../../lib/v3-types';
import { isNotFound } from './not-found';
import type { Route } from '../../routing/routes';
import { ContractArticle } from './ContractArticle';
import { ReferenceEmpty } from './ReferenceEmpty';
import type { NominatorPoolInfo, PoolEventRow } from './reference-types';
import '../../components/reference.css';

type Nominator = NonNullable<NominatorPoolInfo['active_nominators']>[number];

const nominatorColumns: Column<Nominator>[] = [
  { id: 'addr', header: 'Nominator', width: '2fr', render: (n) => <Address address={n.address} /> },
  amountColumn('bal', 'Stake', '1fr', (n) => n.balance),
  amountColumn('pend', 'Pending deposit', '1fr', (n) => n.pending_balance),
];

const eventColumns: Column<PoolEventRow>[] = [
  {
    id: 'time',
    header: 'Time',
    width: '1fr',
    render: (e) => (e.utime ? <DateTime unix={e.utime} /> : '—'),
  },
  { id: 'type', header: 'Event', width: '1fr', render: (e) => (e.type ?? '—').replace(/_/g, ' ') },
  {
    id: 'who',
    header: 'Nominator',
    width: '1.5fr',
    render: (e) => <Address address={e.nominator_address} />,
  },
  amountColumn('amount', 'Amount', '1fr', (e) => e.amount),
  transactionColumn<PoolEventRow>((e) => e.tx_hash ?? ''),
];

const validatorEventColumns: Column<PoolEventRow>[] = [
  {
    id: 'time',
    header: 'Time',
    width: '1fr',
    render: (e) => (e.utime ? <DateTime unix={e.utime} /> : '—'),
  },
  { id: 'type', header: 'Event', width: '1fr', render: (e) => e.type ?? '—' },
  amountColumn('amount', 'Amount', '1fr', (e) => e.amount),
  amountColumn('after', 'Pool balance after', '1fr', (e) => e.balance_after),
  transactionColumn<PoolEventRow>((e) => e.tx_hash ?? ''),
];

/**
 * A nominator pool (v3 `staking/nominatorPools/pool`): its validator, stakes and rules, the
 * active nominators with their stakes, and the latest nominator events
 * (`staking/nominatorPools/nominatorEvents`) and the validator's events and rewards
 * (`staking/nominatorPools/validatorEvents`). An address that is not a pool answers 404.
 */
export function NominatorPoolPage({
  route,
}: {
  route: Extract<Route, { name: 'nominator-pool' }>;
}) {
  return <WithRawAddress address={route.address}>{(raw) => <Pool raw={raw} />}</WithRawAddress>;
}

/** What the pool's `state` number means (0 not staking, 1 stake sent, 2 recovering it). */
function poolState(state: number | undefined): string {
  return state === 0
    ? 'not staking'
    : state === 1
      ? 'stake sent'
      : state === 2
        ? 'recovering the stake'
        : String(state ?? '—');
}

/** The pool's validator, stakes, share, nominator count and limits, and state. */
function PoolFacts({ p, nominators }: { p: NominatorPoolInfo; nominators: readonly Nominator[] }) {
  return (
    <KeyValue
      label="Pool"
      items={[
        ['Validator', <Address key="v" address={p.validator_address} />],
        ['Validator’s own stake', <Amount key="va" value={p.validator_amount} />],
        [
          'Validator’s reward share',
          p.validator_reward_share !== undefined
            ? `${(p.validator_reward_share / 100).toFixed(2)} %`
            : '—',
        ],
        ['Stake sent to the elector', <Amount key="s" value={p.stake_amount_sent} />],
        [
          'Nominators',
          `${p.nominators_count ?? nominators.length} of at most ${p.max_nominators_count ?? '—'}`,
        ],
        ['Minimum nominator stake', <Amount key="mn" value={p.min_nominator_stake} />],
        ['Minimum validator stake', <Amount key="mv" value={p.min_validator_stake} />],
        ['State', poolState(p.state)],
      ]}
    />
  );
}

/** The parts of an events query (v3 `staking/nominatorPools/*Events`) a table reads. */
interface EventsQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: { events?: unknown[] };
  refetch: () => unknown;
}

/** A pool's events as a table, or "Loading…" (`loading`), or the error with Retry. */
function PoolEvents({
  query,
  loading,
  label,
  columns,
  getKey,
}: {
  query: EventsQuery;
  loading: string;
  label: string;
  columns: Column<PoolEventRow>[];
  getKey: (e: PoolEventRow) => string;
}) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <VirtualTable
      label={label}
      rows={(query.data?.events ?? []) as PoolEventRow[]}
      columns={columns}
      getKey={getKey}
      height="min(40vh, 360px)"
    />
  );
}

/** The pool's page once its address is read: loading, not a pool, failed, or the page. */
function Pool({ raw }: { raw: string }) {
  const pool = useV3('staking/nominatorPools/pool', { pool: raw });
  const validatorEvents = useV3(
    'staking/nominatorPools/validatorEvents',
    { pool: raw, limit: 100 },
    { enabled: pool.isSuccess },
  );
  const events = useV3(
    'staking/nominatorPools/nominatorEvents',
    { pool: raw, limit: 100 },
    { enabled: pool.isSuccess },
  );
  if (pool.isPending) return <Loading label="Loading the nominator pool…" />;
  if (pool.isError) {
    if (isNotFound(pool.error)) {
      return (
        <ContractArticle title="Nominator pool" address={raw}>
          <ReferenceEmpty list="nominator-pools" />
        </ContractArticle>
      );
    }
    return <ErrorState error={pool.error} onRetry={() => void pool.refetch()} />;
  }
  const p = pool.data as NominatorPoolInfo;
  const nominators = p.active_nominators ?? [];
  return (
    <AddressBookContext.Provider value={(pool.data.address_book ?? {}) as AddressBook}>
      <ContractArticle title="Nominator pool" address={raw} queries={[pool]}>
        <PoolFacts p={p} nominators={nominators} />
        <h3>Nominators</h3>
        <VirtualTable
          label="Nominators"
          rows={nominators}
          columns={nominatorColumns}
          getKey={(n) => n.address ?? ''}
          height="min(40vh, 360px)"
        />
        <h3>Latest events</h3>
        <PoolEvents
          query={events}
          loading="Loading events…"
          label="Nominator events"
          columns={eventColumns}
          getKey={(e) => `${e.tx_hash}/${e.type}/${e.nominator_address}`}
        />
        <h3>Validator events and rewards</h3>
        <PoolEvents
          query={validatorEvents}
          loading="Loading validator events…"
          label="Validator events"
          columns={validatorEventColumns}
          getKey={(e) => `${e.tx_hash}/${e.type}`}
        />
      </ContractArticle>
    </AddressBookContext.Provider>
  );
}
