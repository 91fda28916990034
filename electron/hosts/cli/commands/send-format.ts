import type { FeeEstimate, SendInspection, SendStatus } from '../../../../shared/ipc/channels/send';
import type { DecodedExternal } from '../../../../shared/send/decode-external';
import { nanoToTon } from '../../../../shared/ton/amount';

const MARK = { pass: 'ok  ', fail: 'FAIL', warn: 'warn', skip: 'skip' } as const;

/** The decoded message as text lines: destination forms, state init, wallet fields, messages. */
export function formatDecoded(d: DecodedExternal): string[] {
  const lines = [
    'External-in message',
    `  destination  ${d.destination.raw}`,
    `               ${d.destination.bounceable} (bounceable)  ${d.destination.nonBounceable} (non-bounceable)`,
    `               ${d.destination.testnetBounceable} (testnet)  ${d.destination.testnetNonBounceable} (testnet, non-bounceable)`,
    `  state init   ${d.stateInit ? `present${d.stateInit.wallet ? ` (wallet ${d.stateInit.wallet} code)` : ''}` : 'none'}`,
    `  body opcode  ${d.bodyOpcode ?? '(none)'}`,
  ];
  const w = d.wallet;
  if (!w) {
    lines.push(`  ${d.walletNote ?? 'not a standard wallet message'}`);
    return lines;
  }
  const net = w.walletIdNetwork
    ? ` (${w.walletIdNetwork.network}, global id ${w.walletIdNetwork.globalId})`
    : '';
  lines.push(
    `  wallet       ${w.version}  wallet id ${w.walletId}${net}`,
    `  seqno        ${w.seqno}`,
    `  valid until  ${new Date(w.validUntil * 1000).toISOString()} (${w.validUntil})`,
  );
  for (const m of w.messages) {
    const to = m.destination
      ? m.bounce
        ? m.destination.bounceable
        : m.destination.nonBounceable
      : '(not internal)';
    lines.push(
      `  message #${m.index + 1}  ${nanoToTon(m.valueNano)} TON to ${to}  bounce=${m.bounce} mode=${m.mode}`,
    );
    const b = m.body;
    const detail = Object.entries(b.fields)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    lines.push(
      `               ${b.name}${b.opcode ? ` ${b.opcode}` : ''}${b.comment !== undefined ? `: "${b.comment}"` : ''}${detail ? ` ${detail}` : ''}`,
    );
  }
  for (const a of w.otherActions) lines.push(`  action       ${a}`);
  return lines;
}

/** The checks as text lines: `ok`/`FAIL`/`warn`/`skip`, title, message. */
export function formatChecks(inspection: SendInspection): string[] {
  return [
    'Checks',
    ...inspection.checks.map((c) => `  ${MARK[c.status]}  ${c.title}: ${c.message}`),
  ];
}

/** The fee estimate as one line with its parts (TON). */
export function formatFee(fee: FeeEstimate): string {
  const s = fee.source;
  return (
    `Estimated fee  ${nanoToTon(fee.totalNano)} TON ` +
    `(gas ${nanoToTon(s.gasFee)}, storage ${nanoToTon(s.storageFee)}, in-forward ${nanoToTon(s.inFwdFee)}, forward ${nanoToTon(s.fwdFee)})`
  );
}

/** The outcome and the trace's transactions, each with its shared-model status and reason. */
export function formatOutcome(status: SendStatus): string[] {
  const lines = [`Outcome  ${status.outcome?.message ?? status.message}`];
  for (const t of status.transactions) {
    lines.push(`  tx ${t.hash}  ${t.account}  lt ${t.lt}  ${t.status.label}: ${t.status.reason}`);
  }
  return lines;
}
