import type { ReactNode } from 'react';
import { EmptyState } from '../../components/States';
import { tokenNameLine } from '../../../../shared/text/name-judgement';
import { nameFlags, type RiskFlag } from '../../../../shared/risk';
import { FlagFilters, useHideFlagged } from '../risk';
import { NftCard, type NftCardProps } from './NftCard';

/** One card of a grid: the item's v3 row and what {@link NftCard} draws of it. */
export type NftGridCard<I> = Omit<NftCardProps, 'children'> & { item: I };

/**
 * What a card shows of one NFT item: its chain name as one bounded, spelled-out line (alt
 * text, aria-label; `unnamed` when it has none) and its name flags. A DNS item's name is its
 * own domain (the index's `extra.domain`), not a lie: `dnsItem` says so.
 */
export function nftGridCard<I extends { address: string; index: string }>(
  item: I,
  chain: { name: string | null; image: string | null },
  dnsItem: boolean,
  unnamed: string,
): NftGridCard<I> {
  return {
    item,
    address: item.address,
    index: item.index,
    image: chain.image,
    chainName: chain.name,
    dnsItem,
    name: chain.name ? tokenNameLine(chain.name, 64, { source: 'nft', dnsItem }) : unnamed,
    flags: nameFlags(
      chain.name,
      { field: 'name', subject: item.address },
      { resolvedTonName: dnsItem },
    ),
  };
}

const flagsOfCard = (c: { flags: RiskFlag[] }) => c.flags;

/**
 * NFT cards as a grid with "Hide flagged" above it (as on the other lists): the filters are a
 * group named `filtersLabel`, the grid a list named `gridLabel`; when every card is hidden,
 * `allHiddenTitle` says so with the count. `more` adds lines under a card's own.
 */
export function FlaggedNftGrid<I>({
  cards,
  filtersLabel,
  gridLabel,
  allHiddenTitle,
  more,
}: {
  cards: readonly NftGridCard<I>[];
  filtersLabel: string;
  gridLabel: string;
  allHiddenTitle: string;
  more?: (item: I) => ReactNode;
}) {
  const { visible, hidden, control } = useHideFlagged(cards, flagsOfCard);
  return (
    <>
      <FlagFilters label={filtersLabel} control={control} />
      {visible.length === 0 && (
        <EmptyState title={allHiddenTitle}>{hidden} flagged, hidden by “Hide flagged”.</EmptyState>
      )}
      <ul className="nft-grid" aria-label={gridLabel}>
        {visible.map(({ item, ...card }) => (
          <NftCard key={card.address} {...card}>
            {more?.(item)}
          </NftCard>
        ))}
      </ul>
    </>
  );
}
