import { CopyButton } from '../../components/CopyButton';
import { KeyValue } from '../../components/KeyValue';
import { VirtualTable, type Column } from '../../components/VirtualTable';
import { formatDuration, formatDateTime, shorten } from '../../../../shared/format';
import { useNetwork } from '../../lib/profile-context';
import { groupThousands } from '../../../../shared/ton/units';
import { formatPercent } from '../../../../shared/chain/config-format';
import type { ValidatorRow, ValidatorSetView } from '../../../../shared/chain/config-params';

/** Stake of a validator by public key (hex, lower case), in nanotons, where an index knows it. */
export type StakeByKey = ReadonlyMap<string, string>;

function HexKey({ hex, label }: { hex: string | null; label: string }) {
  if (!hex) return <span className="muted">—</span>;
  return (
    <span className="hash">
      <span className="mono" title={hex}>
        {shorten(hex, 8, 6)}
      </span>
      <CopyButton text={hex} label={label} />
    </span>
  );
}

function columns(stakes: StakeByKey | undefined): Column<ValidatorRow>[] {
  const cols: Column<ValidatorRow>[] = [
    { id: 'index', header: '#', width: '56px', render: (r) => String(r.index) },
    {
      id: 'key',
      header: 'Public key',
      width: '1.4fr',
      render: (r) => <HexKey hex={r.publicKey} label="public key" />,
    },
    {
      id: 'adnl',
      header: 'ADNL address',
      width: '1.4fr',
      render: (r) => <HexKey hex={r.adnl} label="ADNL address" />,
    },
    {
      id: 'weight',
      header: 'Weight',
      width: '1.2fr',
      render: (r) => <span className="mono">{groupThousands(r.weight.toString())}</span>,
    },
    {
      id: 'share',
      header: 'Share',
      width: '110px',
      render: (r) => <span data-testid="validator-share">{formatPercent(r.percent)}</span>,
    },
  ];
  if (stakes) {
    cols.push({
      id: 'stake',
      header: 'Stake',
      width: '1fr',
      render: (r) => {
        const s = stakes.get(r.publicKey.toLowerCase());
        return s ? `${groupThousands((BigInt(s) / 1_000_000_000n).toString())} TON` : '—';
      },
    });
  }
  return cols;
}

/**
 * A validator set (config 32–37): its round (start, end, length, state now), counts and total
 * weight, and a table of validators with each one's share of the total weight. The summary
 * line states what the shares add up to (100 % when the set is consistent).
 */
export function ValidatorSetTable({
  set,
  label,
  stakes,
  nowMs = Date.now(),
}: {
  set: ValidatorSetView;
  label: string;
  stakes?: StakeByKey;
  nowMs?: number;
}) {
  const now = nowMs / 1000;
  // The local network starts from a copy of a real configuration, validator sets included:
  // their rounds are the copied ones, not rounds this network runs.
  const copied = useNetwork() === 'local';
  const state =
    now < set.since
      ? `starts in ${formatDuration(set.since - now)}`
      : now > set.until
        ? `ended ${formatDuration(now - set.until)} ago`
        : `running, ${formatDuration(set.until - now)} left`;
  return (
    <div className="validator-set">
      <KeyValue
        label={`${label}: round`}
        items={[
          ['Round start', formatDateTime(set.since)],
          ['Round end', formatDateTime(set.until)],
          ['Round length', formatDuration(set.until - set.since)],
          [
            'Now',
            copied
              ? `${state} (a set copied with the configuration the local network started from; it has no validators of its own)`
              : state,
          ],
          ['Validators', `${set.total} (${set.main} on the masterchain)`],
          ['Total weight', groupThousands(set.totalWeight.toString())],
        ]}
      />
      <p className="muted" data-testid="validator-share-sum">
        {set.rows.length} validators listed; their weights add up to {formatPercent(set.sumPercent)}{' '}
        of the total weight.
      </p>
      <VirtualTable
        label={label}
        rows={set.rows}
        columns={columns(stakes)}
        getKey={(r) => String(r.index)}
        height="min(60vh, 520px)"
      />
    </div>
  );
}
