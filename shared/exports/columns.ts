import type { ExportKind } from './kinds';

/** One column of an export file: the stable key (JSONL field, CSV header) and a description. */
export interface ColumnDef {
  key: string;
  description: string;
}

const c = (key: string, description: string): ColumnDef => ({ key, description });

const TIME = [
  c('time_utc', 'Time of the transaction, UTC, ISO 8601 (2024-05-01T12:00:00Z)'),
  c('unix_time', 'Time of the transaction, unix seconds'),
  c('lt', 'Logical time of the transaction'),
  c('tx_hash', 'Transaction hash (base64)'),
];
const PARTIES = [
  c('direction', 'in = received by the account, out = sent by it, self = both'),
  c('from', 'Sender, user-friendly'),
  c('from_raw', 'Sender, raw wc:hex'),
  c('to', 'Receiver, user-friendly'),
  c('to_raw', 'Receiver, raw wc:hex'),
];
const FEE = [
  c('fee', 'Total fees of the transaction, TON (counted once per transaction)'),
  c('fee_raw', 'Total fees, nanotons'),
];
const TAIL = [
  c('comment', 'Text comment (TEP text_comment), if any'),
  c(
    'status',
    'Status word, as the app shows it: Success, Credited (a deposit to an account with no code yet), Failed, Action failed, Bounced, Bounce returned, No gas, Aborted, Pending',
  ),
  c('status_detail', 'The reason behind the status, with exit and result codes'),
  c(
    'operation',
    'Operation in words, the same words in every export: TON transfer, Text comment, Jetton transfer, Internal transfer, Jetton notification, Excesses, Jetton burn, NFT transfer, Ownership assigned, Contract deploy, or Unknown 0x… (opcode)',
  ),
];

/** Columns of each kind, in file order. Every cell is a string (exact: no float rounding). */
const BASE_COLUMNS: Record<ExportKind, readonly ColumnDef[]> = {
  transactions: [
    ...TIME,
    ...PARTIES,
    c('amount_in', 'TON received with the incoming message'),
    c('amount_in_raw', 'Nanotons received'),
    c('amount_out', 'TON sent in outgoing messages'),
    c('amount_out_raw', 'Nanotons sent'),
    ...FEE,
    ...TAIL,
    c('out_msgs', 'Number of outgoing messages'),
    c('moved_asset', 'What the transaction moved: TON, the jetton symbol, or NFT'),
    c('moved_amount', "Amount moved with decimals applied (TON or the jetton's)"),
    c('moved_amount_raw', 'Amount moved in the smallest unit (1 for an NFT)'),
    c(
      'moved_token_raw',
      'The token moved: the jetton master (not the jetton wallet) or the NFT item, raw',
    ),
    c('counterparty', 'The other side (the owner for jettons and NFTs), user-friendly'),
    c('counterparty_raw', 'The other side, raw'),
  ],
  'ton-transfers': [
    ...TIME,
    c('msg_hash', 'Message hash (base64)'),
    ...PARTIES,
    c('amount', 'TON carried by the message'),
    c('amount_raw', 'Nanotons carried by the message'),
    ...FEE,
    ...TAIL,
  ],
  'jetton-transfers': [
    ...TIME,
    ...PARTIES,
    c('amount', "Jetton amount with the master's decimals applied"),
    c('amount_raw', 'Jetton amount in the smallest unit'),
    c('jetton_symbol', 'Jetton symbol (metadata)'),
    c('jetton_decimals', 'Decimals used for amount'),
    c('jetton_master', 'Jetton master, user-friendly'),
    c('jetton_master_raw', 'Jetton master, raw'),
    ...TAIL,
    c('query_id', 'query_id of the transfer'),
  ],
  'nft-transfers': [
    ...TIME,
    ...PARTIES,
    c('nft_item', 'NFT item, user-friendly'),
    c('nft_item_raw', 'NFT item, raw'),
    c('nft_collection', 'NFT collection, user-friendly'),
    c('nft_collection_raw', 'NFT collection, raw'),
    ...TAIL,
    c('query_id', 'query_id of the transfer'),
  ],
  actions: [
    c('time_utc', 'End time of the action, UTC, ISO 8601'),
    c('unix_time', 'End time of the action, unix seconds'),
    c('lt', 'End lt of the action'),
    c('action_id', 'Action id (base64)'),
    c('trace_id', 'Trace id (base64)'),
    c('tx_hashes', "Hashes of the action's transactions, space-separated"),
    c('type', 'Action type (ton_transfer, jetton_transfer, nft_transfer, …)'),
    ...PARTIES,
    c('amount', "Amount with decimals applied (TON or the jetton's)"),
    c('amount_raw', 'Amount in the smallest unit'),
    c('asset', 'TON or the jetton symbol'),
    c('jetton_master', 'Jetton master, user-friendly'),
    c('jetton_master_raw', 'Jetton master, raw'),
    c('comment', 'Text comment, if any'),
    c('status', 'Status word of the action, read with its transactions (as the app shows it)'),
    c('status_detail', 'The reason behind the status, with exit and result codes'),
    c('details', "The action's details as JSON"),
  ],
  ledger: [
    ...TIME,
    c('asset', 'TON, the jetton symbol, or NFT'),
    c('asset_raw', 'The jetton master or the NFT item, raw (empty for TON)'),
    c(
      'kind',
      'ton_received, ton_sent (one per outgoing message), fee (total_fees plus forward and IHR fees of the outgoing messages), bounce_returned, jetton_received, jetton_sent, jetton_minted, jetton_burned, nft_received, nft_sent',
    ),
    c('amount', "Signed amount with the asset's decimals applied (negative = out)"),
    c('amount_raw', 'Signed amount in the smallest unit (nanotons, jetton units, 1 per NFT)'),
    c(
      'counterparty',
      'The other side (the owner for jettons and NFTs, the master for mints and burns), user-friendly',
    ),
    c('counterparty_raw', 'The other side, raw'),
    c('balance_after', 'Balance after the transaction, decimals applied, where the chain says it'),
    c('balance_after_raw', 'Balance after the transaction, smallest unit'),
    c(
      'bounce_link',
      'A payment that bounced: the transaction of the return; a return: the transaction of the payment',
    ),
    c('bounce_returned_raw', 'A payment that bounced: what came back, smallest unit'),
  ],
};

/**
 * Address columns that get, right after their `<key>_raw` column, the name the app shows for
 * the address in `<key>_name` (the shared identity rule: `.ton` domain, jetton or NFT
 * metadata, "DEMO wallet of alice.ton", "alice.ton (domain NFT)"; empty when nothing names
 * it), the label shown (the user's from the workspace, else the network's built-in set) in
 * `<key>_label` and where that label comes from in `<key>_label_source` (`user`, or the data
 * set, version, category, source and submitter of an imported or built-in label; empty
 * without a label).
 */
export const LABELLED_ADDRESS_COLUMNS = [
  'from',
  'to',
  'jetton_master',
  'nft_item',
  'nft_collection',
  'moved_token',
  'counterparty',
] as const;

function withLabelColumns(cols: readonly ColumnDef[]): ColumnDef[] {
  return cols.flatMap((col) => {
    const base = col.key.replace(/_raw$/, '');
    if (base === col.key || !(LABELLED_ADDRESS_COLUMNS as readonly string[]).includes(base)) {
      return [col];
    }
    const what = base.replace('_', ' ');
    return [
      col,
      c(`${base}_name`, `Name of ${what} as the app shows it (domain, token metadata), if any`),
      c(`${base}_label`, `Label of ${what}: yours (workspace), else the built-in set's, if any`),
      c(
        `${base}_label_source`,
        `Where the label of ${what} comes from: "user", or the data set (version, category, source, submitter) of a built-in or imported label`,
      ),
    ];
  });
}

/** Columns holding text anyone can put on-chain, judged for the `text_flags` column. */
export const CHAIN_TEXT_COLUMNS = ['comment', 'jetton_symbol', 'moved_asset', 'asset'] as const;

/** The last column of every kind: what is unsafe in its chain text (the cells stay exact). */
const TEXT_FLAGS = c(
  'text_flags',
  'Hidden characters in chain text (comment, symbol): the column, then each bidi, zero-width or control character, e.g. "comment: bidi U+202E RLO"; empty when none. The text cells keep the exact on-chain text',
);

/**
 * Columns of each kind, in file order: the base columns plus the address label columns, then
 * `text_flags`.
 */
export const COLUMNS = Object.fromEntries(
  Object.entries(BASE_COLUMNS).map(([kind, cols]) => [
    kind,
    [...withLabelColumns(cols), TEXT_FLAGS],
  ]),
) as unknown as Record<ExportKind, readonly ColumnDef[]>;

/**
 * Columns whose cells are numbers (amounts with decimals applied, negative ones included,
 * unix times, counts): XLSX writes them as numbers when exact, CSV as they are. Every other
 * column is text (hashes, addresses, raw amounts, comments), and CSV applies the formula rule
 * to it (shared/csv/csv-writer.ts).
 */
export const NUMERIC_COLUMNS: ReadonlySet<string> = new Set([
  'unix_time',
  'amount',
  'amount_in',
  'amount_out',
  'fee',
  'jetton_decimals',
  'out_msgs',
]);

/** Column keys of a kind, in file order. */
export function columnKeys(kind: ExportKind): string[] {
  return COLUMNS[kind].map((col) => col.key);
}
