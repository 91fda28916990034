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

// Parameters several operations take, declared once.
const mcSeqno = param('mc_seqno', 'int', 'Masterchain block seqno');
const account = param('account', 'address', 'Account');
const accountAddress = param('address', 'address', 'Account', { required: true });
const masterchainSeqno = param('seqno', 'int', 'Masterchain seqno', { required: true });
const txHashes = param('tx_hash', 'array-of-hash', 'Transaction hashes');
const msgHashes = param('msg_hash', 'array-of-hash', 'Message hashes');
const extMsgHashes = param('ext_msg_hash', 'array-of-hash', 'External message hashes');
const traceIds = param('trace_id', 'array-of-hash', 'Trace ids');
const bodyHash = param('body_hash', 'hash', 'Body hash');
const opcode = param('opcode', 'string', 'Opcode, 0x-prefixed hex');
const includeTransactions = param('include_transactions', 'boolean', 'Include full transactions');
const workchain = param('workchain', 'int', 'Workchain');
const owners = param('owner_address', 'array-of-address', 'Owners');
const jettonWallets = param('jetton_wallet', 'array-of-address', 'Jetton wallets');
const jettonMaster = param('jetton_master', 'address', 'Jetton master');
const collections = param('collection_address', 'array-of-address', 'Collections');
const pool = param('pool', 'address', 'Pool', { required: true });
const nominator = param('nominator', 'address', 'Nominator', { required: true });
const electionId = param('election_id', 'int', 'Election id');
const cycleStart = param('cycle_start', 'int', 'Cycle start');
const decodeParams = [
  param('opcodes', 'array-of-string', 'Opcodes (0x hex)'),
  param('bodies', 'array-of-boc', 'Body BoCs'),
] as const;

/** A v3 GET operation whose path is its name (`jetton/transfers` → `/jetton/transfers`). */
function get<const P extends readonly ParamSpec[], R extends z.ZodType>(
  name: string,
  spec: Pick<OperationSpec<P, R>, 'summary' | 'response' | 'params' | 'maxLimit' | 'defaultLimit'>,
): OperationSpec<P, R> {
  return operation({ api: 'v3', name, method: 'GET', path: `/${name}`, ...spec });
}

/** What a paged list declares: its own filter parameters; the paging ones are appended. */
interface ListSpec<F extends readonly ParamSpec[], R extends z.ZodType> {
  readonly summary: string;
  readonly response: R;
  readonly filters: F;
}

/**
 * A paged v3 GET list: the filters, then `limit` (1..1000, default `defaultLimit`) and
 * `offset`. The server caps `limit` at 1000.
 */
function pagedList<const F extends readonly ParamSpec[], R extends z.ZodType>(
  name: string,
  spec: ListSpec<F, R>,
  defaultLimit = 10,
): OperationSpec<readonly [...F, ...ReturnType<typeof page>], R> {
  const { summary, response, filters } = spec;
  const params = [...filters, ...page(defaultLimit)] as const;
  return get(name, { summary, response, maxLimit: 1000, defaultLimit, params });
}

/** A paged v3 GET list ordered by time: the filters, then `limit` (default 10), `offset`, `sort`. */
function sortedList<const F extends readonly ParamSpec[], R extends z.ZodType>(
  name: string,
  spec: ListSpec<F, R>,
): OperationSpec<readonly [...F, ...typeof sortedPage], R> {
  const { summary, response, filters } = spec;
  const params = [...filters, ...sortedPage] as const;
  return get(name, { summary, response, maxLimit: 1000, defaultLimit: 10, params });
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
  actions: sortedList('actions', {
    summary: 'Classified actions',
    response: s.actions,
    filters: [
      param('account', 'address', 'Account taking part'),
      txHashes,
      msgHashes,
      param('action_id', 'array-of-hash', 'Action ids'),
      traceIds,
      mcSeqno,
      ...timeWindow,
      param('action_type', 'array-of-string', 'Only these action types'),
      param('exclude_action_type', 'array-of-string', 'Not these action types'),
      actionTypes,
      param('include_accounts', 'boolean', 'Include the accounts list'),
      includeTransactions,
    ],
  }),
  pendingActions: get('pendingActions', {
    summary: 'Actions of pending traces',
    response: s.actions,
    params: [account, extMsgHashes, actionTypes, includeTransactions],
  }),
  pendingTraces: get('pendingTraces', {
    summary: 'Traces not yet finalized',
    response: s.traces,
    params: [account, extMsgHashes, actionTypes],
  }),
  traces: sortedList('traces', {
    summary: 'Traces (trees of transactions)',
    response: s.traces,
    filters: [
      account,
      traceIds,
      txHashes,
      msgHashes,
      mcSeqno,
      ...timeWindow,
      param('include_actions', 'boolean', 'Include classified actions'),
      actionTypes,
    ],
  }),
  adjacentTransactions: get('adjacentTransactions', {
    summary: 'Parent or child transactions',
    response: s.transactionsPage,
    params: [param('hash', 'hash', 'Transaction hash', { required: true }), direction],
  }),
  blocks: sortedList('blocks', {
    summary: 'Blocks',
    response: s.blocks,
    filters: [
      workchain,
      param('shard', 'string', 'Shard (hex, e.g. 8000000000000000)'),
      param('seqno', 'int', 'Block seqno (needs workchain and shard)'),
      param('root_hash', 'hash', 'Root hash'),
      param('file_hash', 'hash', 'File hash'),
      mcSeqno,
      ...timeWindow,
    ],
  }),
  masterchainBlockShardState: get('masterchainBlockShardState', {
    summary: 'Shard block state seen in a masterchain block',
    response: s.blocks,
    params: [masterchainSeqno],
  }),
  masterchainBlockShards: pagedList('masterchainBlockShards', {
    summary: 'A masterchain block and the shard blocks it commits',
    response: s.blocks,
    filters: [masterchainSeqno],
  }),
  masterchainInfo: get('masterchainInfo', {
    summary: 'First and last indexed masterchain blocks',
    response: s.masterchainInfo,
    params: [],
  }),
  messages: sortedList('messages', {
    summary: 'Messages',
    response: s.messages,
    filters: [
      msgHashes,
      bodyHash,
      param('source', 'address', 'Source (null = external-in)'),
      param('destination', 'address', 'Destination (null = external-out)'),
      opcode,
      ...timeWindow,
      direction,
      param('exclude_externals', 'boolean', 'Drop external-in messages'),
      param('only_externals', 'boolean', 'Only external-in messages'),
    ],
  }),
  pendingTransactions: get('pendingTransactions', {
    summary: 'Emulated pending transactions',
    response: s.transactionsPage,
    params: [param('account', 'array-of-address', 'Accounts', { required: true }), traceIds],
  }),
  transactions: sortedList('transactions', {
    summary: 'Transactions',
    response: s.transactionsPage,
    filters: [
      workchain,
      param('shard', 'string', 'Shard (hex)'),
      param('seqno', 'int', 'Block seqno'),
      mcSeqno,
      param('account', 'array-of-address', 'Accounts'),
      param('exclude_account', 'array-of-address', 'Accounts to exclude (ignored by the server)'),
      param('hash', 'array-of-hash', 'Transaction hashes'),
      param('lt', 'bigint', 'Transaction lt'),
      ...timeWindow,
    ],
  }),
  transactionsByMasterchainBlock: sortedList('transactionsByMasterchainBlock', {
    summary: 'Transactions committed by a masterchain block',
    response: s.transactionsPage,
    filters: [masterchainSeqno],
  }),
  transactionsByMessage: pagedList('transactionsByMessage', {
    summary: 'Transactions that sent or received a message',
    response: s.transactionsPage,
    filters: [
      param('msg_hash', 'hash', 'Message hash (or normalized external hash)'),
      bodyHash,
      opcode,
      direction,
    ],
  }),
  'jetton/burns': sortedList('jetton/burns', {
    summary: 'Jetton burns',
    response: s.jettonBurns,
    filters: [param('address', 'address', 'Owner'), jettonWallets, jettonMaster, ...timeWindow],
  }),
  'jetton/masters': pagedList('jetton/masters', {
    summary: 'Jetton masters',
    response: s.jettonMasters,
    filters: [
      param('address', 'array-of-address', 'Jetton masters'),
      param('admin_address', 'array-of-address', 'Admins'),
    ],
  }),
  'jetton/transfers': sortedList('jetton/transfers', {
    summary: 'Jetton transfers',
    response: s.jettonTransfers,
    filters: [
      param('owner_address', 'array-of-address', 'Owners (sender or receiver)'),
      jettonWallets,
      jettonMaster,
      direction,
      ...timeWindow,
    ],
  }),
  'jetton/wallets': get('jetton/wallets', {
    summary: 'Jetton wallets (ordered by balance)',
    response: s.jettonWallets,
    maxLimit: 1000,
    defaultLimit: 10,
    params: [
      param('address', 'array-of-address', 'Jetton wallets'),
      owners,
      param('jetton_address', 'array-of-address', 'Jetton masters'),
      param('exclude_zero_balance', 'boolean', 'Skip empty wallets'),
      limit(),
      offset,
      param('sort', 'enum', 'By balance', { values: ['asc', 'desc'] }),
    ],
  }),
  'nft/collections': pagedList('nft/collections', {
    summary: 'NFT collections',
    response: s.nftCollections,
    filters: [collections, owners],
  }),
  'nft/items': pagedList('nft/items', {
    summary: 'NFT items',
    response: s.nftItems,
    filters: [
      param('address', 'array-of-address', 'Items'),
      owners,
      collections,
      param('index', 'array-of-bigint', 'Item indexes (needs collection_address)'),
      param('include_on_sale', 'boolean', 'Include items on sale'),
      param('sort_by_last_transaction_lt', 'boolean', 'Newest activity first'),
    ],
  }),
  'nft/sales': get('nft/sales', {
    summary: 'NFT sale and auction contracts',
    response: s.nftSales,
    params: [addresses],
  }),
  'nft/transfers': sortedList('nft/transfers', {
    summary: 'NFT transfers',
    response: s.nftTransfers,
    filters: [
      owners,
      param('item_address', 'array-of-address', 'Items'),
      param('collection_address', 'address', 'Collection'),
      direction,
      ...timeWindow,
    ],
  }),
  'dns/records': pagedList(
    'dns/records',
    {
      summary: 'DNS records by wallet or domain',
      response: s.dnsRecords,
      filters: [param('wallet', 'address', 'Wallet record'), param('domain', 'string', 'Domain')],
    },
    100,
  ),
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
    params: [pool],
  }),
  'staking/nominatorPools/nominator': get('staking/nominatorPools/nominator', {
    summary: 'Pools of a nominator',
    response: s.nominatorPools,
    params: [nominator],
  }),
  'staking/nominatorPools/nominatorEvents': get('staking/nominatorPools/nominatorEvents', {
    summary: 'Nominator events',
    response: s.stakingEvents,
    params: [pool, param('nominator', 'address', 'Nominator'), ...utimeLimit],
  }),
  'staking/nominatorPools/nominatorRewards': get('staking/nominatorPools/nominatorRewards', {
    summary: 'Nominator rewards',
    response: s.stakingRewards,
    params: [nominator, pool, ...utimeLimit],
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
    params: [param('validator', 'address', 'Validator', { required: true }), pool, ...utimeLimit],
  }),
  'validators/events': sortedList('validators/events', {
    summary: 'Elector stake events',
    response: s.validatorEvents,
    filters: [
      ...validatorFilters,
      param('type', 'enum', 'Event type', {
        values: ['stake_accepted', 'stake_rejected', 'stake_recovered'],
      }),
      startUtime,
      endUtime,
    ],
  }),
  'validators/elections': sortedList('validators/elections', {
    summary: 'Validator elections',
    response: s.elections,
    filters: [
      electionId,
      ...validatorFilters,
      param('return_participants', 'boolean', 'Include participants (limit ≤ 100)'),
      param('finished', 'boolean', 'Finished elections only'),
      startUtime,
      endUtime,
    ],
  }),
  'validators/cycles': sortedList('validators/cycles', {
    summary: 'Validation cycles',
    response: s.cycles,
    filters: [
      cycleStart,
      electionId,
      ...validatorFilters,
      param('return_validators', 'boolean', 'Include validators (limit ≤ 100)'),
      startUtime,
      endUtime,
    ],
  }),
  'validators/complaints': sortedList('validators/complaints', {
    summary: 'Validator complaints',
    response: s.complaints,
    filters: [cycleStart, electionId, ...validatorFilters, startUtime, endUtime],
  }),
  'multisig/orders': sortedList('multisig/orders', {
    summary: 'Multisig orders',
    response: s.multisigOrders,
    filters: [
      param('address', 'array-of-address', 'Orders'),
      param('multisig_address', 'array-of-address', 'Multisig wallets'),
      param('parse_actions', 'boolean', 'Parse order actions'),
    ],
  }),
  'multisig/wallets': sortedList('multisig/wallets', {
    summary: 'Multisig wallets',
    response: s.multisigWallets,
    filters: [
      param('address', 'array-of-address', 'Multisig wallets'),
      param('wallet_address', 'array-of-address', 'Signers or proposers'),
      param('include_orders', 'boolean', 'Include orders', { default: true }),
    ],
  }),
  vesting: pagedList('vesting', {
    summary: 'Vesting contracts',
    response: s.vesting,
    filters: [
      param('contract_address', 'array-of-address', 'Vesting contracts'),
      param('wallet_address', 'array-of-address', 'Owners or senders'),
      param('check_whitelist', 'boolean', 'Also match whitelisted wallets'),
    ],
  }),
  topAccountsByBalance: pagedList('topAccountsByBalance', {
    summary: 'Richest accounts',
    response: s.topAccounts,
    filters: [],
  }),
  decode: get('decode', {
    summary: 'Decode opcodes and message bodies',
    response: s.decode,
    params: decodeParams,
  }),
  decodePost: operation({
    api: 'v3',
    name: 'decodePost',
    method: 'POST',
    path: '/decode',
    summary: 'Decode opcodes and long message bodies (POST)',
    response: s.decode,
    params: decodeParams,
  }),
  addressInformation: get('addressInformation', {
    summary: 'v2-style account state',
    response: s.addressInformation,
    params: [accountAddress, param('use_v2', 'boolean', 'Answer from v2 (v2 status words)')],
  }),
  walletInformation: get('walletInformation', {
    summary: 'v2-style wallet information',
    response: s.walletInformation,
    params: [accountAddress, param('use_v2', 'boolean', 'Answer from v2')],
  }),
  estimateFee: operation({
    api: 'v3',
    name: 'estimateFee',
    method: 'POST',
    path: '/estimateFee',
    summary: 'Estimate the fees of a message',
    response: s.estimateFee,
    params: [
      accountAddress,
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
      accountAddress,
      param('method', 'string', 'Get-method name', { required: true }),
      param('stack', 'stack', 'Entries {type: num|cell|slice, value}', { default: '[]' }),
    ],
  }),
};

export type V3OperationName = keyof typeof v3Operations;
