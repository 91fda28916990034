import type { ReactNode } from 'react';
import { TokenName } from '../../components/TokenName';
import { contractShortForm } from '../../../../shared/ton/jetton-unit';
import type { RiskFlag } from '../../../../shared/risk';
import { useNetwork } from '../../lib/profile-context';
import { RiskFlags } from '../risk';
import { routePath } from '../../routing/routes';
import { TokenImage } from './TokenImage';

/** What a card shows of one NFT item (v3 `nft/items` row with its metadata read). */
export interface NftCardProps {
  /** The item's address (raw). */
  address: string;
  /** The item's index in its collection (v3 `index`, decimal string). */
  index: string;
  /** The item's picture (on-chain data or an URL), when it has one. */
  image: string | null;
  /** The item's name from its content or the index: chain text, drawn marked. */
  chainName: string | null;
  /** True when the item is a `.ton` domain whose name is its own domain (not a lie). */
  dnsItem: boolean;
  /** The name in one line of plain text (alt text and the link's accessible name). */
  name: string;
  flags: RiskFlag[];
  /** More lines under the card's own (e.g. its collection). */
  children?: ReactNode;
}

/**
 * One NFT as a card of a grid: its picture, its name (marked when it comes from the chain),
 * its index and own short address (a name never stands alone), and its risk flags. The picture
 * and name open the item page.
 */
export function NftCard({
  address,
  index,
  image,
  chainName,
  dnsItem,
  name,
  flags,
  children,
}: NftCardProps) {
  const network = useNetwork();
  return (
    <li className="nft-card">
      <a href={routePath({ name: 'nft-item', address })} aria-label={`Open NFT ${name}`}>
        <TokenImage src={image} alt={name} size={160} />
        <span className="nft-name">
          {chainName ? (
            <TokenName text={chainName} source="nft" max={40} dnsItem={dnsItem} subject={address} />
          ) : (
            name
          )}
        </span>
      </a>
      <span className="muted">
        Index {index} · <span className="mono">{contractShortForm(address, network)}</span>
      </span>
      <RiskFlags flags={flags} />
      {children}
    </li>
  );
}
