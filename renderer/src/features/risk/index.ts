/** What other features and the shell may use of this feature (import only through here). */
export { RiskFlags } from './RiskFlags';
export { useHideFlagged } from './hide-flagged';
export {
  RiskProvider,
  jettonIdentityOfMaster,
  jettonIdentityOfWallet,
  useAccountFlags,
  useOverridden,
  useRisk,
} from './risk';
