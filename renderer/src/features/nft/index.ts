/** What other features and the shell may use of this feature (import only through here). */
export { NftCard } from './NftCard';
export { NftCollectionPage } from './NftCollectionPage';
export { NftItemPage } from './NftItemPage';
export { TokenImage } from './TokenImage';
