import type { ChainTransaction } from '../api/v3-rows';
import { assetKey } from '../ledger/types';
import { traceChanges, type ChangeLabels } from './changes';
import { predictedTransaction } from './trace';
import type { AccountFacts, AssetChange, PredictedTransaction, PreflightDifference } from './types';

/**
 * A prediction against what the chain did: the same transactions (how many, on which accounts,
 * each with the same outcome and exit code, in each account's order) and the same change of
 * every asset of every account (the ledger's, to the nanoton). Pure: the service reads the
 * chain's trace (v3 `traces`).
 */

/** What is compared of a prediction. */
export interface PredictedSide {
  rows: readonly ChainTransaction[];
  accounts: readonly AccountFacts[];
  sender: string;
}

/** The differences (none: as predicted), and the chain's side as the display shows it. */
export interface TraceComparison {
  differences: PreflightDifference[];
  transactions: PredictedTransaction[];
  changes: AssetChange[];
}

const byLt = (a: ChainTransaction, b: ChainTransaction) => {
  const d = BigInt(a.lt) - BigInt(b.lt);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
};

/** `success`, `compute_failed (exit 709)`…: what one transaction's outcome is compared by. */
function outcomeKey(t: PredictedTransaction): string {
  const code = t.exitCode ? ` (exit code ${t.exitCode.code})` : '';
  const result =
    t.resultCode && t.resultCode.code !== 0 ? ` (result code ${t.resultCode.code})` : '';
  return `${t.status.kind}${code}${result}`;
}

function byAccount(txs: PredictedTransaction[]): Map<string, PredictedTransaction[]> {
  const out = new Map<string, PredictedTransaction[]>();
  for (const t of txs) out.set(t.account, [...(out.get(t.account) ?? []), t]);
  return out;
}

/** Differences in the transactions: their number, their accounts, their outcomes. */
function transactionDifferences(
  predicted: PredictedTransaction[],
  actual: PredictedTransaction[],
): PreflightDifference[] {
  const out: PreflightDifference[] = [];
  if (predicted.length !== actual.length) {
    out.push({
      kind: 'count',
      address: null,
      predicted: String(predicted.length),
      actual: String(actual.length),
      text: `${predicted.length} transactions were predicted, the chain made ${actual.length}.`,
    });
  }
  const p = byAccount(predicted);
  const a = byAccount(actual);
  for (const address of new Set([...p.keys(), ...a.keys()])) {
    const ps = (p.get(address) ?? []).map(outcomeKey);
    const as = (a.get(address) ?? []).map(outcomeKey);
    if (ps.join('|') === as.join('|')) continue;
    const kind = ps.length !== as.length ? 'account' : 'outcome';
    out.push({
      kind,
      address,
      predicted: ps.join(', ') || 'no transaction',
      actual: as.join(', ') || 'no transaction',
      text: `${address}: predicted ${ps.join(', ') || 'no transaction'}, the chain: ${as.join(', ') || 'no transaction'}.`,
    });
  }
  return out;
}

/** Differences in the changes: every account and asset whose change is not the predicted one. */
function changeDifferences(predicted: AssetChange[], actual: AssetChange[]): PreflightDifference[] {
  const key = (c: AssetChange) => `${c.address}|${assetKey(c.asset)}`;
  const p = new Map(predicted.map((c) => [key(c), c]));
  const a = new Map(actual.map((c) => [key(c), c]));
  const out: PreflightDifference[] = [];
  for (const k of new Set([...p.keys(), ...a.keys()])) {
    const pd = p.get(k)?.deltaRaw ?? '0';
    const ad = a.get(k)?.deltaRaw ?? '0';
    if (pd === ad) continue;
    const c = (p.get(k) ?? a.get(k))!;
    const what =
      c.asset.type === 'ton'
        ? 'nanotons'
        : c.asset.type === 'jetton'
          ? `units of jetton ${c.asset.master}`
          : `of NFT ${c.asset.item}`;
    out.push({
      kind: 'balance',
      address: c.address,
      predicted: pd,
      actual: ad,
      text: `${c.address}: predicted ${pd} ${what}, the chain: ${ad} (${BigInt(ad) - BigInt(pd)} apart).`,
    });
  }
  return out;
}

/** Compares a prediction's rows with the chain's rows of the same message's trace. */
export function compareTraces(
  predicted: PredictedSide,
  chainRows: readonly ChainTransaction[],
  labels: ChangeLabels = {},
): TraceComparison {
  const accounts = Object.fromEntries(predicted.accounts.map((a) => [a.address, a]));
  const actualRows = [...chainRows].sort(byLt);
  const transactions = actualRows.map(predictedTransaction);
  const changes = traceChanges(actualRows, accounts, predicted.sender, labels);
  const predictedChanges = traceChanges(predicted.rows, accounts, predicted.sender);
  return {
    differences: [
      ...transactionDifferences(predicted.rows.map(predictedTransaction), transactions),
      ...changeDifferences(predictedChanges, changes),
    ],
    transactions,
    changes,
  };
}

/** The names and jetton symbols a prediction's changes carry, to label the chain's the same. */
export function labelsOfChanges(changes: readonly AssetChange[]): ChangeLabels {
  const names: Record<string, string> = {};
  const jettons: NonNullable<ChangeLabels['jettons']> = {};
  for (const c of changes) {
    if (c.name) names[c.address] = c.name;
    if (c.asset.type === 'jetton') {
      jettons[c.asset.master] = { symbol: c.symbol, decimals: c.decimals };
    }
  }
  return { names, jettons };
}
