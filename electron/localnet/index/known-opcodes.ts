/**
 * Opcodes of standard messages (TEP-74 jettons, TEP-62 NFTs, comments) and the names toncenter v3
 * gives them in `decoded_opcode`. The minter's mint opcode is the one of the assets-sdk minter.
 */
export const OP = {
  textComment: 0x00000000,
  jettonTransfer: 0x0f8a7ea5,
  jettonInternalTransfer: 0x178d4519,
  jettonNotify: 0x7362d09c,
  excess: 0xd53276db,
  jettonBurn: 0x595f07bc,
  jettonBurnNotification: 0x7bdd97de,
  jettonMint: 0x00000015,
  nftTransfer: 0x5fcc3d14,
  nftOwnershipAssigned: 0x05138d91,
  nftDeploy: 0x00000001,
  nftBatchDeploy: 0x00000002,
} as const;

const NAMES: Record<number, string> = {
  [OP.textComment]: 'text_comment',
  [OP.jettonTransfer]: 'jetton_transfer',
  [OP.jettonInternalTransfer]: 'jetton_internal_transfer',
  [OP.jettonNotify]: 'jetton_notify',
  [OP.excess]: 'excess',
  [OP.jettonBurn]: 'jetton_burn',
  [OP.jettonBurnNotification]: 'jetton_burn_notification',
  [OP.jettonMint]: 'jetton_mint',
  [OP.nftTransfer]: 'nft_transfer',
  [OP.nftOwnershipAssigned]: 'nft_ownership_assigned',
};

/** toncenter's name of an opcode, or null when unknown. */
export function opcodeName(op: number | null): string | null {
  return op === null ? null : (NAMES[op] ?? null);
}
