import type { z } from 'zod';
import { operation, param, type OperationSpec, type ParamSpec } from './params';
import * as s from './v3-schemas';

/**
 * Every v3 operation toncenter documents, as data. Array parameters are sent as
 * repeated keys; paginated operations always send `limit` (the server's compiled default
 * differs from the docs). Parameter names and shapes are toncenter's.
 */

const limit = (def = 10, max = 1000) =>
  param('limit', 'int', `Rows per page (1..${max})`, { default: def });
const offset = param('offset', 'int', 'Rows to skip', { default: 0 });
const sort = param('sort', 'enum', 'asc = oldest first, desc = newest first', {
  values: ['asc', 'desc'],
  default: 'desc',
});
const startUtime = param('start_utime', 'int', 'From this unix time (inclusive)');
const endUtime = param('end_utime', 'int', 'Up to this unix time (inclusive)');
const startLt = param('start_lt', 'bigint', 'From this lt (inclusive)');
const endLt = param('end_lt', 'bigint', 'Up to this lt (inclusive)');
const timeWindow = [startUtime, endUtime, startLt, endLt] as const;
const page = (def = 10, max = 1000) => [limit(def, max), offset] as const;
const sortedPage = [limit(), offset, sort] as const;
const addresses = param('address', 'array-of-address', 'Account addresses', { required: true });
const actionTypes = param(
  'supported_action_types',
  'array-of-string',
  'Action types the client understands (default latest)',
);
const direction = param('direction', 'enum', 'in = received, out = sent', {
  values: ['in', 'out'],
});
const mcSeqno = param('mc_seqno', 'int', 'Masterchain block seqno');
const utimeLimit = [
  startUtime,
  endUtime,
  param('limit', 'int', 'Rows to return (1..1000)', { default: 10 }),
] as const;
const validatorFilters = [
  param('stake_holder_address', 'address', 'Stake holder'),
  param('adnl_address', 'hash', 'Validator ADNL address'),
  param('validator_pubkey', 'hash', 'Validator public key'),
] as const;

/** A v3 GET operation whose path is its name (`jetton/transfers` → `/jetton/transfers`). */
function get<const P extends readonly ParamSpec[], R extends z.ZodType>(
  name: string,
  spec: Pick<OperationSpec<P, R>, 'summary' | 'response' | 'params' | 'maxLimit' | 'defaultLimit'>,
): OperationSpec<P, R> {
  return operation({ api: 'v3', name, method: 'GET', path: `/${name}`, ...spec });
}

export const v3Operations = {
  accountStates: get('accountStates', {
    summary: 'States of accounts',
    response: s.accountStates,
    params: [
      addresses,
      param('include_boc', 'boolean', 'Include code and data BoCs', { default: true }),
    ],
  }),
  addressBook: get('addressBook', {
    summary: 'User-friendly forms and domains, keyed by the input strings',
    response: s.addressBookMap,
    params: [addresses],
  }),
  metadata: get('metadata', {
    summary: 'Token metadata of jetton/NFT addresses',
    response: s.metadataMap,
    params: [addresses],
  }),
  walletStates: get('walletStates', {
    summary: 'Wallet type, seqno and balance of accounts',
    response: s.walletStates,
    params: [addresses],
  }),
  actions: get('actions', {
    summary: 'Classified actions',
    response: s.actions,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('account', 'address', 'Account taking part'),
      param('tx_hash', 'array-of-hash', 'Transaction hashes'),
      param('msg_hash', 'array-of-hash', 'Message hashes'),
      param('action_id', 'array-of-hash', 'Action ids'),
      param('trace_id', 'array-of-hash', 'Trace ids'),
      mcSeqno,
      ...timeWindow,
      param('action_type', 'array-of-string', 'Only these action types'),
      param('exclude_action_type', 'array-of-string', 'Not these action types'),
      actionTypes,
      param('include_accounts', 'boolean', 'Include the accounts list'),
      param('include_transactions', 'boolean', 'Include full transactions'),
      ...sortedPage,
    ],
  }),
  pendingActions: get('pendingActions', {
    summary: 'Actions of pending traces',
    response: s.actions,
    params: [
      param('account', 'address', 'Account'),
      param('ext_msg_hash', 'array-of-hash', 'External message hashes'),
      actionTypes,
      param('include_transactions', 'boolean', 'Include full transactions'),
    ],
  }),
  pendingTraces: get('pendingTraces', {
    summary: 'Traces not yet finalized',
    response: s.traces,
    params: [
      param('account', 'address', 'Account'),
      param('ext_msg_hash', 'array-of-hash', 'External message hashes'),
      actionTypes,
    ],
  }),
  traces: get('traces', {
    summary: 'Traces (trees of transactions)',
    response: s.traces,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('account', 'address', 'Account'),
      param('trace_id', 'array-of-hash', 'Trace ids'),
      param('tx_hash', 'array-of-hash', 'Transaction hashes'),
      param('msg_hash', 'array-of-hash', 'Message hashes'),
      mcSeqno,
      ...timeWindow,
      param('include_actions', 'boolean', 'Include classified actions'),
      actionTypes,
      ...sortedPage,
    ],
  }),
  adjacentTransactions: get('adjacentTransactions', {
    summary: 'Parent or child transactions',
    response: s.transactionsPage,
    params: [param('hash', 'hash', 'Transaction hash', { required: true }), direction],
  }),
  blocks: get('blocks', {
    summary: 'Blocks',
    response: s.blocks,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('workchain', 'int', 'Workchain'),
      param('shard', 'string', 'Shard (hex, e.g. 8000000000000000)'),
      param('seqno', 'int', 'Block seqno (needs workchain and shard)'),
      param('root_hash', 'hash', 'Root hash'),
      param('file_hash', 'hash', 'File hash'),
      mcSeqno,
      ...timeWindow,
      ...sortedPage,
    ],
  }),
  masterchainBlockShardState: get('masterchainBlockShardState', {
    summary: 'Shard block state seen in a masterchain block',
    response: s.blocks,
    params: [param('seqno', 'int', 'Masterchain seqno', { required: true })],
  }),
  masterchainBlockShards: get('masterchainBlockShards', {
    summary: 'A masterchain block and the shard blocks it commits',
    response: s.blocks,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [param('seqno', 'int', 'Masterchain seqno', { required: true }), ...page()],
  }),
  masterchainInfo: get('masterchainInfo', {
    summary: 'First and last indexed masterchain blocks',
    response: s.masterchainInfo,
    params: [],
  }),
  messages: get('messages', {
    summary: 'Messages',
    response: s.messages,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('msg_hash', 'array-of-hash', 'Message hashes'),
      param('body_hash', 'hash', 'Body hash'),
      param('source', 'address', 'Source (null = external-in)'),
      param('destination', 'address', 'Destination (null = external-out)'),
      param('opcode', 'string', 'Opcode, 0x-prefixed hex'),
      ...timeWindow,
      direction,
      param('exclude_externals', 'boolean', 'Drop external-in messages'),
      param('only_externals', 'boolean', 'Only external-in messages'),
      ...sortedPage,
    ],
  }),
  pendingTransactions: get('pendingTransactions', {
    summary: 'Emulated pending transactions',
    response: s.transactionsPage,
    params: [
      param('account', 'array-of-address', 'Accounts', { required: true }),
      param('trace_id', 'array-of-hash', 'Trace ids'),
    ],
  }),
  transactions: get('transactions', {
    summary: 'Transactions',
    response: s.transactionsPage,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('workchain', 'int', 'Workchain'),
      param('shard', 'string', 'Shard (hex)'),
      param('seqno', 'int', 'Block seqno'),
      mcSeqno,
      param('account', 'array-of-address', 'Accounts'),
      param('exclude_account', 'array-of-address', 'Accounts to exclude (ignored by the server)'),
      param('hash', 'array-of-hash', 'Transaction hashes'),
      param('lt', 'bigint', 'Transaction lt'),
      ...timeWindow,
      ...sortedPage,
    ],
  }),
  transactionsByMasterchainBlock: get('transactionsByMasterchainBlock', {
    summary: 'Transactions committed by a masterchain block',
    response: s.transactionsPage,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [param('seqno', 'int', 'Masterchain seqno', { required: true }), ...sortedPage],
  }),
  transactionsByMessage: get('transactionsByMessage', {
    summary: 'Transactions that sent or received a message',
    response: s.transactionsPage,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('msg_hash', 'hash', 'Message hash (or normalized external hash)'),
      param('body_hash', 'hash', 'Body hash'),
      param('opcode', 'string', 'Opcode, 0x-prefixed hex'),
      direction,
      ...page(),
    ],
  }),
  'jetton/burns': get('jetton/burns', {
    summary: 'Jetton burns',
    response: s.jettonBurns,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('address', 'address', 'Owner'),
      param('jetton_wallet', 'array-of-address', 'Jetton wallets'),
      param('jetton_master', 'address', 'Jetton master'),
      ...timeWindow,
      ...sortedPage,
    ],
  }),
  'jetton/masters': get('jetton/masters', {
    summary: 'Jetton masters',
    response: s.jettonMasters,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('address', 'array-of-address', 'Jetton masters'),
      param('admin_address', 'array-of-address', 'Admins'),
      ...page(),
    ],
  }),
  'jetton/transfers': get('jetton/transfers', {
    summary: 'Jetton transfers',
    response: s.jettonTransfers,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('owner_address', 'array-of-address', 'Owners (sender or receiver)'),
      param('jetton_wallet', 'array-of-address', 'Jetton wallets'),
      param('jetton_master', 'address', 'Jetton master'),
      direction,
      ...timeWindow,
      ...sortedPage,
    ],
  }),
  'jetton/wallets': get('jetton/wallets', {
    summary: 'Jetton wallets (ordered by balance)',
    response: s.jettonWallets,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('address', 'array-of-address', 'Jetton wallets'),
      param('owner_address', 'array-of-address', 'Owners'),
      param('jetton_address', 'array-of-address', 'Jetton masters'),
      param('exclude_zero_balance', 'boolean', 'Skip empty wallets'),
      limit(),
      offset,
      param('sort', 'enum', 'By balance', { values: ['asc', 'desc'] }),
    ],
  }),
  'nft/collections': get('nft/collections', {
    summary: 'NFT collections',
    response: s.nftCollections,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('collection_address', 'array-of-address', 'Collections'),
      param('owner_address', 'array-of-address', 'Owners'),
      ...page(),
    ],
  }),
  'nft/items': get('nft/items', {
    summary: 'NFT items',
    response: s.nftItems,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('address', 'array-of-address', 'Items'),
      param('owner_address', 'array-of-address', 'Owners'),
      param('collection_address', 'array-of-address', 'Collections'),
      param('index', 'array-of-bigint', 'Item indexes (needs collection_address)'),
      param('include_on_sale', 'boolean', 'Include items on sale'),
      param('sort_by_last_transaction_lt', 'boolean', 'Newest activity first'),
      ...page(),
    ],
  }),
  'nft/sales': get('nft/sales', {
    summary: 'NFT sale and auction contracts',
    response: s.nftSales,
    params: [addresses],
  }),
  'nft/transfers': get('nft/transfers', {
    summary: 'NFT transfers',
    response: s.nftTransfers,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('owner_address', 'array-of-address', 'Owners'),
      param('item_address', 'array-of-address', 'Items'),
      param('collection_address', 'address', 'Collection'),
      direction,
      ...timeWindow,
      ...sortedPage,
    ],
  }),
  'dns/records': get('dns/records', {
    summary: 'DNS records by wallet or domain',
    response: s.dnsRecords,
    maxLimit: 1000,
    defaultLimit: 100,
    params: [
      param('wallet', 'address', 'Wallet record'),
      param('domain', 'string', 'Domain'),
      ...page(100),
    ],
  }),
  'dns/activeAuctions': get('dns/activeAuctions', {
    summary: 'DNS auctions where an address is the top bidder',
    response: s.dnsAuctions,
    params: [
      param('bidder', 'address', 'Bidder', { required: true }),
      param('state', 'enum', 'Auction state', { values: ['all', 'won', 'bidding'] }),
      param('include_nft_items', 'boolean', 'Include NFT items'),
      param('after', 'string', 'Cursor from next_cursor'),
      ...page(100),
    ],
  }),
  'staking/nominatorPools/pool': get('staking/nominatorPools/pool', {
    summary: 'Nominator pool',
    response: s.nominatorPool,
    params: [param('pool', 'address', 'Pool', { required: true })],
  }),
  'staking/nominatorPools/nominator': get('staking/nominatorPools/nominator', {
    summary: 'Pools of a nominator',
    response: s.nominatorPools,
    params: [param('nominator', 'address', 'Nominator', { required: true })],
  }),
  'staking/nominatorPools/nominatorEvents': get('staking/nominatorPools/nominatorEvents', {
    summary: 'Nominator events',
    response: s.stakingEvents,
    params: [
      param('pool', 'address', 'Pool', { required: true }),
      param('nominator', 'address', 'Nominator'),
      ...utimeLimit,
    ],
  }),
  'staking/nominatorPools/nominatorRewards': get('staking/nominatorPools/nominatorRewards', {
    summary: 'Nominator rewards',
    response: s.stakingRewards,
    params: [
      param('nominator', 'address', 'Nominator', { required: true }),
      param('pool', 'address', 'Pool', { required: true }),
      ...utimeLimit,
    ],
  }),
  'staking/nominatorPools/validatorEvents': get('staking/nominatorPools/validatorEvents', {
    summary: 'Pool validator events',
    response: s.stakingEvents,
    params: [
      param('validator', 'address', 'Validator'),
      param('pool', 'address', 'Pool'),
      param('type', 'string', 'Event type'),
      ...utimeLimit,
    ],
  }),
  'staking/nominatorPools/validatorRewards': get('staking/nominatorPools/validatorRewards', {
    summary: 'Pool validator rewards',
    response: s.stakingRewards,
    params: [
      param('validator', 'address', 'Validator', { required: true }),
      param('pool', 'address', 'Pool', { required: true }),
      ...utimeLimit,
    ],
  }),
  'validators/events': get('validators/events', {
    summary: 'Elector stake events',
    response: s.validatorEvents,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      ...validatorFilters,
      param('type', 'enum', 'Event type', {
        values: ['stake_accepted', 'stake_rejected', 'stake_recovered'],
      }),
      startUtime,
      endUtime,
      ...sortedPage,
    ],
  }),
  'validators/elections': get('validators/elections', {
    summary: 'Validator elections',
    response: s.elections,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('election_id', 'int', 'Election id'),
      ...validatorFilters,
      param('return_participants', 'boolean', 'Include participants (limit ≤ 100)'),
      param('finished', 'boolean', 'Finished elections only'),
      startUtime,
      endUtime,
      ...sortedPage,
    ],
  }),
  'validators/cycles': get('validators/cycles', {
    summary: 'Validation cycles',
    response: s.cycles,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('cycle_start', 'int', 'Cycle start'),
      param('election_id', 'int', 'Election id'),
      ...validatorFilters,
      param('return_validators', 'boolean', 'Include validators (limit ≤ 100)'),
      startUtime,
      endUtime,
      ...sortedPage,
    ],
  }),
  'validators/complaints': get('validators/complaints', {
    summary: 'Validator complaints',
    response: s.complaints,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('cycle_start', 'int', 'Cycle start'),
      param('election_id', 'int', 'Election id'),
      ...validatorFilters,
      startUtime,
      endUtime,
      ...sortedPage,
    ],
  }),
  'multisig/orders': get('multisig/orders', {
    summary: 'Multisig orders',
    response: s.multisigOrders,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('address', 'array-of-address', 'Orders'),
      param('multisig_address', 'array-of-address', 'Multisig wallets'),
      param('parse_actions', 'boolean', 'Parse order actions'),
      ...sortedPage,
    ],
  }),
  'multisig/wallets': get('multisig/wallets', {
    summary: 'Multisig wallets',
    response: s.multisigWallets,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('address', 'array-of-address', 'Multisig wallets'),
      param('wallet_address', 'array-of-address', 'Signers or proposers'),
      param('include_orders', 'boolean', 'Include orders', { default: true }),
      ...sortedPage,
    ],
  }),
  vesting: get('vesting', {
    summary: 'Vesting contracts',
    response: s.vesting,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('contract_address', 'array-of-address', 'Vesting contracts'),
      param('wallet_address', 'array-of-address', 'Owners or senders'),
      param('check_whitelist', 'boolean', 'Also match whitelisted wallets'),
      ...page(),
    ],
  }),
  topAccountsByBalance: get('topAccountsByBalance', {
    summary: 'Richest accounts',
    response: s.topAccounts,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [...page()],
  }),
  decode: get('decode', {
    summary: 'Decode opcodes and message bodies',
    response: s.decode,
    params: [
      param('opcodes', 'array-of-string', 'Opcodes (0x hex)'),
      param('bodies', 'array-of-boc', 'Body BoCs'),
    ],
  }),
  decodePost: operation({
    api: 'v3',
    name: 'decodePost',
    method: 'POST',
    path: '/decode',
    summary: 'Decode opcodes and long message bodies (POST)',
    response: s.decode,
    params: [
      param('opcodes', 'array-of-string', 'Opcodes (0x hex)'),
      param('bodies', 'array-of-boc', 'Body BoCs'),
    ],
  }),
  addressInformation: get('addressInformation', {
    summary: 'v2-style account state',
    response: s.addressInformation,
    params: [
      param('address', 'address', 'Account', { required: true }),
      param('use_v2', 'boolean', 'Answer from v2 (v2 status words)'),
    ],
  }),
  walletInformation: get('walletInformation', {
    summary: 'v2-style wallet information',
    response: s.walletInformation,
    params: [
      param('address', 'address', 'Account', { required: true }),
      param('use_v2', 'boolean', 'Answer from v2'),
    ],
  }),
  estimateFee: operation({
    api: 'v3',
    name: 'estimateFee',
    method: 'POST',
    path: '/estimateFee',
    summary: 'Estimate the fees of a message',
    response: s.estimateFee,
    params: [
      param('address', 'address', 'Account', { required: true }),
      param('body', 'boc', 'Body BoC', { required: true }),
      param('init_code', 'boc', 'StateInit code BoC'),
      param('init_data', 'boc', 'StateInit data BoC'),
      param('ignore_chksig', 'boolean', 'Ignore signature checks', { default: true }),
    ],
  }),
  message: operation({
    api: 'v3',
    name: 'message',
    method: 'POST',
    path: '/message',
    send: true,
    summary: 'Broadcast an external message (never retried)',
    response: s.sendMessage,
    params: [param('boc', 'boc', 'Base64 BoC of a complete external message', { required: true })],
  }),
  runGetMethod: operation({
    api: 'v3',
    name: 'runGetMethod',
    method: 'POST',
    path: '/runGetMethod',
    summary: 'Run a get-method ({type, value} stack)',
    response: s.runGetMethod,
    params: [
      param('address', 'address', 'Account', { required: true }),
      param('method', 'string', 'Get-method name', { required: true }),
      param('stack', 'stack', 'Entries {type: num|cell|slice, value}', { default: '[]' }),
    ],
  }),
};

export type V3OperationName = keyof typeof v3Operations;
