import { useV3 } from '../../api/use-v3';
import { tokenDisplay } from '../../lib/token-info';
import type { JettonWalletsPage } from '../../lib/v3-types';
import type { JettonInfo } from '../../../../shared/ton/jetton-content';
import { jettonFlags, type RiskFlag } from '../../../../shared/risk';
import { useHideFlagged } from '../risk';

/** A row of the Jettons tab: a jetton wallet, its jetton's display facts and risk flags. */
export interface HeldJetton {
  w: JettonWalletsPage['jetton_wallets'][number];
  t: JettonInfo;
  flags: RiskFlag[];
}

const flagsOfRow = (r: { flags: RiskFlag[] }) => r.flags;

/**
 * The jettons account `raw` holds (v3 `jetton/wallets` by owner, up to 100) with their
 * masters' metadata and decimals; masters without indexed metadata are looked up with
 * `jetton/masters` (on-chain content). Returns both queries and the rows left after "Hide
 * flagged", with its control.
 */
export function useHeldJettons(raw: string) {
  const wallets = useV3('jetton/wallets', { owner_address: [raw], limit: 100, offset: 0 });
  const masters = [...new Set(wallets.data?.jetton_wallets.map((w) => w.jetton) ?? [])];
  const masterInfo = useV3(
    'jetton/masters',
    { address: masters, limit: 100, offset: 0 },
    { enabled: masters.length > 0 },
  );
  const meta = { ...masterInfo.data?.metadata, ...wallets.data?.metadata };
  const rows: HeldJetton[] = (wallets.data?.jetton_wallets ?? []).map((w) => {
    const content = masterInfo.data?.jetton_masters.find(
      (m) => m.address === w.jetton,
    )?.jetton_content;
    const t = tokenDisplay(w.jetton, meta, content);
    return { w, t, flags: jettonFlags({ master: w.jetton, symbol: t.symbol, name: t.name }) };
  });
  const { visible, control } = useHideFlagged(rows, flagsOfRow);
  return { wallets, masterInfo, visible, control };
}
