export * from './boc-input';
export * from './wallet-codes';
export * from './wallet-body';
export * from './normalized-hash';
export * from './decode-external';
export * from './checks';
