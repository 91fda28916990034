export { NftCard } from './NftCard';
export { NftCollectionPage } from './NftCollectionPage';
export { NftItemPage } from './NftItemPage';
export { TokenImage } from './TokenImage';
