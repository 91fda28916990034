import type { AssetChange, Prediction, PreflightWarning } from '../../../../shared/preflight/types';
import { nanoToTon } from '../../../../shared/ton/amount';
import { Address } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { ErrorState, Loading } from '../../components/States';
import { SmallTable } from '../../components/SmallTable';
import { StatusPill } from '../../components/StatusPill';
import { formatDateTime } from '../../../../shared/format';
import { TraceGraph } from '../trace';
import type { PreflightStep } from './use-preflight';
import './preflight.css';

/**
 * What a signed message will do, before it is sent: the block the prediction is pinned to and
 * its age, what leaves the sender for good with every rule that fired and its evidence, the
 * predicted trace drawn as the trace graph with each transaction's outcome and exit code in
 * words, and the change of every asset of every account it touches (the sender's first). Says
 * everywhere that it is an emulation.
 */
export function PreflightPanel({
  step,
  onRetry,
}: {
  step: PreflightStep<Prediction>;
  onRetry(): void;
}) {
  if (step.state === 'idle') return null;
  if (step.state === 'running') {
    return (
      <Loading label="Predicting what the message will do (emulating it on the latest block)…" />
    );
  }
  if (step.state === 'error') {
    return (
      <section className="send-section" aria-label="Prediction">
        <h2>What this message will do</h2>
        <p className="muted">The prediction could not be made; sending does not depend on it.</p>
        <ErrorState error={step.error} onRetry={onRetry} />
      </section>
    );
  }
  return <PredictionView p={step.data} />;
}

/** A prediction, shown whole. */
export function PredictionView({ p }: { p: Prediction }) {
  return (
    <section
      className="send-section preflight"
      aria-labelledby="preflight-title"
      data-testid="preflight"
    >
      <h2 id="preflight-title">What this message will do (predicted)</h2>
      <p className="muted" data-testid="preflight-pin">
        Emulated on masterchain block <strong>{p.pin.seqno}</strong>, {p.pin.ageSeconds} s old, at{' '}
        {formatDateTime(p.now)}. {p.notice}
      </p>
      {!p.accepted && (
        <div className="state state-error" role="alert" data-testid="preflight-refused">
          <strong>The wallet will not accept this message</strong>
          <div>
            {p.refusal?.exitCode?.words ?? p.refusal?.message} Nothing would happen: nothing is sent
            and no fee is paid.
          </div>
        </div>
      )}
      <RiskView p={p} />
      {p.trace && (
        <>
          <h3>Predicted trace</h3>
          <TraceGraph trace={p.trace} metadata={p.metadata as never} predicted />
          <TransactionsTable p={p} />
        </>
      )}
      {p.changes.length > 0 && <ChangesTable changes={p.changes} />}
    </section>
  );
}

/** What leaves the sender for good, and the rules that fired with their evidence. */
function RiskView({ p }: { p: Prediction }) {
  const v = p.valueAtRisk;
  return (
    <div className="preflight-risk" data-testid="preflight-risk" aria-label="Value at risk">
      <h3>Value at risk</h3>
      <p>
        <strong data-testid="preflight-risk-ton">{nanoToTon(v.tonNano)} TON</strong> leaves the
        sender for good{' '}
        <span className="muted">
          ({nanoToTon(v.parts.sentNano)} TON sent, {nanoToTon(v.parts.feesNano)} TON of fees
          {BigInt(v.parts.backNano) > 0n
            ? `, ${nanoToTon(v.parts.backNano)} TON comes back: bounces and excesses`
            : ''}
          ).
        </span>
      </p>
      {v.jettons.map((j) => (
        <p key={j.master} data-testid="preflight-risk-jetton">
          <strong>
            <Amount value={j.units} decimals={j.decimals} symbol={j.symbol} master={j.master} />
          </strong>{' '}
          of the jetton <Address address={j.master} /> leave the sender.
        </p>
      ))}
      {v.nfts.map((item) => (
        <p key={item}>
          The NFT <Address address={item} /> leaves the sender.
        </p>
      ))}
      {p.warnings.length === 0 ? (
        <p className="muted" data-testid="preflight-no-warnings">
          No rule fired.
        </p>
      ) : (
        <ul className="preflight-warnings" aria-label="Warnings" data-testid="preflight-warnings">
          {p.warnings.map((w) => (
            <WarningItem key={w.rule} w={w} />
          ))}
        </ul>
      )}
    </div>
  );
}

function WarningItem({ w }: { w: PreflightWarning }) {
  return (
    <li
      className={`preflight-warning severity-${w.severity}`}
      data-testid={`preflight-warning-${w.rule}`}
      data-severity={w.severity}
    >
      <strong>{w.title}</strong> <span className="muted">({w.severity})</span>
      <ul>
        {w.evidence.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
      <p className="muted">Why: {w.sentence}</p>
    </li>
  );
}

function TransactionsTable({ p }: { p: Prediction }) {
  return (
    <SmallTable
      className="table preflight-txs"
      label="Predicted transactions"
      rows={p.transactions}
      getKey={(t) => t.hash}
      rowProps={(t) => ({ 'data-testid': 'preflight-tx', 'data-status': t.status.kind })}
      columns={[
        { id: 'n', header: '#', render: (t) => p.transactions.indexOf(t) + 1 },
        { id: 'account', header: 'Account', render: (t) => <Address address={t.account} /> },
        { id: 'status', header: 'Outcome', render: (t) => <StatusPill status={t.status} /> },
        {
          id: 'code',
          header: 'Exit code',
          render: (t) => t.exitCode?.words ?? t.skipped ?? '—',
        },
        {
          id: 'fees',
          header: 'Fees',
          className: 'num',
          render: (t) => `${nanoToTon(t.feesNano)} TON`,
        },
      ]}
    />
  );
}

/** A change in its unit, signed. */
function ChangeAmount({ c }: { c: AssetChange }) {
  const d = BigInt(c.deltaRaw);
  const sign = d > 0n ? '+' : '−';
  const abs = d < 0n ? -d : d;
  if (c.asset.type === 'ton') return <>{`${sign}${nanoToTon(abs)} TON`}</>;
  if (c.asset.type === 'nft') {
    return (
      <>
        {sign}1 NFT <Address address={c.asset.item} />
      </>
    );
  }
  return (
    <Amount
      value={abs}
      decimals={c.decimals}
      symbol={c.symbol}
      master={c.asset.master}
      sign={d > 0n ? '+' : '-'}
    />
  );
}

/** Every account's change per asset, the sender's first. */
export function ChangesTable({
  changes,
  label = 'Changes',
}: {
  changes: AssetChange[];
  label?: string;
}) {
  return (
    <>
      <h3>{label}</h3>
      <SmallTable
        className="table preflight-changes"
        label={label}
        rows={changes}
        getKey={(c, i) => `${c.address}|${i}`}
        rowProps={(c) => ({ 'data-testid': 'preflight-change', 'data-asset': c.asset.type })}
        columns={[
          { id: 'account', header: 'Account', render: (c) => <Address address={c.address} /> },
          {
            id: 'change',
            header: 'Change',
            className: 'num',
            render: (c) => <ChangeAmount c={c} />,
          },
        ]}
      />
    </>
  );
}
