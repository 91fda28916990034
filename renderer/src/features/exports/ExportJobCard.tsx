import { plural } from '../../../../shared/plural';
import { useState } from 'react';
import { SmallTable, type SmallColumn } from '../../components/SmallTable';
import type { ExportJobView } from '../../../../shared/exports/summary';
import { unixToIso } from '../../../../shared/exports/iso-time';
import { ErrorState } from '../../components/States';
import { StatementTable } from './StatementTable';
import { cancelExport, downloadExport, resumeExport } from '../../api/exports';

const STATE_LABELS: Record<ExportJobView['progress']['state'], string> = {
  running: 'Running',
  done: 'Done',
  cancelled: 'Cancelled',
  failed: 'Failed',
  interrupted: 'Interrupted (can resume)',
};

function eta(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  return m < 60 ? `${m} min ${seconds % 60} s` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

type AssetTotal = NonNullable<ExportJobView['summary']>['totals'][number];

const TOTAL_COLUMNS: readonly SmallColumn<AssetTotal>[] = [
  { id: 'asset', header: 'Asset', render: (t) => t.symbol || t.asset },
  { id: 'in', header: 'In', render: (t) => t.in },
  { id: 'out', header: 'Out', render: (t) => t.out },
];

/** The summary's totals: what came in and went out per asset (as the summary words them). */
function TotalsTable({ totals }: { totals: readonly AssetTotal[] }) {
  return (
    <SmallTable
      className="export-totals"
      label="Totals by asset"
      rows={totals}
      getKey={(t) => t.asset}
      columns={TOTAL_COLUMNS}
    />
  );
}

/** The job's progress figures: rows, pages, rate and (while running) the time left. */
function ExportStats({ p }: { p: ExportJobView['progress'] }) {
  return (
    <dl className="export-stats" aria-label="Progress">
      <div>
        <dt>Rows</dt>
        <dd data-testid="export-rows">{p.rows}</dd>
      </div>
      <div>
        <dt>Pages</dt>
        <dd>{p.pages}</dd>
      </div>
      <div>
        <dt>Rate</dt>
        <dd>{p.rate} rows/s</dd>
      </div>
      <div>
        <dt>ETA</dt>
        <dd>{p.state === 'running' ? eta(p.etaSeconds) : '—'}</dd>
      </div>
    </dl>
  );
}

/** A finished job's summary: rows, items, pages, the time span, fees, totals, the file. */
function ExportSummary({
  s,
  outPath,
}: {
  s: NonNullable<ExportJobView['summary']>;
  outPath: ExportJobView['outPath'];
}) {
  return (
    <section className="export-summary" aria-label="Summary">
      <p>
        <strong data-testid="summary-rows">{s.rows}</strong> {s.rows === 1 ? 'row' : 'rows'} (
        {plural(s.items, 'item')}, {plural(s.pages, 'page')})
        {s.firstTime !== null && s.lastTime !== null && (
          <>
            {' '}
            from {unixToIso(s.firstTime)} to {unixToIso(s.lastTime)}
          </>
        )}
        . Fees: {s.fees} TON.
      </p>
      {s.totals.length > 0 && <TotalsTable totals={s.totals} />}
      {s.statements && <StatementTable statements={s.statements} />}
      <p className="muted">Saved to {outPath}</p>
    </section>
  );
}

/**
 * What may be done with the job in its state: Cancel a running one; Resume (Start again for
 * a ledger export, `again`) or Discard a stopped one; Download a finished one in the web
 * shell. A failed action's error shows below.
 */
function ExportActions({
  job,
  shell,
  again,
}: {
  job: ExportJobView;
  shell: 'electron' | 'web';
  again: boolean;
}) {
  const [error, setError] = useState<unknown>(null);
  const state = job.progress.state;
  const act = (fn: () => Promise<unknown>) => () => {
    setError(null);
    fn().catch(setError);
  };
  return (
    <>
      <div className="export-actions">
        {state === 'running' && (
          <button type="button" onClick={act(() => cancelExport({ jobId: job.jobId }))}>
            Cancel
          </button>
        )}
        {(state === 'interrupted' || state === 'failed') && (
          <>
            <button type="button" onClick={act(() => resumeExport({ jobId: job.jobId }))}>
              {again ? 'Start again' : 'Resume'}
            </button>
            <button type="button" onClick={act(() => cancelExport({ jobId: job.jobId }))}>
              Discard
            </button>
          </>
        )}
        {state === 'done' && shell === 'web' && (
          <button type="button" onClick={act(() => downloadExport(job.jobId))}>
            Download
          </button>
        )}
      </div>
      {error !== null && <ErrorState error={error} />}
    </>
  );
}

/**
 * One export job: live progress with Cancel, Resume for interrupted ones (Start again for a
 * ledger export, which keeps no checkpoint), the summary at the end.
 */
export function ExportJobCard({ job, shell }: { job: ExportJobView; shell: 'electron' | 'web' }) {
  const p = job.progress;
  // A ledger export keeps no checkpoint (it reads the whole ledger before writing): a stopped
  // one starts again from the beginning.
  const again = job.request.kind === 'ledger';
  return (
    <article
      className={`export-job export-${p.state}`}
      aria-label={`Export ${job.request.kind} of ${job.request.address}`}
      data-job-id={job.jobId}
    >
      <header>
        <strong>
          {job.request.kind} · {job.request.format.toUpperCase()}
        </strong>{' '}
        <span className="muted export-address">{job.request.address}</span>
        <span className="export-state" data-state={p.state}>
          {again && p.state === 'interrupted' ? 'Interrupted' : STATE_LABELS[p.state]}
        </span>
      </header>
      {p.state === 'running' && (
        <progress max={1} value={p.fraction ?? undefined} aria-label="Export progress" />
      )}
      <ExportStats p={p} />
      {p.error && <div className="error">{p.error}</div>}
      {job.summary && <ExportSummary s={job.summary} outPath={job.outPath} />}
      <ExportActions job={job} shell={shell} again={again} />
    </article>
  );
}
