import type { ReactNode } from 'react';
import {
  amountText,
  attributionSentence,
  type AssetAmount,
  type Attribution,
  type AttributionRule,
  type ReportContext,
} from '../../../../shared/attribution';
import { nameOnly, type CanvasDocument } from '../../../../shared/canvas/document';
import { unitAssets } from '../../../../shared/canvas/drawing';
import type { Network } from '../../../../shared/profiles';
import { useNetwork } from '../../lib/profile-context';
import { plural } from '../../../../shared/plural';
import { Address } from '../../components/Address';
import { RadioOption } from '../../components/RadioOption';
import type { CanvasSelection } from './CanvasGraph';

/** The rules the analyst chooses between, in words. */
const RULES: ReadonlyArray<[AttributionRule, string, string]> = [
  [
    'haircut',
    'Haircut (proportional)',
    'Every payment out of an account carries the traced share of its balance at that moment.',
  ],
  ['fifo', 'FIFO', 'First in, first out: a payment spends the oldest funds first, traced or not.'],
];

/**
 * The report context of a canvas: its shown names and its assets' units on `network` (a
 * jetton's symbol, lookalike mark and master: `unitAssets`), as the picture writes them.
 */
export function canvasReportContext(
  doc: Pick<CanvasDocument, 'assets'>,
  name: (address: string) => string,
  network: Network,
): ReportContext {
  return {
    // The name part of the shown name (`theft.ton`, as the CLI and the report say it).
    naming: (a) => ({ name: nameOnly(name(a)) || name(a) || null, label: null }),
    assets: unitAssets(doc, network),
    walk: null,
  };
}

/**
 * The canvas's answer (shared/attribution `canvasAttribution`, computed by the page): the
 * attribution sentence, where trails ended (each account once, however many runs), what was
 * not followed and why with the value there, conversions, and the reconciliation; with the
 * rule (haircut or FIFO) to attribute by.
 */
export function AttributionPanel({
  doc,
  attribution: a,
  name,
  onRule,
  onSelect,
}: {
  doc: CanvasDocument;
  /** Null when the canvas holds no ledger of its start (nothing read yet). */
  attribution: Attribution | null;
  name(address: string): string;
  onRule(rule: AttributionRule): void;
  onSelect(s: CanvasSelection): void;
}) {
  const network = useNetwork();
  if (!a) return null;
  const ctx = canvasReportContext(doc, name, network);
  const amounts = (list: readonly AssetAmount[]) =>
    list.map((x) => amountText(ctx, x)).join(' and ') || 'nothing';
  const select = (address: string) =>
    doc.nodes.some((n) => n.address === address) && (
      <button
        type="button"
        className="link-button"
        onClick={() => onSelect({ kind: 'node', id: address })}
      >
        Select
      </button>
    );
  const listed = { a, amounts, select };
  return (
    <section className="canvas-panel" aria-label="Where the value went">
      <h2>Where the value went</h2>
      <RuleChoice rule={doc.rule} onRule={onRule} />
      <p data-testid="attribution-summary">{attributionSentence(a, ctx)}</p>
      <TrailEnds {...listed} />
      <NotFollowed {...listed} />
      {a.conversions.length > 0 && <Conversions a={a} ctx={ctx} />}
      <Reconciliation a={a} ctx={ctx} />
    </section>
  );
}

/** The attribution rule to trace by (haircut or FIFO), as radio buttons. */
function RuleChoice({
  rule: chosen,
  onRule,
}: {
  rule: AttributionRule;
  onRule(rule: AttributionRule): void;
}) {
  return (
    <div className="toolbar" role="radiogroup" aria-label="Attribution rule">
      {RULES.map(([rule, label, title]) => (
        <RadioOption
          key={rule}
          title={title}
          name="attribution-rule"
          checked={chosen === rule}
          onChoose={() => onRule(rule)}
        >
          {label}
        </RadioOption>
      ))}
    </div>
  );
}

/** What the lists of accounts read: the attribution, amounts in words, a "Select" button. */
interface AccountListProps {
  a: Attribution;
  amounts(list: readonly AssetAmount[]): string;
  select(address: string): ReactNode;
}

/** Where the trails ended: each account once, with the value there and why it ended. */
function TrailEnds({ a, amounts, select }: AccountListProps) {
  return (
    <section aria-label="Where trails ended">
      <h3>Where trails ended</h3>
      <ul className="trace-stops">
        {a.ends.map((e) => (
          <li key={e.address} data-address={e.address} data-amounts={amountsAttr(e.amounts)}>
            <Address address={e.address} /> <strong>{amounts(e.amounts)}</strong>: {e.stop.detail}{' '}
            {select(e.address)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The accounts not followed, with the value there and why (none: said so). */
function NotFollowed({ a, amounts, select }: AccountListProps) {
  return (
    <section aria-label="Not followed">
      <h3>Not followed ({plural(a.frontier.length, 'account')})</h3>
      {a.frontier.length ? (
        <ul className="trace-stops">
          {a.frontier.map((f) => (
            <li key={f.address} data-address={f.address} data-reason={f.stop.reason}>
              <Address address={f.address} /> <strong>{amounts(f.amounts)}</strong>: {f.stop.detail}{' '}
              {select(f.address)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None: every trail was followed to its end.</p>
      )}
    </section>
  );
}

/** Where the traced value changed asset: a swap on a DEX or a jetton transfer out. */
function Conversions({ a, ctx }: { a: Attribution; ctx: ReportContext }) {
  return (
    <section aria-label="Conversions">
      <h3>Conversions</h3>
      <ul>
        {a.conversions.map((c, i) => (
          <li key={i} data-address={c.account}>
            <Address address={c.account} />{' '}
            {amountText(ctx, { asset: c.assetIn, amount: c.amountIn })} →{' '}
            {amountText(ctx, { asset: c.assetOut, amount: c.amountOut })} (
            {c.kind === 'dex_swap' ? `a swap on ${c.dex ?? 'a DEX'}` : 'a jetton transfer out'})
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `asset:raw` pairs, for tests and tools reading the exact amounts. */
function amountsAttr(list: readonly AssetAmount[]): string {
  return list.map((x) => `${x.asset}:${x.amount}`).join(' ');
}

/** One line per asset: the start equals ends + remains + fees + not followed (+ conversions). */
function Reconciliation({ a, ctx }: { a: Attribution; ctx: ReportContext }) {
  return (
    <details>
      <summary>Reconciliation</summary>
      <ul data-testid="attribution-reconciliation">
        {a.reconciliation.map((r) => {
          const t = (amount: string) => amountText(ctx, { asset: r.asset, amount });
          return (
            <li key={r.asset} data-balanced={r.balanced}>
              {t(r.start)} sent
              {r.convertedIn !== '0' ? ` + ${t(r.convertedIn)} from conversions` : ''} = {t(r.ends)}{' '}
              at the ends + {t(r.remains)} kept + {t(r.fees)} fees + {t(r.frontier)} not followed
              {r.convertedOut !== '0' ? ` + ${t(r.convertedOut)} converted` : ''}
              {r.balanced ? '' : ' (does not balance: please report this)'}
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/**
 * What happened to the traced value at one account, in one line (the selected account's
 * panel): arrived, sent on (to whom), fees, kept; nothing when the value did not reach it.
 */
export function AccountTraced({
  doc,
  attribution,
  address,
  name,
}: {
  doc: Pick<CanvasDocument, 'assets'>;
  attribution: Attribution | null;
  address: string;
  name(address: string): string;
}) {
  const network = useNetwork();
  const acc = attribution?.accounts.find((x) => x.address === address);
  if (!acc) return null;
  const ctx = canvasReportContext(doc, name, network);
  const list = (xs: readonly AssetAmount[]) => xs.map((x) => amountText(ctx, x)).join(' and ');
  const parts = [
    `${acc.role === 'start' ? 'sent' : 'arrived'} ${list(acc.arrived) || 'nothing'}`,
    acc.role !== 'start' && acc.left.length
      ? `sent on ${acc.left.map((l) => `${amountText(ctx, l)} to ${name(l.to) || l.to}`).join(', ')}`
      : '',
    acc.fees.length ? `fees ${list(acc.fees)}` : '',
    acc.remains.length ? `kept ${list(acc.remains)}` : '',
    acc.stop ? acc.stop.detail : '',
  ].filter(Boolean);
  return (
    <p className="muted" data-testid="account-traced">
      Traced value here ({acc.hop ? `${plural(acc.hop, 'hop')} from the start` : 'the start'}):{' '}
      {parts.join('; ')}.
    </p>
  );
}
