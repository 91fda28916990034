export * from './params';
export * from './catalogue';
export * from './param-values';
export { v2Operations } from './v2-operations';
export { v3Operations } from './v3-operations';
export * from './v3-rows';
