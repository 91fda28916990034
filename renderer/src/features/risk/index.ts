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
