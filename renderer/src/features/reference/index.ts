import { pageOnDemand } from '../../lib/page-on-demand';

/** What other features and the shell may use of this feature (import only through here); its
 * pages load on demand (`pageOnDemand`). */
export const DnsPage = pageOnDemand(() => import('./DnsPage').then((m) => m.DnsPage));
export const MultisigOrderPage = pageOnDemand(() =>
  import('./MultisigOrderPage').then((m) => m.MultisigOrderPage),
);
export const NominatorPoolPage = pageOnDemand(() =>
  import('./NominatorPoolPage').then((m) => m.NominatorPoolPage),
);
export { ReferenceEmpty } from './ReferenceEmpty';
export const TopAccountsPage = pageOnDemand(() =>
  import('./TopAccountsPage').then((m) => m.TopAccountsPage),
);
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
