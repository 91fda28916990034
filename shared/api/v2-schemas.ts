import { z } from 'zod';
import { any, b64, coins, hash, int, int64, obj, optHash } from './schema-kit';

/**
 * Response schemas of the v2 operations (the `result` of the `{ok, result}` envelope), for the
 * fields the app uses. Shapes are toncenter's. 2.0 (Python) and 2.1 (C++) forms both pass.
 */

/** `ton.blockIdExt`; `shard` is a signed decimal int64 string. */
export const blockIdExt = obj({
  workchain: int,
  shard: int64,
  seqno: int,
  root_hash: hash,
  file_hash: hash,
});

/** `internal.transactionId` (`lt: "0"` + zero hash = none). */
export const transactionId = obj({ lt: int64, hash });

/** `accountAddress` object (raw.message form); `""` for external/none. */
export const accountAddress = obj({ account_address: z.string() });

/** `msg.Data*` by `@type`: raw body BoC, or base64 comment bytes. */
export const msgData = obj({
  '@type': z.string(),
  body: b64.optional(),
  init_state: b64.optional(),
  text: z.string().optional(),
});

/**
 * `ext.message` (strings for source/destination, plus the convenience `message`) or
 * `raw.message` (accountAddress objects). `source`/`destination` are `""` for externals.
 */
/**
 * A v2 balance: a coin amount, or tonlib's `-1` for an account that was never deployed
 * (getExtendedAddressInformation of an uninitialised address answers it).
 */
const balance = z.union([coins, z.literal('-1')]);

export const message = obj({
  hash: hash.optional(),
  source: z.union([z.string(), accountAddress]),
  destination: z.union([z.string(), accountAddress]),
  value: coins,
  fwd_fee: coins.optional(),
  ihr_fee: coins.optional(),
  created_lt: int64.optional(),
  body_hash: hash.optional(),
  msg_data: msgData.optional(),
  message: z.string().optional(),
});

/** `ext.transaction` / `raw.transaction`: `data` is the BoC of the transaction. */
export const transaction = obj({
  account: z.string().optional(),
  address: accountAddress.optional(),
  utime: int,
  data: b64,
  transaction_id: transactionId,
  fee: coins,
  storage_fee: coins,
  other_fee: coins,
  in_msg: message.nullish(),
  out_msgs: z.array(message),
});

export const addressInformation = obj({
  balance,
  code: b64,
  data: b64,
  last_transaction_id: transactionId,
  block_id: blockIdExt.optional(),
  frozen_hash: optHash,
  sync_utime: int,
  state: z.string(),
});

export const extendedAddressInformation = obj({
  address: accountAddress,
  balance,
  last_transaction_id: transactionId,
  block_id: blockIdExt,
  sync_utime: int,
  account_state: obj({ '@type': z.string() }),
  revision: int.optional(),
});

export const walletInformation = obj({
  wallet: z.boolean(),
  balance,
  account_state: z.string(),
  last_transaction_id: transactionId,
  wallet_type: z.string().optional(),
  seqno: int.optional(),
  wallet_id: int.optional(),
});

/** Bare balance in nanotons (2.0 may send the number 0). */
export const addressBalance = balance;
export const addressState = z.string();

export const tokenData = obj({
  contract_type: z.string(),
  address: z.string().optional(),
  total_supply: coins.optional(),
  balance: coins.optional(),
  next_item_index: int64.optional(),
  index: int64.optional(),
});

export const masterchainInfo = obj({ last: blockIdExt, init: blockIdExt, state_root_hash: hash });
export const blockSignatures = obj({
  id: blockIdExt,
  signatures: z.array(obj({ node_id_short: z.string(), signature: z.string() })),
});
export const shardBlockProof = obj({
  from: blockIdExt,
  mc_id: blockIdExt,
  links: z.array(any),
  mc_proof: z.array(any),
});
export const consensusBlock = obj({ consensus_block: int, timestamp: z.number() });
export const shards = obj({ shards: z.array(blockIdExt) });
export const blockHeader = obj({
  id: blockIdExt,
  global_id: int,
  is_key_block: z.boolean().optional(),
  prev_key_block_seqno: int.optional(),
  start_lt: int64,
  end_lt: int64,
  gen_utime: int,
  prev_blocks: z.array(blockIdExt),
});
export const outMsgQueueSize = obj({ shards: z.array(obj({ id: blockIdExt, size: int })) });

export const blockTransactions = obj({
  id: blockIdExt,
  req_count: int,
  incomplete: z.boolean(),
  transactions: z.array(obj({ mode: int.optional(), account: z.string(), lt: int64, hash })),
});
export const blockTransactionsExt = obj({
  id: blockIdExt,
  req_count: int,
  incomplete: z.boolean(),
  transactions: z.array(transaction),
});
export const transactions = z.array(transaction);
export const transactionsStd = obj({
  transactions: z.array(transaction),
  previous_transaction_id: transactionId,
});

export const sendBoc = obj({ '@type': z.string().optional() });
export const sendBocReturnHash = obj({ hash: hash, hash_norm: hash.optional() });

const fees = obj({
  in_fwd_fee: z.number(),
  storage_fee: z.number(),
  gas_fee: z.number(),
  fwd_fee: z.number(),
});
export const estimateFee = obj({ source_fees: fees, destination_fees: z.array(fees) });

/** Legacy stack entry `[type, value]` (numbers as `"0x…"`, cells as `{bytes, object}`). */
export const legacyStackEntry = z.tuple([z.string(), any]);
export const runGetMethod = obj({
  gas_used: int,
  exit_code: int,
  stack: z.array(legacyStackEntry),
});
export const runGetMethodStd = obj({
  gas_used: int,
  exit_code: int,
  stack: z.array(obj({ '@type': z.string() })),
});

export const detectAddress = obj({
  raw_form: z.string(),
  bounceable: obj({ b64: z.string(), b64url: z.string() }),
  non_bounceable: obj({ b64: z.string(), b64url: z.string() }),
  given_type: z.string(),
  test_only: z.boolean(),
});
export const detectHash = obj({ b64: hash, b64url: z.string(), hex: z.string() });
export const packAddress = z.string();
export const unpackAddress = z.string();
export const configInfo = obj({ config: obj({ bytes: b64 }) });
/** `tvm.cell`: one cell as a base64 BoC (getShardAccountCell). */
export const tvmCell = obj({ bytes: b64 });
export const libraries = obj({ result: z.array(obj({ hash, data: b64 })) });

/** The v2 envelope: success `{ok:true, result}`; errors carry text in `error` or `result`. */
export const envelope = z.looseObject({
  ok: z.boolean(),
  result: z.unknown().optional(),
  error: z.string().optional(),
  code: z.number().optional(),
});
