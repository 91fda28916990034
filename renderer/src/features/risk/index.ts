/** What other features and the shell may use of this feature (import only through here). */
export { RiskFlags, riskColumn } from './RiskFlags';
export { FlagFilters, useHideFlagged } from './hide-flagged';
export {
  RiskProvider,
  jettonIdentityOfMaster,
  jettonIdentityOfWallet,
  useAccountFlags,
  useOverridden,
  useRisk,
} from './risk';
export { useNameMarkFlags, useOwnDomainsOf } from './name-mark-policy';
export { usePoisoningContext } from './poisoning';
export { LookalikePair, LookalikeTag } from './LookalikeTag';
export { useLookalikeFlag, useRecordLookalikes } from './lookalikes';
