export { TransactionPage } from './TransactionPage';
