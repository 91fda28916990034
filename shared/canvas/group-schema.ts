import { z } from 'zod';

/**
 * The saved shape of an entity (a group of the canvas's accounts, see entities.ts) and the
 * check of a document's groups: what the canvas document's schema (document.ts) needs, in a
 * module that imports neither, so the document and the entities form no import circle.
 * Addresses raw upper-case.
 */

const raw = z.string().regex(/^-?\d+:[0-9A-F]{64}$/, 'a raw upper-case address');

/** A public key as hex (64 lower-case digits, 256 bits). */
export const publicKeyHexSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a 256-bit key as hex');

/** Why the members are one entity. */
export const entityRuleSchema = z.discriminatedUnion('kind', [
  /** Their wallets share this public key. */
  z.object({ kind: z.literal('public-key'), publicKey: publicKeyHexSchema }),
  /** The analyst grouped them (the reason is in the group's note). */
  z.object({ kind: z.literal('manual') }),
]);
export type EntityRule = z.output<typeof entityRuleSchema>;

/** The prefix of an entity's id (`entity:<n>`): never a raw address, so ids never collide. */
export const ENTITY_ID_PREFIX = 'entity:';

export const canvasGroupSchema = z.object({
  id: z.string().regex(/^entity:\d{1,9}$/, 'entity:<n>'),
  /** Two or more accounts of the canvas, each in at most one group. */
  members: z.array(raw).min(2).max(5000),
  rule: entityRuleSchema,
  note: z.string().max(10_000).default(''),
  /** Position of the entity's node on the picture (graph units). */
  x: z.number().finite(),
  y: z.number().finite(),
});
export type CanvasGroup = z.output<typeof canvasGroupSchema>;

/**
 * Problems of a document's groups (empty when none): a member that is not a node of the
 * canvas, an account in two groups, two groups with one id.
 */
export function groupProblems(doc: {
  nodes: ReadonlyArray<{ address: string }>;
  groups: readonly CanvasGroup[];
}): string[] {
  const nodes = new Set(doc.nodes.map((n) => n.address));
  const seen = new Map<string, string>();
  const ids = new Set<string>();
  const out: string[] = [];
  for (const g of doc.groups) {
    if (ids.has(g.id)) out.push(`two groups have the id ${g.id}`);
    ids.add(g.id);
    for (const m of g.members) {
      if (!nodes.has(m)) out.push(`${g.id}: ${m} is not an account of the canvas`);
      const other = seen.get(m);
      if (other) out.push(`${m} is in both ${other} and ${g.id}`);
      seen.set(m, g.id);
    }
  }
  return out;
}
