export { PendingPage } from './PendingPage';
