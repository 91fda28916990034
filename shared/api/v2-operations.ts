import type { z } from 'zod';
import { operation, param, type HttpMethod, type OperationSpec, type ParamSpec } from './params';
import * as s from './v2-schemas';

/**
 * Every v2 operation toncenter documents, as data. Reads accept GET and POST
 * (and JSON-RPC with the same method name); the run/send/fee methods are POST. Parameter
 * names and shapes are toncenter's.
 */

const address = param('address', 'address', 'Account address (raw or user-friendly)', {
  required: true,
});
const seqno = param(
  'seqno',
  'int',
  'Masterchain seqno to read the state at (> 0); latest when absent',
);
const workchain = param('workchain', 'int', 'Workchain id (-1 masterchain, 0 basechain)', {
  required: true,
});
const shard = param(
  'shard',
  'bigint',
  'Shard id, signed decimal int64 (-9223372036854775808 = full shard)',
  {
    required: true,
  },
);
const blockSeqno = param('seqno', 'int', 'Block seqno (> 0)', { required: true });
const rootHash = param('root_hash', 'hash', 'Block root hash');
const fileHash = param('file_hash', 'hash', 'Block file hash');
const txLocate = [
  param('source', 'address', 'Sender of the message', { required: true }),
  param('destination', 'address', 'Receiver of the message', { required: true }),
  param('created_lt', 'bigint', 'created_lt of the message', { required: true }),
] as const;
const blockTxParams = [
  workchain,
  shard,
  blockSeqno,
  rootHash,
  fileHash,
  param('after_lt', 'bigint', 'Continue after this lt (with after_hash)'),
  param('after_hash', 'hash', 'Continue after this account id (with after_lt)'),
  param('count', 'int', 'Transactions to return (default 40, max 10000)', { default: 40 }),
] as const;
const txListParams = [
  address,
  param('limit', 'int', 'Transactions to return (1..1000)', { default: 10 }),
  param('lt', 'bigint', 'Start at this transaction lt, inclusive (with hash)'),
  param('hash', 'hash', 'Start at this transaction hash, inclusive (with lt)'),
  param('to_lt', 'bigint', 'Stop before this lt (exclusive); 0 = no bound'),
  param('archival', 'boolean', 'Use archival liteservers only'),
  param(
    'exclusive',
    'boolean',
    '(client) lt/hash is the last row already seen: fetch limit+1 and drop the repeated row',
    { clientOnly: true },
  ),
] as const;
const boc = param('boc', 'boc', 'Base64 BoC of a complete external message', { required: true });

type V2Spec<P extends readonly ParamSpec[], R extends z.ZodType> = Pick<
  OperationSpec<P, R>,
  'summary' | 'response' | 'params' | 'maxLimit' | 'defaultLimit'
> & { send?: boolean };

/** A v2 operation whose path is its method name (`getTransactions` → `/getTransactions`). */
function v2<const P extends readonly ParamSpec[], R extends z.ZodType>(
  name: string,
  method: HttpMethod,
  spec: V2Spec<P, R>,
): OperationSpec<P, R> {
  return operation({ api: 'v2', name, method, path: `/${name}`, ...spec });
}

/** A v2 read (GET; toncenter also takes it as POST and JSON-RPC). */
function get<const P extends readonly ParamSpec[], R extends z.ZodType>(
  name: string,
  spec: V2Spec<P, R>,
): OperationSpec<P, R> {
  return v2(name, 'GET', spec);
}

/** A v2 POST-only operation (run, send and fee methods). */
function post<const P extends readonly ParamSpec[], R extends z.ZodType>(
  name: string,
  spec: V2Spec<P, R>,
): OperationSpec<P, R> {
  return v2(name, 'POST', spec);
}

/** A read of one account's state: `address`, at masterchain `seqno` when given. */
function accountRead<R extends z.ZodType>(name: string, spec: { summary: string; response: R }) {
  return get(name, { summary: spec.summary, params: [address, seqno], response: spec.response });
}

/** The parameters of a get-method run; the two run operations differ in the stack's form. */
function runParams(stackDescription: string) {
  return [
    address,
    param('method', 'string', 'Get-method name or numeric id', { required: true }),
    param('stack', 'stack', stackDescription, { required: true, default: '[]' }),
    seqno,
  ] as const;
}

export const v2Operations = {
  getAddressInformation: accountRead('getAddressInformation', {
    summary: 'Account state: balance, code, data, last transaction',
    response: s.addressInformation,
  }),
  getExtendedAddressInformation: accountRead('getExtendedAddressInformation', {
    summary: 'Account state with parsed wallet state',
    response: s.extendedAddressInformation,
  }),
  getWalletInformation: accountRead('getWalletInformation', {
    summary: 'Wallet type, seqno and wallet id of an account',
    response: s.walletInformation,
  }),
  getAddressBalance: accountRead('getAddressBalance', {
    summary: 'Balance in nanotons',
    response: s.addressBalance,
  }),
  getAddressState: accountRead('getAddressState', {
    summary: 'uninitialized | active | frozen',
    response: s.addressState,
  }),
  getShardAccountCell: accountRead('getShardAccountCell', {
    summary: 'The whole ShardAccount cell (BoC): account, last transaction, storage stats',
    response: s.tvmCell,
  }),
  getTokenData: accountRead('getTokenData', {
    summary: 'Jetton master/wallet or NFT collection/item data',
    response: s.tokenData,
  }),
  getMasterchainInfo: get('getMasterchainInfo', {
    summary: 'Last and initial masterchain blocks',
    params: [],
    response: s.masterchainInfo,
  }),
  getMasterchainBlockSignatures: get('getMasterchainBlockSignatures', {
    summary: 'Validator signatures of a masterchain block',
    params: [blockSeqno],
    response: s.blockSignatures,
  }),
  getShardBlockProof: get('getShardBlockProof', {
    summary: 'Proof linking a shard block to the masterchain',
    params: [
      workchain,
      shard,
      blockSeqno,
      param('from_seqno', 'int', 'Masterchain seqno to prove from'),
    ],
    response: s.shardBlockProof,
  }),
  getConsensusBlock: get('getConsensusBlock', {
    summary: 'Masterchain seqno most liteservers reached',
    params: [],
    response: s.consensusBlock,
  }),
  lookupBlock: get('lookupBlock', {
    summary: 'Find a block by seqno, lt or unixtime (exactly one)',
    params: [
      workchain,
      shard,
      param('seqno', 'int', 'Block seqno'),
      param('lt', 'bigint', 'An lt inside the block'),
      param('unixtime', 'int', 'Unix time the block was generated at or after'),
    ],
    response: s.blockIdExt,
  }),
  getShards: get('getShards', {
    summary: 'Shard blocks of a masterchain block',
    params: [param('seqno', 'int', 'Masterchain seqno', { required: true })],
    response: s.shards,
  }),
  getBlockHeader: get('getBlockHeader', {
    summary: 'Header of a block',
    params: [workchain, shard, blockSeqno, rootHash, fileHash],
    response: s.blockHeader,
  }),
  getOutMsgQueueSize: get('getOutMsgQueueSize', {
    summary: 'Outbound message queue sizes per shard',
    params: [],
    response: s.outMsgQueueSize,
  }),
  getBlockTransactions: get('getBlockTransactions', {
    summary: 'Short transaction ids of a block',
    params: blockTxParams,
    response: s.blockTransactions,
  }),
  getBlockTransactionsExt: get('getBlockTransactionsExt', {
    summary: 'Full transactions of a block',
    params: blockTxParams,
    response: s.blockTransactionsExt,
  }),
  getTransactions: get('getTransactions', {
    summary: 'Transactions of an account, newest first',
    params: txListParams,
    maxLimit: 1000,
    defaultLimit: 10,
    response: s.transactions,
  }),
  getTransactionsStd: get('getTransactionsStd', {
    summary: 'Transactions of an account in tonlib form, with previous_transaction_id',
    params: txListParams,
    maxLimit: 1000,
    defaultLimit: 10,
    response: s.transactionsStd,
  }),
  tryLocateTx: get('tryLocateTx', {
    summary: 'Transaction on destination that received the message',
    params: txLocate,
    response: s.transaction,
  }),
  tryLocateResultTx: get('tryLocateResultTx', {
    summary: 'Same as tryLocateTx',
    params: txLocate,
    response: s.transaction,
  }),
  tryLocateSourceTx: get('tryLocateSourceTx', {
    summary: 'Transaction on source that sent the message',
    params: txLocate,
    response: s.transaction,
  }),
  sendBoc: post('sendBoc', {
    send: true,
    summary: 'Broadcast an external message (never retried)',
    params: [boc],
    response: s.sendBoc,
  }),
  sendBocReturnHash: post('sendBocReturnHash', {
    send: true,
    summary: 'Broadcast an external message and return its hashes (never retried)',
    params: [boc],
    response: s.sendBocReturnHash,
  }),
  estimateFee: post('estimateFee', {
    summary: 'Estimate the fees of a message',
    params: [
      address,
      param('body', 'boc', 'Message body BoC (base64)', { required: true }),
      param('init_code', 'boc', 'StateInit code BoC', { default: '' }),
      param('init_data', 'boc', 'StateInit data BoC', { default: '' }),
      param('ignore_chksig', 'boolean', 'Ignore signature checks', { default: true }),
    ],
    response: s.estimateFee,
  }),
  runGetMethod: post('runGetMethod', {
    summary: 'Run a get-method (legacy [type, value] stack)',
    params: runParams('Stack entries [type, value]; [] when empty'),
    response: s.runGetMethod,
  }),
  runGetMethodStd: post('runGetMethodStd', {
    summary: 'Run a get-method (tvm.stackEntry* stack)',
    params: runParams('tvm.stackEntry* objects; [] when empty'),
    response: s.runGetMethodStd,
  }),
  detectAddress: get('detectAddress', {
    summary: 'All forms of an address',
    params: [address],
    response: s.detectAddress,
  }),
  detectHash: get('detectHash', {
    summary: 'All forms of a hash',
    params: [param('hash', 'hash', 'A 32-byte hash', { required: true })],
    response: s.detectHash,
  }),
  packAddress: get('packAddress', {
    summary: 'Raw → user-friendly',
    params: [address],
    response: s.packAddress,
  }),
  unpackAddress: get('unpackAddress', {
    summary: 'User-friendly → raw',
    params: [address],
    response: s.unpackAddress,
  }),
  getConfigParam: get('getConfigParam', {
    summary: 'One configuration parameter (cell BoC)',
    params: [
      param('config_id', 'int', 'Configuration parameter number', { required: true }),
      seqno,
    ],
    response: s.configInfo,
  }),
  getConfigAll: get('getConfigAll', {
    summary: 'Whole configuration (cell BoC)',
    params: [seqno],
    response: s.configInfo,
  }),
  getLibraries: get('getLibraries', {
    summary: 'Library cells by hash',
    params: [param('libraries', 'array-of-hash', 'Library hashes', { required: true })],
    response: s.libraries,
  }),
};

export type V2OperationName = keyof typeof v2Operations;
