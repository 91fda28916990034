export { TracePage } from './TracePage';
