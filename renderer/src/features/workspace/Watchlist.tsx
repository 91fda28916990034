import { formatUnits } from '../../../../shared/ton/units';
import { TON_DECIMALS } from '../../../../shared/ton/asset-facts';
import type { Watch, WatchRules } from '../../../../shared/workspace/watch';
import { Address } from '../../components/Address';
import { EmptyState } from '../../components/States';

/** A watch's rules in words: "any transaction, balance above 1,000 TON, …". */
function watchRulesText(rules: WatchRules): string {
  const ton = (nano: string) => formatUnits(nano, TON_DECIMALS, { group: true });
  return [
    rules.anyTransaction && 'any transaction',
    rules.balanceAboveNano && `balance above ${ton(rules.balanceAboveNano)} TON`,
    rules.balanceBelowNano && `balance below ${ton(rules.balanceBelowNano)} TON`,
    rules.stateChange && 'code or status change',
    rules.jettonBalanceChange && 'jetton balance change',
    rules.nftTransfer && 'NFT received or sent',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The watched accounts with their rules in words ("No watched accounts." when none). */
export function Watchlist({ watches }: { watches: readonly Watch[] | undefined }) {
  return (
    <>
      {watches && watches.length === 0 && <EmptyState title="No watched accounts." />}
      <ul className="plain-list" aria-label="Watched accounts">
        {watches?.map((w) => (
          <li key={w.address}>
            <Address address={w.address} /> <span className="muted">{watchRulesText(w.rules)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
