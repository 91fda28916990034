/** What other features and the shell may use of this feature (import only through here). */
export { DnsPage } from './DnsPage';
export { MultisigOrderPage } from './MultisigOrderPage';
export { NominatorPoolPage } from './NominatorPoolPage';
export { ReferenceEmpty } from './ReferenceEmpty';
export { TopAccountsPage } from './TopAccountsPage';
export { ValidatorSetTable } from './ValidatorSetTable';
export { VestingChart } from './VestingChart';
export { keyToHex } from './present';
export type { ReferenceList } from './present';
export type {
  DnsRecordRow,
  MultisigOrderRow,
  MultisigRow,
  ValidatorComplaintRow,
  ValidatorCycleRow,
  ValidatorElectionRow,
  ValidatorEventRow,
  VestingRow,
} from './reference-types';
