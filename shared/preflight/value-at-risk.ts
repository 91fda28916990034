import type { ChainTransaction } from '../api/v3-rows';
import { toRawUpper } from '../ton/address';
import { nanoToTon } from '../ton/amount';
import { jettonAmountText } from '../ton/jetton-unit';
import type { Network } from '../profiles';
import { traceMovements } from './changes';
import type { AccountFacts, AssetChange, ValueAtRisk } from './types';

/**
 * What leaves the sender for good over a trace: its TON change (values sent, fees, less what
 * comes back: bounces and excesses) and each jetton and NFT it ends without, read from the same
 * ledger movements as the changes, with the parts in words. A jetton is written as its unit
 * (`jettonAmountText`, on `network`): the master's short form beside the symbol, so a jetton
 * named TON never reads as TON; its full master follows.
 */
export function valueAtRisk(
  rows: readonly ChainTransaction[],
  accounts: Record<string, AccountFacts>,
  sender: string,
  changes: readonly AssetChange[],
  network: Network,
): ValueAtRisk {
  const me = toRawUpper(sender);
  const mine = changes.filter((c) => c.address === me);
  const tonDelta = BigInt(mine.find((c) => c.asset.type === 'ton')?.deltaRaw ?? '0');
  const ton = (v: bigint) => `${nanoToTon(v)} TON`;
  const parts = { sent: 0n, fees: 0n, back: 0n };
  for (const m of traceMovements(rows, accounts)) {
    if (m.account !== me || m.asset.type !== 'ton') continue;
    const v = BigInt(m.amount);
    if (m.kind === 'ton_sent') parts.sent -= v;
    else if (m.kind === 'fee') parts.fees -= v;
    else parts.back += v;
  }
  const jettons = mine.flatMap((c) =>
    c.asset.type === 'jetton' && BigInt(c.deltaRaw) < 0n
      ? [
          {
            master: c.asset.master,
            symbol: c.symbol,
            decimals: c.decimals,
            units: (-BigInt(c.deltaRaw)).toString(),
          },
        ]
      : [],
  );
  const nfts = mine.flatMap((c) =>
    c.asset.type === 'nft' && BigInt(c.deltaRaw) < 0n ? [c.asset.item] : [],
  );
  const lost = tonDelta < 0n ? -tonDelta : 0n;
  const sentences = [
    `${ton(lost)} leaves the sender for good: ${ton(parts.sent)} sent, ${ton(parts.fees)} of fees` +
      (parts.back > 0n ? `, ${ton(parts.back)} comes back (bounces and excesses).` : '.'),
    ...jettons.map(
      (j) =>
        `${jettonAmountText(j.units, j, j.master, network)} leaves the sender (jetton master ${j.master}).`,
    ),
    ...nfts.map((n) => `The NFT ${n} leaves the sender.`),
  ];
  return {
    tonNano: lost.toString(),
    parts: {
      sentNano: parts.sent.toString(),
      feesNano: parts.fees.toString(),
      backNano: parts.back.toString(),
    },
    jettons,
    nfts,
    sentences,
  };
}
