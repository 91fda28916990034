export * from './address';
export * from './hash';
export * from './amount';
export * from './message-body';
