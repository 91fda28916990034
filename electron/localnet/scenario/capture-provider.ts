import { internal } from '@ton/core';
import type { Address, Cell, ContractProvider, MessageRelaxed, Sender, StateInit } from '@ton/core';

/**
 * Lets the assets-sdk contract wrappers (JettonMinter.sendMint, NftCollection.sendMint…) build
 * their standard messages without sending them: `provider.internal` records the internal
 * message, which a demo wallet then signs into an external. Only `internal` is implemented.
 */
export function captureProvider(
  address: Address,
  init: StateInit | null,
  into: MessageRelaxed[],
): ContractProvider {
  const provider = {
    internal: async (
      _via: Sender,
      args: {
        value: bigint | string;
        bounce?: boolean | null;
        body?: Cell | string | null;
      },
    ) => {
      into.push(
        internal({
          to: address,
          value: typeof args.value === 'string' ? BigInt(args.value) : args.value,
          bounce: args.bounce ?? true,
          init: init ?? undefined,
          body: args.body ?? undefined,
        }),
      );
    },
  };
  return provider as unknown as ContractProvider;
}

/** A sender that only names its address (the wrappers read it for excess returns). */
export function addressOnlySender(address: Address): Sender {
  return {
    address,
    send: async () => {
      throw new Error('addressOnlySender does not send');
    },
  };
}
