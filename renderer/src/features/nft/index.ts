import { pageOnDemand } from '../../lib/page-on-demand';

/** What other features and the shell may use of this feature (import only through here); its
 * pages load on demand (`pageOnDemand`). */
export { FlaggedNftGrid, nftGridCard } from './FlaggedNftGrid';
export { useOwnDomains } from './own-domains';
export const NftCollectionPage = pageOnDemand(() =>
  import('./NftCollectionPage').then((m) => m.NftCollectionPage),
);
export const NftItemPage = pageOnDemand(() => import('./NftItemPage').then((m) => m.NftItemPage));
export { TokenImage } from './TokenImage';
export { nftItemInfo, type NftItemInfo } from './nft-item-info';
