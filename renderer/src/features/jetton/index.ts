export { JettonAmount } from './JettonAmount';
export { JettonPage } from './JettonPage';
