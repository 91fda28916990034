export { SearchPage } from './SearchPage';
export { resolveAddressField } from './address-field';
