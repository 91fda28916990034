import type { AssetStatement } from '../../../../shared/ledger';
import { isoToUnix } from '../../../../shared/exports/kinds';
import { AppError } from '../../../../shared/ipc/errors';
import { formatUnits } from '../../../../shared/ton/units';
import type { ProfileServices } from '../../../core/services/profile-services';
import {
  readAccountLedger,
  type AccountLedgerRead,
} from '../../../core/services/ledger/read-account-ledger';

export const STATEMENT_USAGE = `  statement <profile> <address> [--from ISO] [--to ISO] [--json]
         (opening, in, out, fees, closing, the chain's balance and the difference, per asset)`;

type Values = Record<string, string | boolean | undefined>;

function bad(message: string): AppError {
  return new AppError({ code: 'INVALID_INPUT', message: `statement: ${message}` });
}

function unixOf(name: string, v: string | boolean | undefined): number | undefined {
  if (typeof v !== 'string') return undefined;
  try {
    return isoToUnix(v);
  } catch (err) {
    throw bad(`--${name}: ${(err as Error).message}`);
  }
}

/** Statements as text: one block per asset, amounts with decimals applied and raw. */
export function formatStatements(
  statements: readonly AssetStatement[],
  account: string,
  period: string,
): string {
  const lines = [`statement of ${account}, ${period}`];
  for (const s of statements) {
    const symbol = s.symbol ?? s.key;
    const decimals = s.decimals ?? 0;
    const f = (v: string | null) =>
      v === null ? 'not known' : `${formatUnits(BigInt(v), decimals, { group: true })} (${v})`;
    lines.push(
      '',
      `${symbol}${s.asset.type === 'jetton' ? ` (jetton ${s.asset.master})` : ''}`,
      `  opening        ${f(s.opening)}`,
      `  in             ${f(s.in)}`,
      `  out            ${f(s.out)}`,
      `  fees           ${f(s.fees)}`,
      `  closing        ${f(s.closing)}`,
      `  chain balance  ${f(s.chainBalance)}`,
      `  difference     ${f(s.difference)}`,
      `  movements      ${s.movements}`,
      ...s.notes.map((n) => `  note: ${n}`),
      ...(s.gaps.length ? s.gaps.map((g) => `  GAP: ${g.reason}`) : ['  gaps: none']),
    );
  }
  return lines.join('\n');
}

/**
 * `statement <profile> <address> [--from ISO] [--to ISO] [--json]`: reads the account's
 * ledger for the period through the profile's throttle (background priority) and prints one
 * reconciliation statement per asset. Resolves with the statements; throws `AppError`
 * (`INVALID_INPUT` for a bad date or address, or the client's error).
 */
export async function statementCommand(
  services: ProfileServices,
  profileName: string,
  address: string,
  values: Values,
  io: { out(text: string): void },
): Promise<AssetStatement[]> {
  const profileId = services.store.get(profileName).id;
  const fromUnix = unixOf('from', values.from);
  const toUnix = unixOf('to', values.to);
  if (fromUnix !== undefined && toUnix !== undefined && fromUnix > toUnix) {
    throw bad('--to is before --from');
  }
  let read: AccountLedgerRead;
  try {
    read = await readAccountLedger(services.api.typed(profileId, { priority: 'background' }).v3, {
      account: address,
      fromUnix,
      toUnix,
    });
  } catch (err) {
    if (err instanceof Error && /address/i.test(err.message) && !(err instanceof AppError)) {
      throw bad(err.message);
    }
    throw err;
  }
  const period = `${typeof values.from === 'string' ? values.from : 'whole history'} .. ${typeof values.to === 'string' ? values.to : 'now'} (UTC)`;
  io.out(
    values.json
      ? JSON.stringify(read.statements, null, 2)
      : formatStatements(read.statements, read.account, period),
  );
  return read.statements;
}
