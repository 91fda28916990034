/** What other features and the shell may use of this feature (import only through here). */
export { JettonAmount } from './JettonAmount';
export { JettonPage } from './JettonPage';
