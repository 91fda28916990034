import type { OperationResponse } from '../../../shared/api/catalogue';

/**
 * v3 response types the pages use, derived from the operation catalogue's zod schemas
 * (shared/api/v3-schemas.ts); the row types are the chain model's (shared/api/v3-rows.ts).
 * Addresses are raw upper-case, int64 values decimal strings.
 */
export type {
  ChainTransaction as V3Transaction,
  ChainMessage as V3Message,
  ChainAction as V3Action,
  ChainTrace as V3Trace,
} from '../../../shared/api/v3-rows';
export type TransactionsPage = OperationResponse<'v3', 'transactions'>;
export type AddressBook = NonNullable<TransactionsPage['address_book']>;
export type ActionsPage = OperationResponse<'v3', 'actions'>;
export type TracesPage = OperationResponse<'v3', 'traces'>;
export type AccountStatesPage = OperationResponse<'v3', 'accountStates'>;
export type V3AccountState = AccountStatesPage['accounts'][number];
export type WalletStatesPage = OperationResponse<'v3', 'walletStates'>;
export type JettonWalletsPage = OperationResponse<'v3', 'jetton/wallets'>;
export type JettonMastersPage = OperationResponse<'v3', 'jetton/masters'>;
export type NftItemsPage = OperationResponse<'v3', 'nft/items'>;
export type V3NftItem = NftItemsPage['nft_items'][number];
export type MetadataMap = NonNullable<JettonWalletsPage['metadata']>;
export type RunGetMethodResult = OperationResponse<'v3', 'runGetMethod'>;
export type MasterchainInfo = OperationResponse<'v3', 'masterchainInfo'>;

/** A trace tree node (`trace` of v3 Trace): transactions referenced by hash. */
export interface TraceNode {
  tx_hash?: string | null;
  in_msg_hash?: string | null;
  children?: TraceNode[];
}

/** v3 TokenInfo entry of `metadata` (name, symbol, image, extra.decimals…). */
export type TokenInfo = NonNullable<MetadataMap[string]['token_info']>[number];
