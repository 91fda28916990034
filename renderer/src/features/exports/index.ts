export { ExportsPage } from './ExportsPage';
