import { z } from 'zod';
import {
  addressBook,
  any,
  b64,
  coins,
  hash,
  hexShard,
  int,
  int64,
  metadata,
  obj,
  optHash,
  rawAddress,
} from './schema-kit';

/**
 * Response schemas of the v3 operations (bare bodies, no envelope), for the fields the app
 * uses. Shapes are toncenter's. Addresses are raw upper-case; hashes base64; lt/amounts strings.
 */

const addr = rawAddress.nullish();
const book = addressBook.optional();
const meta = metadata.optional();

/**
 * A v3 list response with its address book and token metadata (both optional):
 * `{[key]: [row…], address_book, metadata}`.
 */
function listWithBook<const K extends string, T extends z.ZodType>(key: K, row: T) {
  return obj({
    ...({ [key]: z.array(row) } as Record<K, z.ZodArray<T>>),
    address_book: book,
    metadata: meta,
  });
}

/** A nanoton amount (a fee, or a transaction phase's), absent when not stated. */
const fee = coins.nullish();
const flag = z.boolean().nullish();
const code = z.number().int().nullish();

export const blockRef = obj({ workchain: int, shard: hexShard, seqno: int });

export const block = obj({
  workchain: int,
  shard: hexShard,
  seqno: int,
  root_hash: hash,
  file_hash: hash,
  gen_utime: int64,
  start_lt: int64,
  end_lt: int64,
  tx_count: int.nullish(),
  prev_blocks: z.array(blockRef).nullish(),
  /** The block's random seed (base64, 32 bytes): the seed its transactions' c7 derives from. */
  rand_seed: b64.nullish(),
  key_block: z.boolean().nullish(),
  prev_key_block_seqno: int.nullish(),
  /** The masterchain block whose state the block was built on (shard blocks). */
  master_ref_seqno: int.nullish(),
  masterchain_block_ref: blockRef.nullish(),
});

export const messageContent = obj({
  hash: hash.nullish(),
  body: b64.nullish(),
  decoded: any.nullish(),
});

export const message = obj({
  hash,
  source: addr,
  destination: addr,
  value: coins.nullish(),
  /** Forward fee the sender paid and the destination has not yet collected, nanotons. */
  fwd_fee: fee,
  /** Instant hypercube routing fee, nanotons (0 or absent today). */
  ihr_fee: fee,
  created_lt: int64.nullish(),
  created_at: int64.nullish(),
  opcode: z.string().nullish(),
  bounce: flag,
  bounced: flag,
  message_content: messageContent.nullish(),
  /** The StateInit a deploying message carries (toncenter's object, shown raw). */
  init_state: any.optional(),
  hash_norm: hash.optional(),
});

export const accountStateRef = obj({
  hash: hash.nullish(),
  balance: coins.nullish(),
  account_status: z.string().nullish(),
});

/**
 * A transaction's description (TL-B `TransactionDescr`, toncenter's field names): its kind,
 * and the phases the ledger's fee breakdown and the transaction page read. Fees in nanotons.
 */
export const description = obj({
  type: z.string().optional(),
  aborted: z.boolean().optional(),
  destroyed: flag,
  storage_ph: obj({
    storage_fees_collected: fee,
    storage_fees_due: fee,
    status_change: z.string().nullish(),
  }).nullish(),
  credit_ph: obj({ due_fees_collected: fee, credit: fee }).nullish(),
  compute_ph: obj({
    skipped: flag,
    reason: z.string().nullish(),
    success: flag,
    exit_code: code,
    gas_used: fee,
    gas_fees: fee,
    vm_steps: code,
  }).nullish(),
  action: obj({
    success: flag,
    result_code: code,
    tot_actions: code,
    msgs_created: code,
    total_fwd_fees: fee,
    total_action_fees: fee,
  }).nullish(),
  bounce: obj({
    type: z.string().nullish(),
    msg_fees: fee,
    fwd_fees: fee,
    req_fwd_fees: fee,
  }).nullish(),
});

export const transaction = obj({
  account: rawAddress,
  hash,
  lt: int64,
  now: int,
  mc_block_seqno: int.nullish(),
  trace_id: hash.nullish(),
  prev_trans_hash: hash.nullish(),
  prev_trans_lt: int64.nullish(),
  orig_status: z.string().nullish(),
  end_status: z.string().nullish(),
  total_fees: coins,
  description,
  block_ref: blockRef.nullish(),
  in_msg: message.nullish(),
  out_msgs: z.array(message),
  account_state_before: accountStateRef.nullish(),
  account_state_after: accountStateRef.nullish(),
  emulated: z.boolean().optional(),
});

export const transactionsPage = obj({ transactions: z.array(transaction), address_book: book });

export const accountStates = listWithBook(
  'accounts',
  obj({
    address: rawAddress,
    balance: coins.nullish(),
    status: z.string(),
    last_transaction_hash: hash.nullish(),
    last_transaction_lt: int64.nullish(),
    code_hash: hash.optional(),
    data_hash: hash.optional(),
    interfaces: z.array(z.string()).nullish(),
  }),
);

export const walletStates = listWithBook(
  'wallets',
  obj({
    address: rawAddress,
    is_wallet: z.boolean(),
    wallet_type: z.string().optional(),
    seqno: int.optional(),
    balance: coins.optional(),
    status: z.string().optional(),
  }),
);

export const addressBookMap = addressBook;
export const metadataMap = metadata;
export const topAccounts = z.array(obj({ account: rawAddress, balance: coins }));

export const masterchainInfo = obj({ first: block, last: block });
export const blocks = obj({ blocks: z.array(block) });

export const messages = listWithBook('messages', message);

const traceNode: z.ZodType<unknown> = z.lazy(() =>
  obj({
    tx_hash: hash.nullish(),
    in_msg_hash: hash.nullish(),
    children: z.array(traceNode).optional(),
  }),
);

export const action = obj({
  trace_id: hash.nullish(),
  action_id: hash,
  start_lt: int64,
  end_lt: int64,
  start_utime: int,
  end_utime: int,
  transactions: z.array(hash),
  success: z.boolean().nullish(),
  type: z.string(),
  details: any,
  /** End of the action's trace: `/actions` filters and orders by it (absent on older servers). */
  trace_end_lt: int64.optional(),
  trace_end_utime: int.optional(),
});

export const trace = obj({
  trace_id: hash.nullish(),
  external_hash: hash.nullish(),
  mc_seqno_start: int64,
  mc_seqno_end: int64,
  start_lt: int64,
  start_utime: int,
  end_lt: int64.nullish(),
  end_utime: int.nullish(),
  trace_info: obj({ trace_state: z.string(), transactions: int, messages: int }),
  is_incomplete: z.boolean(),
  actions: z.array(action).optional(),
  trace: traceNode.optional(),
  transactions_order: z.array(hash).optional(),
  transactions: z.record(z.string(), transaction).optional(),
});

export const traces = listWithBook('traces', trace);
export const actions = listWithBook('actions', action);

export const jettonMasters = listWithBook(
  'jetton_masters',
  obj({
    address: rawAddress,
    total_supply: coins,
    mintable: z.boolean(),
    admin_address: addr,
    jetton_content: any,
    last_transaction_lt: int64,
  }),
);

export const jettonWallets = listWithBook(
  'jetton_wallets',
  obj({
    address: rawAddress,
    balance: coins,
    owner: rawAddress,
    jetton: rawAddress,
    last_transaction_lt: int64,
  }),
);

/**
 * The fields jetton and NFT transfers share: the transaction that carried the transfer and the
 * payload forwarded with it.
 */
const transferTransaction = {
  transaction_hash: hash,
  transaction_lt: int64,
  transaction_now: int,
  transaction_aborted: flag,
  forward_payload: b64.nullish(),
  decoded_forward_payload: any.optional(),
  trace_id: hash.nullish(),
};

export const jettonTransfers = listWithBook(
  'jetton_transfers',
  obj({
    query_id: int64,
    source: addr,
    destination: addr,
    amount: coins,
    source_wallet: addr,
    jetton_master: addr,
    ...transferTransaction,
  }),
);

export const jettonBurns = listWithBook(
  'jetton_burns',
  obj({
    owner: addr,
    jetton_wallet: addr,
    jetton_master: addr,
    amount: coins,
    transaction_hash: hash,
    transaction_lt: int64,
    transaction_now: int,
  }),
);

const nftCollection = obj({
  address: rawAddress,
  owner_address: addr,
  next_item_index: int64,
  last_transaction_lt: int64,
  collection_content: any,
});

export const nftCollections = listWithBook('nft_collections', nftCollection);

export const nftItem = obj({
  address: rawAddress,
  init: z.boolean(),
  index: int64,
  collection_address: addr,
  owner_address: addr,
  content: any,
  last_transaction_lt: int64,
  collection: nftCollection.nullish(),
});

export const nftItems = listWithBook('nft_items', nftItem);
export const nftTransfers = listWithBook(
  'nft_transfers',
  obj({
    query_id: int64.nullish(),
    nft_address: addr,
    nft_collection: addr,
    old_owner: addr,
    new_owner: addr,
    ...transferTransaction,
  }),
);
export const nftSales = obj({
  nft_sales: z.array(obj({ type: z.string(), address: rawAddress })),
  address_book: book,
});

export const dnsRecords = obj({
  records: z.array(
    obj({
      nft_item_address: rawAddress,
      nft_item_owner: addr,
      domain: z.string(),
      dns_wallet: addr,
      dns_next_resolver: addr,
    }),
  ),
  address_book: book,
});
export const dnsAuctions = obj({
  auctions: z.array(obj({ nft_item_address: rawAddress, domain: z.string() })),
  address_book: book,
});

export const nominatorPool = obj({ validator_address: addr, nominators_count: int.optional() });
export const nominatorPools = obj({
  nominator_pools: z.array(obj({ pool_address: rawAddress, balance: coins })),
});
export const stakingEvents = obj({
  events: z.array(obj({ tx_hash: hash, tx_lt: int64, utime: int, type: z.string() })),
});
export const stakingRewards = obj({
  rewards: z.array(obj({ utime: int, reward: int64, tx_hash: hash })),
});

export const validatorEvents = stakingEvents;
export const elections = obj({ elections: z.array(obj({ election_id: int })) });
export const cycles = obj({ cycles: z.array(obj({ cycle_start: int })) });
export const complaints = obj({ complaints: z.array(obj({ election_id: int })) });

export const multisigWallets = obj({
  multisigs: z.array(obj({ address: rawAddress })),
  address_book: book,
});
export const multisigOrders = obj({
  orders: z.array(obj({ address: rawAddress })),
  address_book: book,
});
export const vesting = obj({
  vesting_contracts: z.array(obj({ address: rawAddress, total_amount: int64 })),
  address_book: book,
});

export const decode = obj({
  opcodes: z.array(z.string()).optional(),
  bodies: z.array(any).optional(),
});

export const addressInformation = obj({
  balance: coins,
  code: b64.nullish(),
  data: b64.nullish(),
  last_transaction_lt: int64.nullish(),
  last_transaction_hash: optHash,
  frozen_hash: optHash,
  status: z.string(),
});

export const walletInformation = obj({
  balance: coins,
  wallet_type: z.string().optional(),
  seqno: int.optional(),
  wallet_id: int.optional(),
  last_transaction_lt: int64.nullish(),
  last_transaction_hash: optHash,
  status: z.string(),
});

export const sendMessage = obj({
  message_hash: hash.optional(),
  message_hash_norm: hash.optional(),
});

/** v3's estimateFee answers the same body as v2's (tonlib's fee estimate, bare). */
export { estimateFee } from './v2-schemas';

/** v3 stack entry `{type, value}`; `num` values are `"0x…"` hex. */
export const stackEntry = obj({ type: z.string(), value: any });
export const runGetMethod = obj({ gas_used: int, exit_code: int, stack: z.array(stackEntry) });

/** v3 error body `{error}` (gateway errors use the v2 shape, message in `result`). */
export const errorBody = z.looseObject({
  error: z.string().optional(),
  result: z.unknown().optional(),
});
