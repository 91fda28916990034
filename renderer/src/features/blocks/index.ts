/** What other features and the shell may use of this feature (import only through here). */
export { BlockLink } from './BlockLink';
export { BlockPage } from './BlockPage';
export { BlocksPage } from './BlocksPage';
export { ConfigPage } from './ConfigPage';
export { ValidatorsPage } from './ValidatorsPage';
