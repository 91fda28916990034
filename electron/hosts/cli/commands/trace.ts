import {
  attributionReport,
  canvasAttribution,
  withTrace,
  type AccountNaming,
  type AssetInfo,
  type AttributionReport,
} from '../../../../shared/attribution';
import { ATTRIBUTION_RULES, type AttributionRule } from '../../../../shared/attribution/types';
import { traceRulesSchema, type TraceRules } from '../../../../shared/canvas/auto-trace';
import { unitAssets } from '../../../../shared/canvas/drawing';
import { AppError } from '../../../../shared/ipc/errors';
import type { TraceResult } from '../../../../shared/ipc/channels/canvas';
import { isHash } from '../../../../shared/ton/hash';
import { toRawUpper } from '../../../../shared/ton/address';
import type { BookRow } from '../../../../shared/ton/metadata-map';
import type { Network } from '../../../../shared/profiles';
import type { AddressLabel } from '../../../../shared/workspace/labels';
import { runAutoTrace } from '../../../core/services/canvas/auto-trace';
import { CanvasService } from '../../../core/services/canvas/canvas-service';
import type { ProfileServices } from '../../../core/services/profile-services';
import { plural } from '../../../../shared/plural';

export const TRACE_USAGE = `  trace <profile> --from <address> [--tx <hash>] [--asset TON|<jetton master>|all]
        [--rule haircut|fifo] [--budget N] [--hops N] [--json]
         (follows the value the account sent to where it went: ends, conversions, remains,
          fees, the frontier not followed and why, paths, and a reconciliation to the unit)`;

type Values = Record<string, string | boolean | undefined>;

function bad(message: string): AppError {
  return new AppError({ code: 'INVALID_INPUT', message: `trace: ${message}` });
}

/** A positive whole number flag, or undefined when absent. */
function intFlag(name: string, v: string | boolean | undefined): number | undefined {
  if (typeof v !== 'string') return undefined;
  if (!/^\d{1,6}$/.test(v.trim())) throw bad(`--${name} must be a whole number, got "${v}"`);
  return Number(v.trim());
}

/** `--asset`: TON, all, or a jetton master (any address form). */
function assetFlag(v: string | boolean | undefined): string {
  if (typeof v !== 'string' || v === 'TON' || v === 'ton') return 'TON';
  if (v === 'all') return 'all';
  try {
    return `jetton:${toRawUpper(v.replace(/^jetton:/, ''))}`;
  } catch {
    throw bad(`--asset must be TON, all or a jetton master address, got "${v}"`);
  }
}

/** The trace's rules from the command line (the canvas's defaults for the rest). */
export function traceRulesFromArgs(values: Values): TraceRules {
  const rule = typeof values.rule === 'string' ? values.rule : 'haircut';
  if (!(ATTRIBUTION_RULES as readonly string[]).includes(rule)) {
    throw bad(`--rule must be haircut or fifo, got "${rule}"`);
  }
  const tx = typeof values.tx === 'string' ? values.tx.trim() : undefined;
  if (tx !== undefined && !isHash(tx)) throw bad(`--tx must be a transaction hash, got "${tx}"`);
  const parsed = traceRulesSchema.safeParse({
    direction: 'out',
    asset: assetFlag(values.asset),
    rule: rule as AttributionRule,
    ...(tx ? { txHash: tx } : {}),
    ...(values.budget !== undefined ? { budget: intFlag('budget', values.budget) } : {}),
    ...(values.hops !== undefined ? { hops: intFlag('hops', values.hops) } : {}),
  });
  if (!parsed.success) {
    throw bad(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  return parsed.data;
}

/** Where the command reads labels and writes. */
export interface TraceCommandIo {
  out(text: string): void;
  err(text: string): void;
  /** The user's label of raw addresses on a network (the workspace's); absent: none. */
  labels?(network: Network, raw: string): AddressLabel | null;
}

/**
 * `trace <profile> --from <address> …`: auto-traces the value the account sent (the canvas's
 * walk, through the profile's throttle, progress on stderr), then attributes it as the canvas
 * does (shared/attribution `canvasAttribution` over the canvas the trace would draw) and
 * prints the answer: a summary and tables, or with `--json` the {@link AttributionReport}.
 * Throws `AppError` (`INVALID_INPUT` for a bad flag or address, or the client's error).
 */
export async function traceCommand(
  services: ProfileServices,
  profileName: string,
  values: Values,
  io: TraceCommandIo,
): Promise<AttributionReport> {
  const profile = services.store.get(profileName);
  if (typeof values.from !== 'string') throw bad('--from <address> is required');
  const start = await startAddress(services, profile.id, values.from);
  const rules = traceRulesFromArgs(values);
  const canvas = new CanvasService({
    v3: (profileId, defaults) => services.api.typed(profileId, defaults).v3,
  });
  const label = (raw: string) => io.labels?.(profile.network, raw) ?? null;
  const result = await runAutoTrace(
    {
      expand: (r) => canvas.expand(r),
      categoryOf: (raw) => label(raw),
      swaps: (r) => canvas.swaps(r, r.signal),
    },
    { profileId: profile.id, start, rules, traceId: 'cli' },
    (p) => io.err(`trace: ${plural(p.reads, 'account')} read, ${plural(p.requests, 'request')}`),
    new AbortController().signal,
  );
  const doc = withTrace({ ledgers: [], traces: [] }, start, result, rules, Date.now());
  const a = canvasAttribution({ ...doc, start, rule: rules.rule })!;
  const reportWith = (assets: Record<string, AssetInfo>) =>
    attributionReport(a, {
      naming: namingOf(result, label),
      assets,
      walk: { requests: result.requests, reads: result.ledgers.length, ended: result.ended },
    });
  const report = reportWith(assetsOf(result));
  // The JSON keeps each symbol as the chain wrote it (beside its asset key); the text writes a
  // jetton as the app does, its unit (`DEMO · EQAb…`, `TON ⚠ · …`), so none reads as TON.
  io.out(
    values.json
      ? JSON.stringify(report, null, 2)
      : formatReport(reportWith(unitAssets({ assets: assetsOf(result) }, profile.network))),
  );
  return report;
}

/** A `.ton` name or Telegram username (`name.t.me`), lower case; null for anything else. */
const DOMAIN_RE = /^(?:[a-z0-9-]{1,63}\.)+(?:ton|t\.me)$/;

/**
 * The start's raw address: any address form, or a name (`theft.ton`) resolved to its wallet
 * record (v3 `dns/records`, one request). Throws `INVALID_INPUT` saying why.
 */
async function startAddress(services: ProfileServices, profileId: string, from: string) {
  const text = from.trim().toLowerCase();
  if (DOMAIN_RE.test(text)) {
    const found = await services.api.typed(profileId).v3['dns/records']({ domain: text, limit: 1 });
    const wallet = found.records[0]?.dns_wallet;
    if (!wallet) throw bad(`--from: ${text} does not resolve to a wallet on this network`);
    return toRawUpper(wallet);
  }
  try {
    return toRawUpper(from.trim());
  } catch {
    throw bad(`--from is not an address or a name (alice.ton): "${from}"`);
  }
}

/** Names from the address books the trace saw, labels from the user's. */
function namingOf(
  result: TraceResult,
  label: (raw: string) => AddressLabel | null,
): (address: string) => AccountNaming {
  const book: Record<string, BookRow> = Object.assign({}, ...result.expansions.map((x) => x.book));
  return (address) => ({
    name: book[address]?.domain ?? null,
    label: label(address)?.label ?? null,
  });
}

/** Symbol and decimals of every asset the trace's expansions saw. */
function assetsOf(result: TraceResult): Record<string, AssetInfo> {
  return Object.assign({}, ...result.expansions.map((x) => x.assets)) as Record<string, AssetInfo>;
}

/** The report as text: the summary, then one block per table. */
export function formatReport(r: AttributionReport): string {
  const who = (a: { address: string; name: string | null; label: string | null }) =>
    [a.name, a.label && `(${a.label})`, a.address].filter(Boolean).join(' ');
  const amounts = (list: ReadonlyArray<{ amount: string; symbol: string }>) =>
    list.map((x) => `${x.amount} ${x.symbol}`).join(', ') || '-';
  const lines = [r.summary, '', `rule: ${r.rule}; ${plural(r.requests, 'request')}`];
  lines.push('', 'ends:');
  for (const e of r.ends) lines.push(`  ${who(e)}: ${amounts(e.amounts)} (${e.reason_text})`);
  if (r.conversions.length) lines.push('', 'conversions:');
  for (const c of r.conversions) {
    lines.push(
      `  at ${who(c)}: ${c.in.amount} ${c.in.symbol} -> ${c.out.amount} ${c.out.symbol} (rate ${c.rate})`,
    );
  }
  lines.push('', 'frontier (not followed):');
  if (!r.frontier.length) lines.push('  none');
  for (const f of r.frontier) lines.push(`  ${who(f)}: ${amounts(f.amounts)} (${f.reason_text})`);
  lines.push('', 'remains (fees):');
  for (const x of r.remains) lines.push(`  ${who(x)}: ${amounts(x.amounts)} (${amounts(x.fees)})`);
  lines.push('', 'reconciliation:');
  for (const x of r.reconciliation) {
    lines.push(
      `  ${x.symbol}: start ${x.start_raw} + converted in ${x.converted_in_raw} = ends ${x.ends_raw} + remains ${x.remains_raw} + fees ${x.fees_raw} + frontier ${x.frontier_raw} + converted out ${x.converted_out_raw}: ${x.balanced ? 'balanced' : 'NOT BALANCED'}`,
    );
  }
  return lines.join('\n');
}
