export * from './status';
export * from './exit-codes';
