import { STATUS_KINDS, transactionStatus, type Status } from '../../../../shared/status';
import { toRawUpper } from '../../../../shared/ton/address';
import { parsedOrNull } from '../../../../shared/parses';
import { nanoToTon } from '../../../../shared/ton/amount';
import { decodeBody, type DecodedMessageBody } from '../../../../shared/ton/message-body';
import { revealUnsafe, truncateText } from '../../../../shared/text/safety';
import { tokenNameLine } from '../../../../shared/text/name-judgement';
import { jettonAmountText } from '../../../../shared/ton/jetton-unit';
import type { Network } from '../../../../shared/profiles';
import { jettonMasterOfWallet, tokenInfoAt } from '../../../../shared/ton/metadata-map';
import { assetFacts } from '../../../../shared/ton/asset-facts';
import { tokenDisplay } from '../../lib/token-info';
import type { MetadataMap, TraceNode, V3Message, V3Trace, V3Transaction } from '../../lib/v3-types';

/**
 * The trace graph model: a pure function of a v3 trace (`/api/v3/traces`, with its `metadata`)
 * turning transactions into nodes and messages into edges, ready for layout. Nodes carry the
 * account's letter (one per account, reused when the account transacts again, so a bounce or
 * excess returns to its sender's letter) and the status from the shared status model; edges
 * carry what the message moved (TON in nanotons, jetton units with the master's symbol, NFT)
 * and its operation, decoded from the body.
 */

/** A node: one transaction, or a message's destination that has no transaction (yet). */
export interface TraceGraphNode {
  /** Transaction hash (base64, as v3 sends it); `msg:<hash>` for a placeholder. */
  id: string;
  /** What the node stands for: a transaction, a message still in flight, or a transaction the index lacks. */
  kind: 'tx' | 'pending' | 'missing';
  /** Raw upper-case address of the account (null when the index lacks the transaction). */
  account: string | null;
  /** Letter of the account: A, B, … Z, AA, AB… in the order accounts first appear. */
  letter: string;
  /** From the shared status model (`transactionStatus`; pending/incomplete for placeholders). */
  status: Status;
  /** Total fees in nanotons (decimal string); null for placeholders. */
  feesNano: string | null;
  /** Logical time and unix time of the transaction; null for placeholders. */
  lt: string | null;
  utime: number | null;
  /** Transaction hash to open (null for placeholders). */
  txHash: string | null;
}

/** What one message moved and did, decoded from its value and body. */
export interface TraceEdgeLabel {
  /** Plain name of the operation: "Text comment", "Jetton transfer", "Bounce", "External message"… */
  operation: string;
  /** Decoded body kind (`shared/ton/message-body`), `external` for an external inbound message. */
  kind: DecodedMessageBody['kind'] | 'external';
  /** TON value attached, nanotons (decimal string); null for external messages. */
  valueNano: string | null;
  /** Jetton amount in the jetton's units, with the master (raw) and its symbol/decimals when known. */
  jetton?: { units: string; master: string | null; symbol: string | null; decimals: number };
  /** NFT item moved (raw address) and its name when the metadata has one. */
  nft?: { item: string; name: string | null };
  comment?: string;
  bounced: boolean;
  /** Hex opcode (`0x…`) when the body has one. */
  opcode: string | null;
}

/** An edge: the message from one transaction to the transaction it caused. */
export interface TraceGraphEdge {
  /** Message hash. */
  id: string;
  /** Source node id; null for the external message that started the trace. */
  from: string | null;
  to: string;
  label: TraceEdgeLabel;
  /** Tone of the edge: the status tone of the transaction the message caused. */
  status: Status;
  pending: boolean;
}

/** The model of one trace. */
export interface TraceGraph {
  nodes: TraceGraphNode[];
  edges: TraceGraphEdge[];
  /** Accounts with their letter, in letter order (raw upper-case addresses). */
  accounts: Array<{ account: string; letter: string }>;
  pending: boolean;
}

/** Letter of the n-th account (0-based): A…Z, AA…AZ, BA…, like spreadsheet columns. */
export function accountLetter(n: number): string {
  let s = '';
  let i = n;
  do {
    s = String.fromCharCode(65 + (i % 26)) + s;
    i = Math.floor(i / 26) - 1;
  } while (i >= 0);
  return s;
}

/** Raw upper-case form of an address; text that is no address stays as it is. */
function raw(address: string | null | undefined): string | null {
  return address ? (parsedOrNull(() => toRawUpper(address)) ?? address) : null;
}

/** The jetton master of a jetton wallet (raw upper-case), from its `metadata` token info. */
function masterOf(metadata: MetadataMap | null | undefined, wallet: string | null): string | null {
  return raw(jettonMasterOfWallet(metadata, wallet));
}

const JETTON_KINDS = new Set<DecodedMessageBody['kind']>([
  'jetton-transfer',
  'jetton-internal-transfer',
  'jetton-notify',
  'jetton-burn',
  'jetton-burn-notification',
]);

/**
 * Decodes what a message moved. Jetton messages travel between a jetton wallet and its owner
 * or another jetton wallet (or the master, for burns), so the master is read from whichever
 * end is a jetton wallet in `metadata`; NFT messages name the item (the destination of a
 * transfer, the source of an ownership notice).
 */
export function edgeLabel(msg: V3Message, metadata?: MetadataMap | null): TraceEdgeLabel {
  const external = !msg.source;
  const body = decodeBody(msg.message_content?.body);
  const decoded = msg.message_content?.decoded as { type?: string; comment?: string } | null;
  const bounced = !!msg.bounced;
  const label: TraceEdgeLabel = {
    operation: external
      ? 'External message'
      : bounced
        ? 'Bounce'
        : body.kind === 'empty'
          ? 'TON transfer'
          : body.name,
    kind: external ? 'external' : body.kind,
    valueNano: external ? null : (msg.value ?? '0'),
    bounced,
    opcode: body.opcode ?? msg.opcode ?? null,
  };
  const comment =
    body.comment ??
    (decoded?.type === 'text_comment' && typeof decoded.comment === 'string'
      ? decoded.comment
      : undefined);
  if (comment !== undefined && !external) label.comment = comment;
  if (!external && !bounced && JETTON_KINDS.has(body.kind) && body.fields.amount) {
    const src = raw(msg.source);
    const dst = raw(msg.destination);
    const master =
      body.kind === 'jetton-burn-notification'
        ? dst
        : (masterOf(metadata, dst) ?? masterOf(metadata, src));
    // An unknown jetton reads as everywhere else (`assetFacts`: the default decimals and symbol).
    const facts = assetFacts({ type: 'jetton' }, master ? tokenDisplay(master, metadata) : null);
    label.jetton = { units: body.fields.amount, master, ...facts };
  }
  if (
    !external &&
    !bounced &&
    (body.kind === 'nft-transfer' || body.kind === 'nft-ownership-assigned')
  ) {
    const item = raw(body.kind === 'nft-transfer' ? msg.destination : msg.source);
    if (item) {
      const info = tokenInfoAt(metadata, item, 'nft_items');
      label.nft = { item, name: info?.name ?? null };
    }
  }
  return label;
}

/** TON amount as text with full precision: `1.5 TON`. */
export function tonText(nano: string): string {
  return `${nanoToTon(nano)} TON`;
}

/**
 * Jetton amount as plain text with the master's decimals, its symbol as chain text and the
 * master's short form (`1,500 DEMO · EQAb…x9Zt`; a symbol reading as TON gets `⚠`): a jetton
 * never reads as native TON (see `jettonUnitText`).
 */
export function jettonText(j: NonNullable<TraceEdgeLabel['jetton']>, network: Network): string {
  return jettonAmountText(j.units, j, j.master, network);
}

/** An NFT item's name as plain text (bounded, hidden characters spelled out, flagged by the name rules). */
export function nftText(nft: NonNullable<TraceEdgeLabel['nft']>, max = 24): string {
  return nft.name ? `NFT ${tokenNameLine(nft.name, max, { source: 'nft' })}` : 'NFT';
}

/**
 * A comment as drawn in the graph and its table (plain text, SVG included): hidden characters
 * spelled out as markers (`⟦U+202E RLO⟧`), so none reorders or hides text; `max` code points.
 */
export function commentText(comment: string, max: number): string {
  return truncateText(revealUnsafe(comment), max);
}

/**
 * The two short lines drawn on an edge: what moved (jetton amount, NFT, else TON) and the
 * operation (comment text when there is one).
 */
export function edgeLines(l: TraceEdgeLabel, network: Network): [string, string] {
  const value = l.jetton
    ? jettonText(l.jetton, network)
    : l.nft
      ? nftText(l.nft)
      : l.valueNano !== null
        ? tonText(l.valueNano)
        : '';
  const op =
    l.kind === 'comment' && l.comment !== undefined
      ? `“${commentText(l.comment, 40)}”`
      : l.operation;
  return [value, op];
}

const PENDING: Status = {
  kind: 'pending',
  ...STATUS_KINDS.pending,
  reason: 'The message is not processed yet: its transaction is still to come.',
};
const MISSING: Status = {
  kind: 'incomplete',
  ...STATUS_KINDS.incomplete,
  reason: 'The index does not have this transaction.',
};

type Txs = Record<string, V3Transaction>;

/** The graph's links as they are found: edges, the children of each node, placeholders. */
interface Links {
  edges: TraceGraphEdge[];
  /** Node id → its children's ids, in the order their messages were sent. */
  children: Map<string, string[]>;
  /** Nodes some message of the trace leads to. */
  hasParent: Set<string>;
  placeholders: TraceGraphNode[];
}

/** What every step of {@link buildTraceGraph} reads. */
interface TraceFacts {
  txs: Txs;
  /** The transactions by logical time, earliest first. */
  order: V3Transaction[];
  /** Each transaction's status (`transactionStatus`), by hash. */
  status: Map<string, Status>;
  /** The trace is still pending (its missing transactions are to come). */
  pending: boolean;
  metadata?: MetadataMap | null;
}

/** Records `child` under `parent`. */
function addChild(links: Links, parent: string, child: string): void {
  const list = links.children.get(parent);
  if (list) list.push(child);
  else links.children.set(parent, [child]);
  links.hasParent.add(child);
}

/** The trace's transactions by logical time, earliest first. */
function byLt(txs: Txs): V3Transaction[] {
  return Object.values(txs).sort((a, b) => {
    const d = BigInt(a.lt) - BigInt(b.lt);
    return d < 0n ? -1 : d > 0n ? 1 : 0;
  });
}

/** Transactions the tree names but the index lacks, by hash: their parent and in-message. */
function missingFromTree(
  trace: V3Trace,
  txs: Txs,
): Map<string, { parent: string | null; inMsg: string | null }> {
  const missing = new Map<string, { parent: string | null; inMsg: string | null }>();
  const walk = (node: TraceNode, parent: string | null) => {
    if (node.tx_hash && !txs[node.tx_hash]) {
      missing.set(node.tx_hash, { parent, inMsg: node.in_msg_hash ?? null });
    }
    for (const c of node.children ?? []) walk(c, node.tx_hash ?? parent);
  };
  if (trace.trace) walk(trace.trace as TraceNode, null);
  return missing;
}

/**
 * Each out message of each transaction as an edge: to the transaction whose in-message it is,
 * else to a placeholder of its destination (pending while the trace is, missing otherwise).
 * External out messages (no destination: logs) are left out.
 */
function linkOutMessages(links: Links, f: TraceFacts): void {
  const byInMsg = new Map<string, string>();
  for (const [hash, tx] of Object.entries(f.txs)) {
    if (tx.in_msg?.hash) byInMsg.set(tx.in_msg.hash, hash);
  }
  for (const tx of f.order) {
    for (const m of tx.out_msgs ?? []) {
      if (!m.destination) continue;
      const child = byInMsg.get(m.hash);
      if (child) {
        addChild(links, tx.hash, child);
        const st = f.status.get(child)!;
        const label = edgeLabel(f.txs[child]!.in_msg ?? m, f.metadata);
        links.edges.push({
          id: m.hash,
          from: tx.hash,
          to: child,
          label,
          status: st,
          pending: st.kind === 'pending',
        });
        continue;
      }
      const id = `msg:${m.hash}`;
      const status = f.pending ? PENDING : MISSING;
      links.placeholders.push(
        placeholder(id, f.pending ? 'pending' : 'missing', raw(m.destination), status, null),
      );
      addChild(links, tx.hash, id);
      const label = edgeLabel(m, f.metadata);
      links.edges.push({ id: m.hash, from: tx.hash, to: id, label, status, pending: f.pending });
    }
  }
}

/** A node for a message's destination that has no transaction (yet): lettered later. */
function placeholder(
  id: string,
  kind: TraceGraphNode['kind'],
  account: string | null,
  status: Status,
  txHash: string | null,
): TraceGraphNode {
  return { id, kind, account, letter: '', status, feesNano: null, lt: null, utime: null, txHash };
}

/** A placeholder for each transaction the tree names and the index lacks, under its parent. */
function linkTreeMissing(
  links: Links,
  missing: ReturnType<typeof missingFromTree>,
  txs: Txs,
): void {
  for (const [hash, where] of missing) {
    links.placeholders.push(placeholder(hash, 'missing', null, MISSING, hash));
    if (where.parent && txs[where.parent]) addChild(links, where.parent, hash);
  }
}

/**
 * The in-message of each root (a transaction no message of this trace leads to: normally the
 * one external) as an edge from nowhere, put before the others.
 */
function linkRoots(links: Links, f: TraceFacts): void {
  for (const tx of f.order) {
    if (!links.hasParent.has(tx.hash) && tx.in_msg) {
      links.edges.unshift({
        id: tx.in_msg.hash,
        from: null,
        to: tx.hash,
        label: edgeLabel(tx.in_msg, f.metadata),
        status: f.status.get(tx.hash)!,
        pending: false,
      });
    }
  }
}

/**
 * The nodes in breadth-first order from `starts`, each account lettered when it first
 * appears; the accounts with their letters, in letter order.
 */
function letterNodes(
  starts: string[],
  links: Links,
  f: TraceFacts,
): Pick<TraceGraph, 'nodes' | 'accounts'> {
  const letters = new Map<string, string>();
  const accounts: TraceGraph['accounts'] = [];
  const letterOf = (account: string | null): string => {
    if (!account) return '?';
    let l = letters.get(account);
    if (!l) {
      l = accountLetter(letters.size);
      letters.set(account, l);
      accounts.push({ account, letter: l });
    }
    return l;
  };
  const nodes: TraceGraphNode[] = [];
  const placeholderById = new Map(links.placeholders.map((p) => [p.id, p]));
  const queue = [...starts];
  const seen = new Set<string>();
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    if (seen.has(id)) continue;
    seen.add(id);
    const tx = f.txs[id];
    if (tx) {
      const account = raw(tx.account)!;
      nodes.push({
        id,
        kind: 'tx',
        account,
        letter: letterOf(account),
        status: f.status.get(id)!,
        feesNano: tx.total_fees,
        lt: tx.lt,
        utime: tx.now,
        txHash: tx.hash,
      });
    } else {
      const p = placeholderById.get(id)!;
      nodes.push({ ...p, letter: letterOf(p.account) });
    }
    for (const c of links.children.get(id) ?? []) queue.push(c);
  }
  return { nodes, accounts };
}

/**
 * Builds the graph of a v3 trace. Edges come from matching each transaction's inbound message
 * hash with its parent's out messages (the tree, when sent, supplies transactions the index
 * lacks); an internal out message with no transaction becomes a placeholder node: pending
 * while the trace is pending, missing otherwise. External out messages (logs) are left out.
 * Letters follow the order of first appearance walking the trace breadth-first from its root.
 */
export function buildTraceGraph(trace: V3Trace, metadata?: MetadataMap | null): TraceGraph {
  const txs = (trace.transactions ?? {}) as Txs;
  const order = byLt(txs);
  const facts: TraceFacts = {
    txs,
    order,
    status: new Map(order.map((tx) => [tx.hash, transactionStatus(tx)])),
    pending: trace.trace_info?.trace_state === 'pending',
    metadata,
  };
  const treeMissing = missingFromTree(trace, txs);
  const links: Links = { edges: [], children: new Map(), hasParent: new Set(), placeholders: [] };
  linkOutMessages(links, facts);
  linkTreeMissing(links, treeMissing, txs);
  // Roots: transactions no message of this trace leads to (normally the one external).
  const roots = order.filter((tx) => !links.hasParent.has(tx.hash)).map((tx) => tx.hash);
  linkRoots(links, facts);
  const unplaced = [...treeMissing.keys()].filter((h) => !links.hasParent.has(h));
  const { nodes, accounts } = letterNodes([...roots, ...unplaced], links, facts);
  return {
    nodes,
    edges: links.edges,
    accounts,
    pending: facts.pending || nodes.some((n) => n.kind === 'pending'),
  };
}
