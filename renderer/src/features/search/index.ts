/** What other features and the shell may use of this feature (import only through here). */
export { SearchPage } from './SearchPage';
export { AddressFieldForm } from './AddressFieldForm';
