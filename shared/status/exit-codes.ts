/**
 * Meanings of TVM exit codes (compute phase) and action-phase result codes, plus the codes of
 * the standard token contracts. Sources: the TVM exit code list of the TON documentation
 * (codes 0-63 are reserved by the VM; 32-50 are action phase result codes), the reference
 * TEP-74 jetton and TEP-62 NFT contracts (FunC sources shipped by their authors).
 */

/** Compute-phase exit codes defined by the TVM. */
const TVM_EXIT: Record<number, string> = {
  0: 'Success',
  1: 'Success (alternative exit)',
  2: 'Stack underflow',
  3: 'Stack overflow',
  4: 'Integer overflow',
  5: 'Integer out of expected range',
  6: 'Invalid opcode',
  7: 'Type check error',
  8: 'Cell overflow',
  9: 'Cell underflow',
  10: 'Dictionary error',
  11: 'Unknown error (often: get-method or message handler not found)',
  12: 'Fatal error',
  13: 'Out of gas',
  [-14]: 'Out of gas',
  14: 'Virtualization error',
};

/** Action-phase result codes. */
const ACTION_RESULT: Record<number, string> = {
  0: 'Success',
  32: 'Action list is invalid',
  33: 'Action list is too long',
  34: 'Action is invalid or not supported',
  35: 'Invalid source address in outbound message',
  36: 'Invalid destination address in outbound message',
  37: 'Not enough Toncoin',
  38: 'Not enough extra currencies',
  39: 'Outbound message does not fit into a cell after rewriting',
  40: 'Cannot process a message: not enough funds, or message too large',
  41: 'Library reference is null during library change action',
  42: 'Library change action error',
  43: 'Maximum number of cells in the library or Merkle depth exceeded',
  50: 'Account state size exceeded limits',
};

/**
 * Exit codes thrown by the standard contracts: wallets v3R2/v4R2 (33-36) and v5R1 (132-136),
 * the TEP-74 reference jetton (token-contract: minter 73/74, wallet 705-709) and the
 * stablecoin-style jetton (47-49, 72-74, 333), the TEP-62 reference NFT (401/402). Codes above
 * 63 are chosen by contract authors, so these are the usual meaning, not a guarantee.
 */
const CONTRACT_EXIT: Record<number, string> = {
  33: 'Wallet: invalid seqno',
  34: 'Wallet: invalid subwallet id',
  35: 'Wallet: invalid signature (v3R2: or message expired)',
  36: 'Wallet v4: message expired (valid_until)',
  47: 'Jetton wallet: balance too low',
  48: 'Jetton: not enough TON for gas',
  49: 'Jetton: invalid message',
  72: 'Jetton: invalid operation',
  73: 'Jetton: sender is not the owner or admin',
  74: 'Jetton: sender is not a jetton wallet of this master',
  132: 'Wallet v5: signature auth disabled',
  133: 'Wallet v5: invalid seqno',
  134: 'Wallet v5: invalid wallet id',
  135: 'Wallet v5: invalid signature',
  136: 'Wallet v5: message expired (valid_until)',
  333: 'Jetton: wrong workchain',
  401: 'NFT: sender is not the owner',
  402: 'NFT: not enough TON for the forward amount and fees',
  705: 'Jetton wallet: sender is not the owner',
  706: 'Jetton wallet: balance too low',
  707: 'Jetton wallet: sender is not a jetton wallet of this master',
  708: 'Jetton wallet: malformed forward payload',
  709: 'Jetton wallet: not enough TON for the transfer and forward amount',
  0xffff: 'Unknown operation (the contract has no handler for this opcode)',
};

/**
 * What a compute-phase exit code means, or `undefined` when the code is a contract's own
 * (user-defined codes are 64..2^31-1 except the standard contracts' ones above).
 */
export function exitCodeMeaning(code: number): string | undefined {
  if (code in TVM_EXIT) return TVM_EXIT[code];
  return CONTRACT_EXIT[code];
}

/** What an action-phase result code means, or `undefined` when unknown. */
export function resultCodeMeaning(code: number): string | undefined {
  return ACTION_RESULT[code];
}
