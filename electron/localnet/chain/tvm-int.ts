import { LocalNetworkInputError } from '../types';

/** TVM integers are signed 257-bit: -2^256 .. 2^256 - 1. */
const TVM_INT_MIN = -(2n ** 256n);
const TVM_INT_MAX = 2n ** 256n - 1n;

/**
 * Checks that a get-method stack integer fits TVM's signed 257 bits (the emulator's stack
 * serializer cannot hold more). Returns `value`; throws `LocalNetworkInputError` (422) otherwise.
 */
export function tvmInt(value: bigint, name = 'stack'): bigint {
  if (value < TVM_INT_MIN || value > TVM_INT_MAX) {
    throw new LocalNetworkInputError(
      `failed to parse ${name}: integer does not fit TVM's 257 bits`,
      422,
    );
  }
  return value;
}
