/** Risk flags with evidence: the rules, their combination per object, and user overrides. */
export * from './flags';
export * from './evaluate';
export * from './overrides';
export { KNOWN_JETTONS, type KnownJetton } from './known-jettons';
export { DEFAULT_DUST_THRESHOLD_NANO, MAX_DUST_THRESHOLD_NANO, dustPayment } from './dust';
export { parseSuspendedList, suspendedAddress, type SuspendedList } from './suspended';
export { commentSpam } from './comment-spam';
export { impersonatesTon, impersonatesKnownJetton, type JettonIdentity } from './jetton-rules';
export { hiddenCharacters, addressLikeName } from './text-rules';
export { lookalikeKey } from './lookalike';
export { shownNameFlags } from './name-marks';
export { domainResolvesToOwner, type DnsRecordFacts } from './dns-names';
export {
  LOOKALIKE_HEAD,
  LOOKALIKE_TAIL,
  GenuineCounterparties,
  addressPoisoning,
  genuineCounterparties,
  noValue,
  sharedEnds,
  type Lookalike,
  type PoisoningMovement,
} from './poisoning';
