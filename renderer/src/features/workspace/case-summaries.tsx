import { plural } from '../../../../shared/plural';
import { useEffect, useMemo } from 'react';
import { headlineStatus, traceStatus, type Status } from '../../../../shared/status';
import { tonMoved, type ChainTransaction } from '../../../../shared/ledger';
import { MINUS } from '../../../../shared/format';
import { formatUnits } from '../../../../shared/ton/units';
import { txMovement, type Movement } from '../../../../shared/ledger/tx-movement';
import {
  movementSentence,
  sentenceText,
  tonRecipients,
  type Recipient,
} from '../../../../shared/ledger/tx-sentence';
import { labelKey } from '../../../../shared/workspace/labels';
import type { CaseItemSummary } from '../../../../shared/workspace/cases';
import { TxSentence } from '../../components/TxSentence';
import { useAccountNames } from '../../lib/address-data';
import { ruleText, transactionFlags, type RiskFlag } from '../../../../shared/risk';
import { truncateText } from '../../../../shared/text/safety';
import { RiskFlags, jettonIdentityOfWallet, useOverridden, useRisk } from '../risk';
import { useNetwork } from '../../lib/profile-context';
import { Amount } from '../../components/Amount';
import { MovedAmount, jettonOfWallet } from '../../components/MovedAmount';
import { StatePill, StatusPill } from '../../components/StatusPill';
import { DateTime } from '../../components/DateTime';
import { useV3 } from '../../api/use-v3';
import { errorGuidance } from '../../lib/errors';
import type { MetadataMap, V3AccountState } from '../../lib/v3-types';
import { tonText } from '../../../../shared/ton/asset-facts';

/**
 * The current summaries of a case's items, read from the chain when the Case page shows
 * them: an account's status and balance (one v3 `accountStates` request for every address of
 * the case), a transaction's status (the shared status model) and what it moved, a trace's
 * status and size. Each also reports a plain-text summary for the case export.
 */

/**
 * Reports an item's summary for the export; a trace also hands over how to draw its graph,
 * which runs only when an HTML report is exported (an SVG document).
 */
export type ReportSummary = (summary: CaseItemSummary, drawPicture?: () => Promise<string>) => void;

const toneOf = (s: Status): CaseItemSummary['tone'] => s.tone;

/** Shows why a summary is missing (loading, error) in a cell. */
function Pending({ error, label }: { error: unknown; label: string }) {
  if (error) {
    return (
      <span className="state-error" role="alert">
        {errorGuidance(error).title}
      </span>
    );
  }
  return <span className="muted">{label}</span>;
}

/** The v3 account states of many addresses at once, keyed by raw lower-case address. */
export function useAccountStates(addresses: readonly string[]) {
  const q = useV3(
    'accountStates',
    { address: [...addresses], include_boc: false },
    { enabled: addresses.length > 0 },
  );
  const byAddress = new Map<string, V3AccountState>();
  for (const a of q.data?.accounts ?? []) {
    try {
      byAddress.set(labelKey(a.address), a);
    } catch {
      // an address the server sent in a form we cannot read: no summary for it
    }
  }
  return { query: q, byAddress };
}

/** An address item's summary: status pill and balance. */
export function AccountSummary({
  state,
  loading,
  error,
  report,
}: {
  state: V3AccountState | undefined;
  loading: boolean;
  error: unknown;
  report: ReportSummary;
}) {
  const status = state?.status ?? (loading || error ? null : 'nonexist');
  const balance = state?.balance ?? '0';
  useEffect(() => {
    if (!status) return;
    report({
      status,
      tone: status === 'active' ? 'ok' : status === 'frozen' ? 'bad' : 'neutral',
      text: `Balance ${tonText(balance)}`,
    });
  }, [status, balance, report]);
  if (!status) return <Pending error={error} label="Loading the account…" />;
  return (
    <span data-testid="case-summary">
      <StatePill state={status} /> <Amount value={balance} />
    </span>
  );
}

/** What the ledger says bounced of a transaction's payments (nanotons), when any did. */
interface Bounced {
  sent: bigint;
  returned: bigint;
}

/**
 * "+1.5 TON from bob.ton", "−100 DEMO to UQAb…wxyz" (jetton units until the metadata is
 * known), "NFT received from …", "−990 TON: 700 to peel-1.ton, 290 to split.ton" (several
 * recipients); a payment that bounced net of what came back, as the Transactions tab shows it
 * (plain text).
 */
function movementText(
  m: Movement,
  nameOf: (address: string) => string,
  jetton: { symbol: string; decimals: number } | null,
  bounced: Bounced | null,
  recipients: readonly Recipient[],
): string {
  const sign = m.direction === 'in' ? '+' : MINUS;
  const ton = tonText;
  const what = bounced
    ? `${MINUS}${ton(bounced.sent - bounced.returned)} (${ton(bounced.sent)} sent, ${ton(bounced.returned)} came back)`
    : m.asset.kind === 'ton'
      ? `${sign}${ton(m.amount)}`
      : m.asset.kind === 'jetton'
        ? jetton
          ? `${sign}${formatUnits(m.amount, jetton.decimals, { group: true })} ${jetton.symbol}`
          : `${sign}${m.amount} jetton units`
        : `NFT ${m.direction === 'in' ? 'received' : 'sent'}`;
  // The one sentence the transaction page and its row say (shared/ledger/tx-sentence.ts).
  return `${m.operation}: ${sentenceText(movementSentence(m, recipients), what, nameOf)}`;
}

/** A transaction item's summary: status from the shared model and what it moved. */
export function TransactionSummary({ hash, report }: { hash: string; report: ReportSummary }) {
  const q = useV3('transactions', { hash: [hash], limit: 1 });
  const tx = q.data?.transactions[0];
  const moved = tx ? txMovement(tx, tx.account) : null;
  // The ledger links a payment to the bounce that returned it among the trace's transactions.
  const trace = useV3('traces', { trace_id: [tx?.trace_id ?? ''] }, { enabled: !!tx?.trace_id });
  const related: ChainTransaction[] = Object.values(trace.data?.traces[0]?.transactions ?? {});
  const ledger = tx ? tonMoved(tx, related) : null;
  const bounced: Bounced | null = ledger?.bounced.length
    ? {
        sent: ledger.bounced.reduce((s, p) => s + p.sent, 0n),
        returned: ledger.bounced.reduce((s, p) => s + p.returned, 0n),
      }
    : null;
  const status = tx ? headlineStatus(tx, ledger?.bounced) : null;
  const wallet = moved?.asset.kind === 'jetton' ? moved.asset.wallet : null;
  const meta = useV3('metadata', { address: [wallet ?? ''] }, { enabled: !!wallet });
  const jetton = wallet ? jettonOfWallet(wallet, meta.data as MetadataMap | undefined) : null;
  const recipients = tx ? tonRecipients(tx, tx.account) : [];
  const nameOf = useAccountNames(
    [tx?.account, moved?.counterparty, ...recipients.map((r) => r.address)],
    { book: q.data?.address_book },
  );
  const text = moved ? movementText(moved, nameOf, jetton, bounced, recipients) : '';
  const accountName = tx ? nameOf(tx.account) : '';
  const risk = useRisk();
  const metadata = q.data?.metadata as MetadataMap | undefined;
  const allFlags = useMemo(
    () =>
      tx && risk
        ? transactionFlags(tx, tx.account, risk.ctx, (w) => jettonIdentityOfWallet(w, metadata))
        : [],
    [tx, risk, metadata],
  );
  const flags = useOverridden(allFlags).shown;
  const reported = flags.map(reportFlag);
  const flagsKey = JSON.stringify(reported);
  useEffect(() => {
    if (status && tx) {
      report({
        status: status.label,
        tone: toneOf(status),
        text,
        time: tx.now,
        account: tx.account.toLowerCase(),
        accountName,
        ...(reported.length ? { flags: reported } : {}),
      });
    }
  }, [status?.label, status?.tone, text, accountName, tx?.now, flagsKey, report]); // eslint-disable-line react-hooks/exhaustive-deps
  if (q.isPending || q.isError) return <Pending error={q.error} label="Loading the transaction…" />;
  if (!tx || !status || !moved) return <span className="muted">Not found on this network.</span>;
  return (
    <span data-testid="case-summary">
      <StatusPill status={status} /> <RiskFlags flags={flags} />{' '}
      <TxSentence
        parts={movementSentence(moved, recipients)}
        total={
          bounced ? (
            <span data-testid="case-bounced">
              <Amount value={bounced.sent - bounced.returned} sign="-" />{' '}
              <span className="muted">
                (<Amount value={bounced.sent} /> sent, <Amount value={bounced.returned} /> came
                back)
              </span>
            </span>
          ) : (
            <MovedAmount m={moved} metadata={(meta.data as MetadataMap | undefined) ?? null} />
          )
        }
      />{' '}
      <span className="muted">
        · <DateTime unix={tx.now} />
      </span>
    </span>
  );
}

/** Largest trace drawn into a case report (transactions); bigger ones are left to the page. */
const PICTURE_MAX_TX = 300;

/**
 * A trace item's summary: trace status and how many transactions it has; for the report, the
 * trace graph as a picture.
 */
export function TraceSummary({ id, report }: { id: string; report: ReportSummary }) {
  const q = useV3('traces', { trace_id: [id], include_actions: false, limit: 1 });
  const trace = q.data?.traces[0];
  const nameOf = useAccountNames(
    Object.values(trace?.transactions ?? {}).map((t) => t.account),
    { book: q.data?.address_book, metadata: q.data?.metadata },
  );
  const network = useNetwork();
  const status = trace ? traceStatus(trace) : null;
  const count = trace?.trace_info.transactions ?? 0;
  useEffect(() => {
    if (!status) return;
    const metadata = q.data?.metadata;
    const draw =
      trace && count <= PICTURE_MAX_TX
        ? async () => {
            const { tracePicture } = await import('../trace/trace-graph-picture');
            return tracePicture(trace, metadata, nameOf, network);
          }
        : undefined;
    report(
      {
        status: status.label,
        tone: toneOf(status),
        text: plural(count, 'transaction'),
        ...(trace?.start_utime ? { time: Number(trace.start_utime) } : {}),
      },
      draw,
    );
  }, [status?.label, status?.tone, count, trace, q.data, nameOf, network, report]); // eslint-disable-line react-hooks/exhaustive-deps
  if (q.isPending || q.isError) return <Pending error={q.error} label="Loading the trace…" />;
  if (!trace || !status) return <span className="muted">Not found on this network.</span>;
  return (
    <span data-testid="case-summary">
      <StatusPill status={status} /> {plural(count, 'transaction')}{' '}
      <span className="muted">
        · <DateTime unix={trace.start_utime} />
      </span>
    </span>
  );
}

/** Longest evidence a case report carries per flag (code points; the summary field's bound). */
const FLAG_EVIDENCE_MAX = 500;

/** A risk flag as a case report writes it: the rule's title, the field, the evidence bounded. */
function reportFlag(f: RiskFlag) {
  return {
    rule: f.rule,
    title: ruleText(f.rule).title,
    field: f.field,
    evidence: truncateText(f.evidence, FLAG_EVIDENCE_MAX),
    detail: truncateText(f.detail, FLAG_EVIDENCE_MAX),
  };
}
