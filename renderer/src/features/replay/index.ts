/** What other features and the shell may use of this feature (import only through here). */
export { TransactionReplay } from './TransactionReplay';
export { TraceReplay } from './TraceReplay';
export { CaseReplays } from './CaseReplays';
