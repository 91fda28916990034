/** The API console's v3 groups that come from the seed's catalogue; each must be reachable. */
export const SEED_CONSOLE_GROUPS = [
  'DNS',
  'Staking',
  'Validators',
  'Multisig',
  'Vesting',
  'Stats',
  'Utils',
  'Legacy (v2-style)',
] as const;
