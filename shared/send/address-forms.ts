import type { Address } from '@ton/core';

/**
 * Every form of one address: raw (lower-case `wc:hex`) and the four user-friendly base64url
 * forms (bounceable / non-bounceable, mainnet / test-only flag). A BoC holds no flags: the
 * flags exist only in user-friendly text, so all four are shown.
 */
export interface AddressForms {
  raw: string;
  workchain: number;
  bounceable: string;
  nonBounceable: string;
  testnetBounceable: string;
  testnetNonBounceable: string;
}

/** All forms of `address` (see {@link AddressForms}). */
export function addressForms(address: Address): AddressForms {
  const f = (bounceable: boolean, testOnly: boolean) =>
    address.toString({ urlSafe: true, bounceable, testOnly });
  return {
    raw: address.toRawString(),
    workchain: address.workChain,
    bounceable: f(true, false),
    nonBounceable: f(false, false),
    testnetBounceable: f(true, true),
    testnetNonBounceable: f(false, true),
  };
}
