import { assetKey } from '../../../../shared/ledger/types';
import type {
  AssetChange,
  PreflightComparison,
  Prediction,
  PredictedTransaction,
} from '../../../../shared/preflight/types';
import type { Network } from '../../../../shared/profiles';
import { nanoToTon } from '../../../../shared/ton/amount';
import { jettonAmountText } from '../../../../shared/ton/jetton-unit';

/**
 * Preflight for the command line: the prediction as text (`send --dry-run`) and as the JSON
 * document of `--json` (`pinned_seqno`, `transactions`, `changes`, `warnings`…; snake_case as
 * toncenter's, amounts as decimal strings of the smallest unit), and the comparison after a send.
 */

/** One transaction for JSON. */
function txJson(t: PredictedTransaction) {
  return {
    account: t.account,
    hash: t.hash,
    lt: t.lt,
    status: t.status.kind,
    exit_code: t.exitCode?.code ?? null,
    exit_code_words: t.exitCode?.words ?? null,
    result_code: t.resultCode?.code ?? null,
    skipped: t.skipped,
    aborted: t.aborted,
    fees: t.feesNano,
  };
}

/** One change for JSON (`asset`: `TON`, `jetton:<master>` or `nft:<item>`). */
function changeJson(c: AssetChange) {
  return {
    address: c.address,
    name: c.name,
    kind: c.kind,
    asset: assetKey(c.asset),
    symbol: c.symbol,
    decimals: c.decimals,
    delta_raw: c.deltaRaw,
  };
}

/** The prediction as the `--json` document. */
export function predictionJson(p: Prediction) {
  return {
    notice: p.notice,
    message_hash: p.messageHash,
    pinned_seqno: p.pin.seqno,
    pinned_root_hash: p.pin.rootHash,
    pinned_age_seconds: p.pin.ageSeconds,
    now: p.now,
    sender: p.sender,
    accepted: p.accepted,
    refusal: p.refusal && {
      exit_code: p.refusal.exitCode?.code ?? null,
      words: p.refusal.exitCode?.words ?? p.refusal.message,
    },
    transactions: p.transactions.map(txJson),
    changes: p.changes.map(changeJson),
    value_at_risk: {
      ton: p.valueAtRisk.tonNano,
      jettons: p.valueAtRisk.jettons,
      nfts: p.valueAtRisk.nfts,
      sentences: p.valueAtRisk.sentences,
    },
    warnings: p.warnings.map((w) => ({
      rule: w.rule,
      severity: w.severity,
      title: w.title,
      evidence: w.evidence,
      sentence: w.sentence,
    })),
    cap: p.cap,
    requests: p.requests,
    duration_ms: p.durationMs,
    emulator: p.emulator,
  };
}

/** The comparison's `agreement` for JSON: `as predicted` or the differences. */
export function agreementJson(c: PreflightComparison) {
  return {
    agreement: c.agreement,
    retimed: c.retimed,
    actual_transactions: c.actual.transactions.map(txJson),
    actual_changes: c.actual.changes.map(changeJson),
  };
}

/**
 * An amount of a change in its unit; a jetton as the app writes it (`jettonAmountText`: the
 * symbol, ⚠ when it reads as TON, the master's short form on `network`).
 */
function amountText(c: AssetChange, network: Network): string {
  const d = BigInt(c.deltaRaw);
  const sign = d > 0n ? '+' : '-';
  const abs = (d < 0n ? -d : d).toString();
  if (c.asset.type === 'ton') return `${sign}${nanoToTon(abs)} TON`;
  if (c.asset.type === 'nft') return `${sign}NFT ${c.asset.item}`;
  return `${sign}${jettonAmountText(abs, c, c.asset.master, network)}`;
}

/** The prediction as text lines (jetton units written for `network`, the profile's). */
export function formatPrediction(p: Prediction, network: Network): string[] {
  const lines = [
    `Preflight  block ${p.pin.seqno} (${p.pin.ageSeconds} s old), run at ${new Date(p.now * 1000).toISOString()}`,
    `  ${p.notice}`,
  ];
  if (!p.accepted) {
    lines.push(
      `  Not accepted: ${p.refusal?.exitCode?.words ?? p.refusal?.message ?? 'refused'}; nothing would happen.`,
    );
  }
  lines.push(
    `  Transactions (${p.transactions.length}${p.cap.reached ? `, cut at ${p.cap.limit}` : ''})`,
  );
  p.transactions.forEach((t, i) =>
    lines.push(
      `    ${i + 1}. ${t.account}  ${t.status.label}${t.exitCode ? `  ${t.exitCode.words}` : ''}`,
    ),
  );
  lines.push('  Changes');
  for (const c of p.changes) {
    lines.push(`    ${c.address}${c.name ? ` (${c.name})` : ''}  ${amountText(c, network)}`);
  }
  lines.push('  Value at risk', ...p.valueAtRisk.sentences.map((s) => `    ${s}`));
  lines.push(p.warnings.length === 0 ? '  Warnings: none' : '  Warnings');
  for (const w of p.warnings) {
    lines.push(`    [${w.severity}] ${w.title} (${w.rule}): ${w.sentence}`);
    for (const e of w.evidence) lines.push(`      - ${e}`);
  }
  lines.push(`  (${p.requests} requests, ${p.durationMs} ms)`);
  return lines;
}

/** The comparison as text lines. */
export function formatComparison(c: PreflightComparison): string[] {
  const lines: string[] = [];
  if (c.retimed) lines.push(`  ${c.retimed.note}`);
  if (c.agreement === 'as predicted') return [...lines, 'Prediction: as predicted.'];
  return [
    ...lines,
    `Prediction: ${c.agreement.length} difference(s)`,
    ...c.agreement.map((d) => `  - ${d.text}`),
  ];
}
