/**
 * Attribution (pure): where the value sent from a start account went.
 *
 * - {@link attribute}: propagates the start's value along the ledgers read, in lt order, by a
 *   rule (haircut or FIFO), across assets (conversions), exactly in the smallest unit.
 * - `attributionMovements`: a ledger's movements as the engine reads them.
 * - `findPaths`: the routes between two accounts over the movements read.
 * - `attributionReport`, `attributionSentence`: the answer as outputs write it.
 */
export * from './types';
export * from './report-types';
export { attribute } from './engine';
export { attributionMovements } from './movements';
export {
  attributionReport,
  attributionSentence,
  amountText,
  assetInfo,
  conversionRate,
  reportAmount,
  type ReportContext,
} from './report';
export {
  canvasAttribution,
  keptTrace,
  mergeLedger,
  mergeLedgers,
  withTrace,
  type AttributedCanvas,
} from './canvas';
export { traceAttributionInput, mergeStops, stopCodeOf } from './from-trace';
export {
  findPaths,
  type FoundHop,
  type FoundPath,
  type FoundTransfer,
  type PathSearch,
} from './path-finder';
