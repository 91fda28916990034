import { caller } from './call';

/** Predicts what a signed external message does, on the latest block (`preflight:run`). */
export const runPreflight = caller('preflight:run');
/** Compares a prediction with the chain's complete trace (`preflight:compare`). */
export const comparePreflight = caller('preflight:compare');
