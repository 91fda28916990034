import type { Address } from '@ton/core';
import { comment, internal, toNano, type MessageRelaxed } from '@ton/core';
import { JettonMinter, jettonContentToInternal } from '@ton-community/assets-sdk';
import { internalOnchainContentToCell } from '@ton-community/assets-sdk/dist/utils.js';
import {
  addressOnlySender,
  captureProvider,
} from '../../electron/localnet/scenario/capture-provider';

/**
 * What anyone can put on the local chain, for the risk-flag tests: a jetton that dresses as
 * TON, a spam comment and a dust payment. Built with the standard contracts the demo scenario
 * uses (assets-sdk's TEP-74 minter); the caller signs the messages into an external of a demo
 * wallet and sends it.
 */

/** The fake TON jetton's metadata: what a hostile minter writes (TEP-64 on-chain content). */
export const FAKE_TON = { symbol: 'TON', name: 'Toncoin', decimals: 9 } as const;
/** A typical scam comment: reward bait and a link. */
export const SPAM_COMMENT = 'Claim your reward: ton-gift.io/claim';
/** A dust payment, nanotons (0.0001 TON, under the default threshold of 0.001 TON). */
export const DUST_NANO = 100_000n;

/**
 * Messages of `admin` that deploy a TEP-74 minter of a fake TON jetton (salted by `salt`, so
 * each test gets its own master) and mint `amount` (jetton units) to `mintTo`, in this order
 * (one external: the deploy arrives before the mint). Returns the master's address too.
 */
export async function fakeTonJetton(
  admin: Address,
  mintTo: Address,
  amount = toNano('998400'),
  salt = 'risk',
): Promise<{ master: Address; messages: MessageRelaxed[] }> {
  const content = internalOnchainContentToCell(
    jettonContentToInternal({ ...FAKE_TON, description: `native coin ${salt}` }),
  );
  const minter = JettonMinter.createFromConfig({ admin, content });
  const messages: MessageRelaxed[] = [];
  const via = addressOnlySender(admin);
  await minter.sendDeploy(
    captureProvider(minter.address, minter.init!, messages),
    via,
    toNano('0.5'),
  );
  await minter.sendMint(captureProvider(minter.address, null, messages), via, mintTo, amount, {
    returnExcess: true,
    queryId: 1n,
  });
  return { master: minter.address, messages };
}

/** A plain transfer of `valueNano` to `to` with `text` as its comment (non-bounceable). */
export function payWithComment(
  to: Address,
  valueNano: bigint,
  text: string | null,
): MessageRelaxed {
  return internal({
    to,
    value: valueNano,
    bounce: false,
    body: text === null ? undefined : comment(text),
  });
}

/**
 * Eve's hostile batch for carol: the fake TON jetton minted to `carol` ({@link fakeTonJetton},
 * `admin` its admin), a payment of 0.05 TON with {@link SPAM_COMMENT} and a dust payment of
 * {@link DUST_NANO} without a comment, in this order (one external). Returns the master too.
 */
export async function hostileBatch(
  admin: Address,
  carol: Address,
): Promise<{ master: Address; messages: MessageRelaxed[] }> {
  const fake = await fakeTonJetton(admin, carol);
  return {
    master: fake.master,
    messages: [
      ...fake.messages,
      payWithComment(carol, 50_000_000n, SPAM_COMMENT),
      payWithComment(carol, DUST_NANO, null),
    ],
  };
}
