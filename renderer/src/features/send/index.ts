/** What other features and the shell may use of this feature (import only through here). */
export { SendPage } from './SendPage';
export { useOpenedBoc } from './opened-boc';
