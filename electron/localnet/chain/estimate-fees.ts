import type { Address, Cell, Transaction } from '@ton/core';
import type { Blockchain } from '@ton/sandbox';
import {
  computeExternalMessageFees,
  computeStorageFees,
  configParse18,
  configParseMsgPrices,
  loadConfigParamById,
} from '@ton/ton';
import type { SourceFees } from '../types';

/**
 * Fees of an external message as toncenter's estimateFee reports them (tonlib's
 * `query.estimateFees`): `source_fees` in nanotons, as JSON numbers.
 */

/** Config params holding the message forward prices: 24 masterchain, 25 basechain. */
const MSG_PRICES_PARAM = { masterchain: 24, basechain: 25 } as const;
/** Config param holding the storage prices. */
const STORAGE_PRICES_PARAM = 18;

/** Fees of the transaction the message produced (the contract accepted it). */
export function feesOfTransaction(tx: Transaction): SourceFees {
  const d = tx.description;
  const storage = d.type === 'generic' ? (d.storagePhase?.storageFeesCollected ?? 0n) : 0n;
  const gas = d.type === 'generic' && d.computePhase.type === 'vm' ? d.computePhase.gasFees : 0n;
  const fwd = d.type === 'generic' ? (d.actionPhase?.totalFwdFees ?? 0n) : 0n;
  const action = d.type === 'generic' ? (d.actionPhase?.totalActionFees ?? 0n) : 0n;
  // What remains of the total is the import fee of the inbound external message.
  const inFwd = tx.totalFees.coins - storage - gas - action;
  return {
    in_fwd_fee: Number(inFwd > 0n ? inFwd : 0n),
    storage_fee: Number(storage),
    gas_fee: Number(gas),
    fwd_fee: Number(fwd),
  };
}

/**
 * Fees of a message the contract does not accept (it runs out of gas credit without ACCEPT, or
 * the account has no code and no funds, as a wallet deploy before its first top-up): tonlib still
 * prices it, from the network config, as the import fee of the message plus the storage fee the
 * account owes now, with `gas_fee` and `fwd_fee` 0.
 */
export async function feesOfUnaccepted(
  bc: Blockchain,
  dest: Address,
  message: Cell,
  now: number,
): Promise<SourceFees> {
  const masterchain = dest.workChain === -1;
  const msgPrices = configParseMsgPrices(
    loadConfigParamById(
      bc.configBase64,
      masterchain ? MSG_PRICES_PARAM.masterchain : MSG_PRICES_PARAM.basechain,
    ).beginParse(),
  );
  const inFwd = computeExternalMessageFees(msgPrices, message);
  const account = (await bc.getContract(dest)).account.account;
  let storage = 0n;
  if (account) {
    storage = computeStorageFees({
      now,
      lastPaid: account.storageStats.lastPaid,
      storagePrices: configParse18(
        loadConfigParamById(bc.configBase64, STORAGE_PRICES_PARAM).beginParse(),
      ),
      storageStat: {
        cells: Number(account.storageStats.used.cells),
        bits: Number(account.storageStats.used.bits),
        publicCells: 0,
      },
      special: false,
      masterchain,
    });
  }
  return { in_fwd_fee: Number(inFwd), storage_fee: Number(storage), gas_fee: 0, fwd_fee: 0 };
}
