import type { CanvasDocument, CanvasEdgeSaved } from './document';
import type { CanvasEdge } from './edges';
import { ENTITY_ID_PREFIX, type EntityRule } from './group-schema';

export {
  canvasGroupSchema,
  ENTITY_ID_PREFIX,
  entityRuleSchema,
  groupProblems,
  publicKeyHexSchema,
  type CanvasGroup,
  type EntityRule,
} from './group-schema';

/**
 * Entities on the canvas: accounts grouped into one node, either because their wallets share
 * one public key (read by `canvas:public-keys`: get-method `get_public_key` or the wallet's data
 * cell) or because the analyst grouped them by hand, with a note. A group is kept in the
 * canvas document; the edges stay per account in the document (what the ledger says, what the
 * CSV exports), and {@link canvasView} draws them summed per entity:
 *
 * - an edge between a member and an outside account (or another entity) joins the edges of the
 *   other members with the same outside end and asset: amounts and counts add up, the first time
 *   is the earliest, the last the latest;
 * - an edge between two members of one entity is a move inside the entity: it is not drawn (a
 *   loop would read as a flow out of it) and is not in the entity's in/out totals; the entity
 *   lists these moves on its own.
 *
 * Addresses raw upper-case; amounts decimal strings in the asset's smallest unit.
 */

/** How the rule reads on the entity's node: `same public key 3f2a…9c01` or `grouped by hand`. */
export function ruleText(rule: EntityRule): string {
  return rule.kind === 'public-key'
    ? `same public key ${rule.publicKey.slice(0, 4)}…${rule.publicKey.slice(-4)}`
    : 'grouped by hand';
}

/** A node as drawn: an account alone, or an entity holding its members. */
export interface ViewNode {
  /** The account's raw address, or the entity's id (`entity:<n>`). */
  id: string;
  kind: 'account' | 'entity';
  /** The accounts it stands for (one for an account). */
  members: string[];
  x: number;
  y: number;
}

/**
 * An edge as drawn: the sum of one or more of the document's edges (see the module comment).
 * A {@link CanvasEdge} between the drawn ends: `from` and `to` are account addresses or entity
 * ids, `id` is `<from>><to>|<asset>` of those ends (an ungrouped edge keeps its own id), and
 * `amount`, `count` and the times are the members' Σ, first and last.
 */
export interface ViewEdge extends CanvasEdge {
  /** Ids of the document's edges it sums. */
  members: string[];
}

/** What {@link canvasView} draws: nodes, summed edges, and each entity's inside moves. */
export interface CanvasView {
  nodes: ViewNode[];
  edges: ViewEdge[];
  /** Entity id → the document's edges between two of its members (not drawn). */
  internal: Map<string, CanvasEdgeSaved[]>;
  /** Account → the id of the node that draws it (itself, or its entity). */
  nodeOf: Map<string, string>;
}

/**
 * The canvas as drawn: grouped accounts replaced by their entity's node, edges summed per
 * drawn ends and asset, moves inside an entity set apart (see the module comment). With no
 * groups, nodes and edges are the document's own (same ids, same amounts). Edge order: the
 * document's order of each sum's first member. Throws only on a non-integer amount.
 */
export function canvasView(doc: Pick<CanvasDocument, 'nodes' | 'edges' | 'groups'>): CanvasView {
  const nodeOf = new Map<string, string>();
  for (const g of doc.groups) for (const m of g.members) nodeOf.set(m, g.id);
  const nodes: ViewNode[] = [];
  for (const n of doc.nodes) {
    if (nodeOf.has(n.address)) continue;
    nodeOf.set(n.address, n.address);
    nodes.push({ id: n.address, kind: 'account', members: [n.address], x: n.x, y: n.y });
  }
  for (const g of doc.groups) {
    nodes.push({ id: g.id, kind: 'entity', members: [...g.members], x: g.x, y: g.y });
  }
  const sums = new Map<string, ViewEdge & { sum: bigint }>();
  const internal = new Map<string, CanvasEdgeSaved[]>();
  for (const e of doc.edges) {
    const from = nodeOf.get(e.from) ?? e.from;
    const to = nodeOf.get(e.to) ?? e.to;
    if (from === to && from.startsWith(ENTITY_ID_PREFIX)) {
      internal.set(from, [...(internal.get(from) ?? []), e]);
      continue;
    }
    const id = `${from}>${to}|${e.asset}`;
    const s = sums.get(id);
    if (s) {
      s.sum += BigInt(e.amount);
      s.count += e.count;
      s.firstUtime = Math.min(s.firstUtime, e.firstUtime);
      s.lastUtime = Math.max(s.lastUtime, e.lastUtime);
      s.members.push(e.id);
    } else {
      sums.set(id, {
        id,
        from,
        to,
        asset: e.asset,
        amount: '',
        sum: BigInt(e.amount),
        count: e.count,
        firstUtime: e.firstUtime,
        lastUtime: e.lastUtime,
        members: [e.id],
      });
    }
  }
  const edges = [...sums.values()].map(({ sum, ...e }) => ({ ...e, amount: sum.toString() }));
  return { nodes, edges, internal, nodeOf };
}

/** The next free entity id of a document. */
export function nextGroupId(doc: Pick<CanvasDocument, 'groups'>): string {
  let max = 0;
  for (const g of doc.groups) max = Math.max(max, Number(g.id.slice(ENTITY_ID_PREFIX.length)));
  return `${ENTITY_ID_PREFIX}${max + 1}`;
}

function centre(doc: Pick<CanvasDocument, 'nodes'>, members: readonly string[]) {
  const ns = doc.nodes.filter((n) => members.includes(n.address));
  const x = ns.reduce((s, n) => s + n.x, 0) / Math.max(1, ns.length);
  const y = ns.reduce((s, n) => s + n.y, 0) / Math.max(1, ns.length);
  return { x: Math.round(x), y: Math.round(y) };
}

/**
 * The document with `members` (accounts of the canvas, two or more) grouped by `rule` with
 * `note`, at the centre of their nodes. Members already in a group leave it (a group left with
 * fewer than two members is dissolved). Throws when fewer than two distinct accounts of the
 * canvas are given.
 */
export function groupAccounts<D extends Pick<CanvasDocument, 'nodes' | 'groups'>>(
  doc: D,
  members: readonly string[],
  rule: EntityRule,
  note = '',
): D {
  const onCanvas = new Set(doc.nodes.map((n) => n.address));
  const chosen = [...new Set(members)].filter((m) => onCanvas.has(m));
  if (chosen.length < 2) throw new Error('Choose two or more accounts of the canvas to group.');
  const id = nextGroupId(doc);
  const rest = doc.groups
    .map((g) => ({ ...g, members: g.members.filter((m) => !chosen.includes(m)) }))
    .filter((g) => g.members.length >= 2);
  return {
    ...doc,
    groups: [...rest, { id, members: chosen, rule, note, ...centre(doc, chosen) }],
  };
}

/** The document without the group `id` (its members drawn on their own again). */
export function ungroup<D extends Pick<CanvasDocument, 'groups'>>(doc: D, id: string): D {
  return { ...doc, groups: doc.groups.filter((g) => g.id !== id) };
}

/**
 * The document with the accounts that share a public key grouped, one entity per key held by
 * two or more of its accounts (`keys`: account → key hex, or null when it has none). Accounts
 * grouped by hand stay as they are; an entity of the same key already there takes the new
 * members. Answers the document and the number of entities made or grown.
 */
export function groupBySharedKey<D extends Pick<CanvasDocument, 'nodes' | 'groups'>>(
  doc: D,
  keys: ReadonlyMap<string, string | null>,
): { doc: D; grouped: number } {
  const manual = new Set(
    doc.groups.filter((g) => g.rule.kind === 'manual').flatMap((g) => g.members),
  );
  const byKey = new Map<string, string[]>();
  for (const n of doc.nodes) {
    const key = keys.get(n.address);
    if (!key || manual.has(n.address)) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), n.address]);
  }
  let next = doc;
  let grouped = 0;
  for (const [publicKey, accounts] of byKey) {
    const existing = next.groups.find(
      (g) => g.rule.kind === 'public-key' && g.rule.publicKey === publicKey,
    );
    const members = [...new Set([...(existing?.members ?? []), ...accounts])];
    if (members.length < 2 || (existing && members.length === existing.members.length)) continue;
    next = groupAccounts(
      existing ? ungroup(next, existing.id) : next,
      members,
      { kind: 'public-key', publicKey },
      existing?.note ?? '',
    );
    grouped++;
  }
  return { doc: next, grouped };
}
