import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { Address } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { amountColumn, transactionColumn } from '../../components/columns';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { RadioOption } from '../../components/RadioOption';
import { Tabs } from '../../components/Tabs';
import { DateTime } from '../../components/DateTime';
import type { Column } from '../../components/VirtualTable';
import { formatDuration, formatDateTime, shorten } from '../../../../shared/format';
import { groupThousands } from '../../../../shared/ton/units';
import { useV3 } from '../../api/use-v3';
import { V3PagedList } from '../../components/V3PagedList';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import type { Route } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import { useConfigAll } from './config-query';
import {
  decodeParam,
  parseConfigCells,
  type ValidatorSetView,
} from '../../../../shared/chain/config-params';
import { keyToHex, type ReferenceList, ReferenceEmpty, ValidatorSetTable } from '../reference';
import type {
  ValidatorComplaintRow,
  ValidatorCycleRow,
  ValidatorElectionRow,
  ValidatorEventRow,
} from '../reference';
import '../../components/reference.css';

/** The v3 validator lists, each a tab: its words (tab, table label, noun, empty state). */
const LISTS = {
  cycles: ['Cycles', 'Validation cycles', 'cycle', 'cycles'],
  elections: ['Elections', 'Validator elections', 'election', 'elections'],
  complaints: ['Complaints', 'Validator complaints', 'complaint', 'complaints'],
  events: ['Stake events', 'Elector stake events', 'event', 'validator-events'],
} satisfies Record<string, [tab: string, label: string, noun: string, list: ReferenceList]>;

type ListId = keyof typeof LISTS;

const TABS = [
  { id: 'sets', label: 'Validator sets' },
  ...Object.entries(LISTS).map(([id, [label]]) => ({ id, label })),
];

/** Each list's tab: its rows' key and columns (the rows are the page's field named as it). */
const LIST_TABS: Record<ListId, () => ReactNode> = {
  cycles: () => <SortedList id="cycles" keyOf={cycleKey} columns={cycleColumns} />,
  elections: () => <SortedList id="elections" keyOf={electionKey} columns={electionColumns} />,
  complaints: () => <SortedList id="complaints" keyOf={complaintKey} columns={complaintColumns} />,
  events: () => <SortedList id="events" keyOf={eventKey} columns={eventColumns} />,
};

/**
 * Validators: the previous, current and next validator sets from the configuration (params
 * 32, 34, 36 of v2 `getConfigAll`), and the v3 `validators/cycles`, `elections`, `complaints`
 * and `events` lists, paged and sortable by time. The tab is part of the route.
 */
export function ValidatorsPage({ route }: { route: Extract<Route, { name: 'validators' }> }) {
  const tab = TABS.some((t) => t.id === route.tab) ? route.tab! : 'sets';
  return (
    <article className="ref-page" aria-label="Validators">
      <h2>Validators</h2>
      <Tabs
        tabs={TABS}
        active={tab}
        label="Validator sections"
        onChange={(id) => navigate({ name: 'validators', tab: id })}
      >
        {tab === 'sets' ? (
          <ValidatorSets />
        ) : (
          <Fragment key={tab}>{LIST_TABS[tab as ListId]()}</Fragment>
        )}
      </Tabs>
    </article>
  );
}

const SETS = [
  { id: 34, label: 'Current validator set' },
  { id: 36, label: 'Next validator set' },
  { id: 32, label: 'Previous validator set' },
];

function ValidatorSets() {
  const config = useConfigAll();
  const [which, setWhich] = useState(34);
  const sets = useMemo(() => {
    if (!config.data) return null;
    try {
      const cells = parseConfigCells(config.data.config.bytes);
      const out = new Map<number, ValidatorSetView>();
      for (const { id } of SETS) {
        const cell = cells.find((c) => c.id === id)?.cell;
        if (!cell) continue;
        const d = decodeParam(id, cell);
        if (d.kind === 'validators') out.set(id, d.set);
      }
      return { sets: out, error: null };
    } catch (e) {
      return { sets: new Map<number, ValidatorSetView>(), error: (e as Error).message };
    }
  }, [config.data]);
  const set = sets?.sets.get(which);
  const stakes = useStakes(set);
  if (config.isPending) return <Loading label="Loading the validator sets…" />;
  if (!sets) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  if (sets.error) return <ErrorState error={{ code: 'BAD_RESPONSE', message: sets.error }} />;
  const label = SETS.find((s) => s.id === which)!.label;
  return (
    <section aria-label="Validator sets">
      <OfflineBanner queries={[config]} />
      <div className="ref-controls" role="group" aria-label="Which validator set">
        {SETS.map((s) => (
          <RadioOption
            key={s.id}
            name="vset"
            checked={which === s.id}
            onChoose={() => setWhich(s.id)}
          >
            {s.label} (config {s.id})
            {!sets.sets.has(s.id) && <span className="muted"> · absent</span>}
          </RadioOption>
        ))}
      </div>
      {set ? (
        <ValidatorSetTable set={set} label={label} {...(stakes ? { stakes } : {})} />
      ) : (
        <EmptyState title={`No ${label.toLowerCase()}`}>
          Configuration parameter {which} is absent: the network has no such set right now (the next
          set exists only between elections and the start of the next round).
        </EmptyState>
      )}
    </section>
  );
}

/** Stakes of a set's validators by public key, from the v3 cycle that starts with the set. */
function useStakes(set: ValidatorSetView | undefined) {
  const cycles = useV3(
    'validators/cycles',
    { cycle_start: set?.since ?? 0, return_validators: true, limit: 1 },
    { enabled: set !== undefined },
  );
  return useMemo(() => {
    const cycle = (cycles.data?.cycles as ValidatorCycleRow[] | undefined)?.[0];
    if (!set || !cycle) return undefined;
    const map = new Map<string, string>();
    for (const v of cycle.validators ?? []) {
      const k = keyToHex(v.validator_pubkey);
      if (k && v.stake) map.set(k, v.stake);
    }
    return map.size ? map : undefined;
  }, [cycles.data, set]);
}

/**
 * One v3 validator list (`validators/<id>`, its rows in the page's field `<id>`), newest or
 * oldest first (its `sort`), in the shared paged table with the list's empty state.
 */
function SortedList<Row>({
  id,
  keyOf,
  columns,
}: {
  id: ListId;
  keyOf: (row: Row) => string;
  columns: Column<Row>[];
}) {
  const [sort, setSort] = useState<'desc' | 'asc'>('desc');
  const [, label, noun, list] = LISTS[id];
  return (
    <>
      <SortToggle sort={sort} onChange={setSort} />
      <V3PagedList
        operation={`validators/${id}` as const}
        params={{ sort }}
        rowsOf={(page) => (page as Record<ListId, unknown>)[id] as Row[]}
        keyOf={keyOf}
        pageSize={20}
        columns={columns}
        label={label}
        noun={noun}
        empty={<ReferenceEmpty list={list} />}
      />
    </>
  );
}

function SortToggle({
  sort,
  onChange,
}: {
  sort: 'desc' | 'asc';
  onChange: (s: 'desc' | 'asc') => void;
}) {
  return (
    <div className="ref-controls">
      <label>
        Order
        <select
          aria-label="Order"
          value={sort}
          onChange={(e) => onChange(e.target.value as 'desc' | 'asc')}
        >
          <option value="desc">Newest first</option>
          <option value="asc">Oldest first</option>
        </select>
      </label>
    </div>
  );
}

const hexKey = (k: string | undefined) =>
  k ? (
    <span className="mono" title={k}>
      {shorten(k, 8, 6)}
    </span>
  ) : (
    <span className="muted">—</span>
  );

const cycleKey = (c: ValidatorCycleRow) => String(c.cycle_start);

const cycleColumns: Column<ValidatorCycleRow>[] = [
  {
    id: 'start',
    header: 'Cycle start',
    width: '1.2fr',
    render: (c) => formatDateTime(c.cycle_start),
  },
  { id: 'end', header: 'Cycle end', width: '1.2fr', render: (c) => formatDateTime(c.cycle_end) },
  {
    id: 'len',
    header: 'Length',
    width: '1fr',
    render: (c) =>
      c.cycle_start !== undefined && c.cycle_end !== undefined
        ? formatDuration(c.cycle_end - c.cycle_start)
        : '—',
  },
  {
    id: 'count',
    header: 'Validators',
    width: '1fr',
    render: (c) => `${c.total ?? '—'} (${c.main ?? '—'} main)`,
  },
  {
    id: 'stake',
    header: 'Total stake',
    width: '1.2fr',
    render: (c) =>
      c.total_stake ? <Amount value={c.total_stake} /> : <span className="muted">unknown</span>,
  },
  {
    id: 'election',
    header: 'Election',
    width: '1fr',
    render: (c) => (c.election_id ? String(c.election_id) : <span className="muted">—</span>),
  },
];

const electionKey = (e: ValidatorElectionRow) => String(e.election_id);

const electionColumns: Column<ValidatorElectionRow>[] = [
  {
    id: 'id',
    header: 'Election (round start)',
    width: '1.3fr',
    render: (e) => `${e.election_id ?? '—'} · ${formatDateTime(e.election_id)}`,
  },
  { id: 'close', header: 'Closed', width: '1.2fr', render: (e) => formatDateTime(e.elect_close) },
  {
    id: 'n',
    header: 'Participants',
    width: '110px',
    render: (e) => String(e.total_participants ?? '—'),
  },
  amountColumn('total', 'Total stake', '1.2fr', (e) => e.total_stake),
  amountColumn('min', 'Minimum stake', '1.2fr', (e) => e.min_stake),
  {
    id: 'state',
    header: 'State',
    width: '110px',
    render: (e) => (e.failed ? 'failed' : e.finished ? 'finished' : 'running'),
  },
];

const complaintKey = (c: ValidatorComplaintRow) =>
  c.complaint_hash ?? `${c.created_at}/${c.validator_pubkey}`;

const complaintColumns: Column<ValidatorComplaintRow>[] = [
  { id: 'time', header: 'Filed', width: '1.2fr', render: (c) => formatDateTime(c.created_at) },
  { id: 'key', header: 'Validator', width: '1.2fr', render: (c) => hexKey(c.validator_pubkey) },
  { id: 'sev', header: 'Severity', width: '80px', render: (c) => String(c.severity ?? '—') },
  amountColumn('fine', 'Suggested fine', '1.1fr', (c) => c.suggested_fine),
  {
    id: 'votes',
    header: 'Approved',
    width: '100px',
    render: (c) => (c.approved_percent !== undefined ? `${c.approved_percent.toFixed(1)} %` : '—'),
  },
  { id: 'passed', header: 'Passed', width: '70px', render: (c) => (c.is_passed ? 'yes' : 'no') },
  {
    id: 'reward',
    header: 'Complainer',
    width: '1.2fr',
    render: (c) => <Address address={c.reward_address} />,
  },
];

const EVENT_WORDS: Record<string, string> = {
  stake_accepted: 'stake accepted',
  stake_rejected: 'stake rejected',
  stake_recovered: 'stake recovered',
};

const eventKey = (e: ValidatorEventRow) => `${e.tx_hash}/${e.type}`;

const eventColumns: Column<ValidatorEventRow>[] = [
  {
    id: 'time',
    header: 'Time',
    width: '1.1fr',
    render: (e) => (e.utime ? <DateTime unix={e.utime} /> : '—'),
  },
  {
    id: 'type',
    header: 'Event',
    width: '1fr',
    render: (e) => EVENT_WORDS[e.type ?? ''] ?? e.type ?? '—',
  },
  {
    id: 'holder',
    header: 'Stake holder',
    width: '1.3fr',
    render: (e) => <Address address={e.stake_holder_address} />,
  },
  amountColumn('amount', 'Amount', '1.1fr', (e) => e.amount),
  {
    id: 'election',
    header: 'Election',
    width: '1fr',
    render: (e) => (e.election_id ? groupThousands(String(e.election_id)) : '—'),
  },
  transactionColumn<ValidatorEventRow>((e) => e.tx_hash ?? ''),
];
