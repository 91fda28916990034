import { shorten } from '../format';
import { plural } from '../plural';
import { factsOfKey } from '../ton/asset-facts';
import { formatUnits } from '../ton/units';
import type {
  AccountNaming,
  AssetInfo,
  AttributionReport,
  ReportAccount,
  ReportAmount,
  ReportHop,
  ReportWalk,
} from './report-types';
import type { AssetAmount, AssetKey, Attribution, Conversion, PathHop } from './types';

/**
 * The attribution as the outputs write it: the `trace --json` document
 * ({@link attributionReport}) and the answer in one sentence ({@link attributionSentence}),
 * with names, labels and amounts in the asset's units. The canvas summary, the case report
 * and the CLI all build on these, so they say the same numbers.
 */

/** What the report needs beside the attribution. */
export interface ReportContext {
  /** The name and label of an account (the app's: the user's label, else the book's name). */
  naming(address: string): AccountNaming;
  /** Symbol and decimals per asset key; TON is known without it. */
  assets: Readonly<Record<AssetKey, AssetInfo>>;
  /** How the walk that read the ledgers went; null when none ran for this answer. */
  walk: ReportWalk | null;
}

/** Symbol and decimals of `asset` (TON always known; an unknown jetton by `assetFacts`). */
export function assetInfo(ctx: Pick<ReportContext, 'assets'>, asset: AssetKey): AssetInfo {
  return factsOfKey(ctx.assets, asset);
}

/** An amount raw and in the asset's units. */
export function reportAmount(ctx: Pick<ReportContext, 'assets'>, a: AssetAmount): ReportAmount {
  const info = assetInfo(ctx, a.asset);
  return {
    asset: a.asset,
    symbol: info.symbol,
    amount_raw: a.amount,
    amount: formatUnits(a.amount, info.decimals),
  };
}

/** "817.7 TON", "120,000 DEMO": an amount as a sentence writes it. */
export function amountText(ctx: Pick<ReportContext, 'assets'>, a: AssetAmount): string {
  const info = assetInfo(ctx, a.asset);
  return `${formatUnits(a.amount, info.decimals, { group: true })} ${info.symbol}`;
}

/** Units of `assetOut` per unit of `assetIn` (in the assets' units), 9 decimal places at most. */
export function conversionRate(ctx: Pick<ReportContext, 'assets'>, c: Conversion): string {
  const din = assetInfo(ctx, c.assetIn).decimals;
  const dout = assetInfo(ctx, c.assetOut).decimals;
  const amountIn = BigInt(c.amountIn);
  if (amountIn === 0n) return '0';
  const scaled = (BigInt(c.amountOut) * 10n ** BigInt(din + 9)) / (amountIn * 10n ** BigInt(dout));
  return formatUnits(scaled, 9);
}

function account(ctx: ReportContext, address: string): ReportAccount {
  const n = ctx.naming(address);
  return { address, name: n.name, label: n.label };
}

function hop(ctx: ReportContext, h: PathHop): ReportHop {
  const a = reportAmount(ctx, { asset: h.asset, amount: h.amount });
  return {
    from: account(ctx, h.from),
    to: account(ctx, h.to),
    asset: h.asset,
    symbol: a.symbol,
    amount_raw: a.amount_raw,
    amount: a.amount,
    tx_hash: h.txHash,
    lt: h.lt,
    time: new Date(h.utime * 1000).toISOString(),
    conversion_from: h.conversion?.assetIn ?? null,
  };
}

/** Percent with up to 2 decimals from parts per million ("82.59"). */
function percent(ppm: number | null): string | null {
  return ppm === null ? null : formatUnits(BigInt(Math.floor(ppm / 100)), 2);
}

/** The `trace --json` document of an attribution (see {@link AttributionReport}). */
export function attributionReport(a: Attribution, ctx: ReportContext): AttributionReport {
  const amounts = (list: readonly AssetAmount[]) => list.map((x) => reportAmount(ctx, x));
  const single = a.start.asset === 'all' ? null : a.start.asset;
  return {
    start: {
      ...account(ctx, a.start.address),
      tx_hash: a.start.txHash,
      asset: a.start.asset,
      amount_raw: single ? (a.start.amounts.find((x) => x.asset === single)?.amount ?? '0') : null,
      amounts: amounts(a.start.amounts),
    },
    rule: a.rule,
    summary: attributionSentence(a, ctx),
    ends: a.ends.map((e) => ({
      ...account(ctx, e.address),
      reason: e.stop.reason,
      reason_text: e.stop.detail,
      amounts: amounts(e.amounts),
      share: percent(e.sharePpm),
      paths: e.paths,
    })),
    remains: a.remains.map((r) => ({
      ...account(ctx, r.address),
      amounts: amounts(r.amounts),
      fees: amounts(r.fees),
    })),
    fees_raw: a.fees.find((f) => f.asset === 'TON')?.amount ?? '0',
    conversions: a.conversions.map((c) => ({
      ...account(ctx, c.account),
      kind: c.kind,
      dex: c.dex,
      in: reportAmount(ctx, { asset: c.assetIn, amount: c.amountIn }),
      out: reportAmount(ctx, { asset: c.assetOut, amount: c.amountOut }),
      rate: conversionRate(ctx, c),
      to: account(ctx, c.to),
      tx_hash: c.txHash,
      time: new Date(c.utime * 1000).toISOString(),
    })),
    frontier: a.frontier.map((f) => ({
      ...account(ctx, f.address),
      reason: f.stop.reason,
      reason_text: f.stop.detail,
      amounts: amounts(f.amounts),
    })),
    paths: a.paths.map((p) => ({
      to: account(ctx, p.to),
      hops: p.hops.map((h) => hop(ctx, h)),
      amounts: amounts(p.amounts),
    })),
    unlisted_paths: amounts(a.unlistedPaths),
    reconciliation: a.reconciliation.map((r) => ({
      asset: r.asset,
      symbol: assetInfo(ctx, r.asset).symbol,
      start_raw: r.start,
      converted_in_raw: r.convertedIn,
      converted_out_raw: r.convertedOut,
      ends_raw: r.ends,
      remains_raw: r.remains,
      fees_raw: r.fees,
      frontier_raw: r.frontier,
      balanced: r.balanced,
    })),
    accounts: a.accounts.map((x) => ({
      ...account(ctx, x.address),
      role: x.role,
      hop: x.hop,
      arrived: amounts(x.arrived),
      left: x.left.map((l) => ({ to: account(ctx, l.to), ...reportAmount(ctx, l) })),
      fees: amounts(x.fees),
      remains: amounts(x.remains),
    })),
    requests: ctx.walk?.requests ?? 0,
    walk: ctx.walk,
  };
}

/** " and ": "8 TON and 120,000 DEMO". */
function amountsText(ctx: ReportContext, list: readonly AssetAmount[]): string {
  return list.map((x) => amountText(ctx, x)).join(' and ');
}

function nameOf(ctx: ReportContext, address: string): string {
  return ctx.naming(address).name ?? shorten(address, 8, 6);
}

/** Sums per asset of several lists, only of `assets` when given. */
function total(lists: ReadonlyArray<readonly AssetAmount[]>, assets?: ReadonlySet<string>) {
  const m = new Map<AssetKey, bigint>();
  for (const l of lists) {
    for (const a of l) {
      if (!assets || assets.has(a.asset)) m.set(a.asset, (m.get(a.asset) ?? 0n) + BigInt(a.amount));
    }
  }
  return [...m].filter(([, v]) => v > 0n).map(([asset, v]) => ({ asset, amount: v.toString() }));
}

/**
 * The answer in one sentence, every number from the attribution: "Of the 990 TON sent from
 * theft.ton, 817.7 TON reached exchange.ton (8 transfers); 115 TON were converted at
 * swap-desk.ton into 120,000 DEMO, which reached exchange.ton; 8 TON sit at side-4.ton;
 * 49.3 TON stayed at 14 intermediate wallets, fees included; 3 TON were not followed (…)."
 */
export function attributionSentence(a: Attribution, ctx: ReportContext): string {
  const sent = new Set(a.start.amounts.map((x) => x.asset));
  const parts: string[] = [];
  for (const e of a.ends.filter((x) => x.stop.reason !== 'no_onward')) {
    const mine = e.amounts.filter((x) => sent.has(x.asset));
    if (!mine.length) continue;
    const how = e.stop.reason === 'start' ? 'came back to' : 'reached';
    const n = e.transfers.filter((t) => sent.has(t.asset)).reduce((k, t) => k + t.count, 0);
    parts.push(
      `${amountsText(ctx, mine)} ${how} ${nameOf(ctx, e.address)} (${plural(n, 'transfer')})`,
    );
  }
  parts.push(...conversionClauses(a, ctx));
  for (const e of a.ends.filter((x) => x.stop.reason === 'no_onward')) {
    parts.push(`${amountsText(ctx, e.amounts)} sit at ${nameOf(ctx, e.address)}`);
  }
  const kept = total([...a.remains.map((r) => r.amounts), a.fees]);
  if (kept.length) {
    parts.push(
      `${amountsText(ctx, kept)} stayed at ${plural(a.remains.length, 'intermediate wallet')}, fees included`,
    );
  }
  const open = total(a.frontier.map((f) => f.amounts));
  if (open.length) {
    const why = [...new Set(a.frontier.map((f) => f.stop.reason.replace(/_/g, ' ')))].join(', ');
    parts.push(
      `${amountsText(ctx, open)} ${open.length === 1 && a.frontier.length === 1 ? 'was' : 'were'} not followed (${plural(a.frontier.length, 'account')}: ${why})`,
    );
  }
  const from = `Of the ${a.start.amounts.length ? amountsText(ctx, a.start.amounts) : 'nothing'} sent from ${nameOf(ctx, a.start.address)}`;
  return parts.length ? `${from}, ${parts.join('; ')}.` : `${from}: nothing traced further.`;
}

/** "115 TON were converted at swap-desk.ton into 120,000 DEMO, which reached exchange.ton". */
function conversionClauses(a: Attribution, ctx: ReportContext): string[] {
  return a.conversions.map((c) => {
    const reached = a.ends
      .filter((e) => e.amounts.some((x) => x.asset === c.assetOut))
      .map((e) => nameOf(ctx, e.address));
    const where = reached.length ? `, which reached ${reached.join(', ')}` : '';
    const via = c.kind === 'dex_swap' ? ` (a swap on ${c.dex ?? 'a DEX'})` : '';
    return (
      `${amountText(ctx, { asset: c.assetIn, amount: c.amountIn })} were converted at ${nameOf(ctx, c.account)}${via} ` +
      `into ${amountText(ctx, { asset: c.assetOut, amount: c.amountOut })}${where}`
    );
  });
}
