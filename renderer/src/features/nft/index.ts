/** What other features and the shell may use of this feature (import only through here). */
export { FlaggedNftGrid, nftGridCard } from './FlaggedNftGrid';
export { useOwnDomains } from './own-domains';
export { NftCollectionPage } from './NftCollectionPage';
export { NftItemPage } from './NftItemPage';
export { TokenImage } from './TokenImage';
