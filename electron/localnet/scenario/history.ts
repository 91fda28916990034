import { comment, internal, toNano } from '@ton/core';
import type { ScenarioHost } from './host';
import type { DemoAccounts } from './demo-scenario';
import { ScenarioClock, SCENARIO_BLOCK_SECONDS } from './clock';

/** Transfers (externals) per back-dated history block. */
export const HISTORY_TRANSFERS_PER_BLOCK = 100;

/** Blocks `buildHistory` produces for `count` transactions (to back-date the start). */
export function historyBlocks(count: number): number {
  return Math.ceil(Math.ceil(count / 2) / HISTORY_TRANSFERS_PER_BLOCK);
}

/**
 * Adds about `count` transactions for scale tests: TON transfers with comments between the
 * demo wallets (each transfer is two transactions: the sender's and the receiver's), many per
 * block, in back-dated blocks ending at or before the current time. Deterministic in `seed`.
 */
export async function buildHistory(
  host: ScenarioHost,
  accounts: DemoAccounts,
  seed: string,
  count: number,
  startTime: number,
): Promise<void> {
  const users = accounts.wallets.filter((w) => w.name !== 'faucet');
  const clock = new ScenarioClock(startTime);
  const transfers = Math.ceil(count / 2);
  let sent = 0;
  let salt = 0;
  for (const c of seed) salt = (salt * 31 + c.charCodeAt(0)) >>> 0;
  while (sent < transfers) {
    const t = clock.next();
    const n = Math.min(HISTORY_TRANSFERS_PER_BLOCK, transfers - sent);
    for (let i = 0; i < n; i++, sent++) {
      const from = users[(sent + salt) % users.length]!;
      const to = users[(sent + salt + 1 + (sent % (users.length - 1))) % users.length]!;
      const to2 = to === from ? users[(users.indexOf(from) + 1) % users.length]! : to;
      host.enqueueExternal(
        await from.signTransfer(
          [
            internal({
              to: to2.address,
              value: toNano('0.001') + BigInt(sent % 1000),
              bounce: false,
              body: comment(`history #${sent}`),
            }),
          ],
          t,
        ),
      );
    }
    await host.tickAt(t);
  }
  void SCENARIO_BLOCK_SECONDS;
}
