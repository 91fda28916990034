import type { OperationResponse } from './catalogue';

/**
 * The chain model's row types: one v3 row of each kind, derived from the operation
 * catalogue's zod schemas (shared/api/v3-schemas.ts) and declared nowhere else. Addresses raw
 * upper-case `wc:HEX`, hashes base64, lt and amounts decimal strings (nanotons, jetton units).
 * A reader that needs only some fields takes `Pick<>` of these.
 */

/** A v3 transaction (`GET /api/v3/transactions`, or `transactions` of a trace). */
export type ChainTransaction = OperationResponse<'v3', 'transactions'>['transactions'][number];
/** A v3 message (`in_msg` / `out_msgs` of a transaction, `GET /api/v3/messages`). */
export type ChainMessage = ChainTransaction['out_msgs'][number];
/** A v3 action (`GET /api/v3/actions`, or `actions` of a trace). */
export type ChainAction = OperationResponse<'v3', 'actions'>['actions'][number];
/** A v3 trace (`GET /api/v3/traces`). */
export type ChainTrace = OperationResponse<'v3', 'traces'>['traces'][number];
/** A v3 TEP-74 jetton transfer (`GET /api/v3/jetton/transfers`): owners on both sides. */
export type ChainJettonTransfer = OperationResponse<
  'v3',
  'jetton/transfers'
>['jetton_transfers'][number];
/** A v3 TEP-62 NFT transfer (`GET /api/v3/nft/transfers`). */
export type ChainNftTransfer = OperationResponse<'v3', 'nft/transfers'>['nft_transfers'][number];
/** A jetton or NFT transfer: the event fields both v3 transfer lists carry. */
export type ChainTransferEvent = ChainJettonTransfer | ChainNftTransfer;
/** A v3 jetton wallet (`GET /api/v3/jetton/wallets`). */
export type ChainJettonWallet = OperationResponse<'v3', 'jetton/wallets'>['jetton_wallets'][number];
/** A v3 account state (`GET /api/v3/accountStates`). */
export type ChainAccountState = OperationResponse<'v3', 'accountStates'>['accounts'][number];
