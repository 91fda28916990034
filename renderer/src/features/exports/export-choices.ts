import {
  EXPORT_KINDS,
  type ExportFormat,
  type ExportKind,
  type ExportOrder,
  type ExportScope,
} from '../../../../shared/exports/kinds';

const KIND_LABELS: Record<ExportKind, string> = {
  transactions: 'Transactions',
  'ton-transfers': 'TON transfers',
  'jetton-transfers': 'Jetton transfers',
  'nft-transfers': 'NFT transfers',
  actions: 'Actions',
  ledger: 'Ledger (every movement, with a statement per asset)',
};
const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV (RFC 4180, UTF-8)',
  xlsx: 'Excel (XLSX, with a summary sheet)',
  jsonl: 'JSON Lines',
};
const ORDER_LABELS: Record<ExportOrder, string> = {
  asc: 'Oldest first',
  desc: 'Newest first',
};
const SCOPE_LABELS: Record<ExportScope, string> = {
  account: 'Account',
  'jetton-master': 'Jetton master (all its transfers)',
  'nft-collection': 'NFT collection (all its transfers)',
};

/** The export form's choices among fixed options, a select each. */
export interface Choices {
  scope: ExportScope;
  kind: ExportKind;
  format: ExportFormat;
  order: ExportOrder;
}

/** What the form starts with: an account's transactions, as CSV, oldest first. */
export const FIRST_CHOICES: Choices = {
  scope: 'account',
  kind: 'transactions',
  format: 'csv',
  order: 'asc',
};

/** Each choice's select: its label and its options' words, in order. */
export const SELECTS: {
  [K in keyof Choices]: [label: string, words: Record<Choices[K], string>];
} = {
  scope: ['Kind of address', SCOPE_LABELS],
  kind: ['What to export', KIND_LABELS],
  format: ['Format', FORMAT_LABELS],
  order: ['Order', ORDER_LABELS],
};

/** The kinds an export of `scope` may be: a jetton master's or collection's transfers only. */
export function kindsOfScope(scope: ExportScope): ExportKind[] {
  return scope === 'jetton-master'
    ? ['jetton-transfers']
    : scope === 'nft-collection'
      ? ['nft-transfers']
      : [...EXPORT_KINDS];
}
