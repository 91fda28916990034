export { BlockPage } from './BlockPage';
export { BlocksPage } from './BlocksPage';
export { ConfigPage } from './ConfigPage';
export { ValidatorsPage } from './ValidatorsPage';
