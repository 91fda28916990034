export { SendPage } from './SendPage';
export { useOpenedBoc } from './opened-boc';
