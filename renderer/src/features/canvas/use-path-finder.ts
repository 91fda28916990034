import { useState } from 'react';
import { findPaths, type Attribution, type FoundPath } from '../../../../shared/attribution';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { edgeId } from '../../../../shared/canvas/edges';
import { toRawUpper } from '../../../../shared/ton/address';

/** The ids a path is drawn by: its accounts and the flows of each hop (every asset). */
export function pathElementIds(p: FoundPath): Set<string> {
  const ids = new Set(p.accounts);
  for (const h of p.hops) for (const a of h.amounts) ids.add(edgeId(h.from, h.to, a.asset));
  return ids;
}

/**
 * The address `text` names: a node of the canvas by its shown name or address, else any
 * address form (raw, upper case). Throws an Error saying so when it is neither.
 */
export function resolveAccount(
  doc: Pick<CanvasDocument, 'nodes'>,
  name: (address: string) => string,
  text: string,
): string {
  const t = text.trim();
  const byName = doc.nodes.find((n) => name(n.address) === t || n.address === t);
  if (byName) return byName.address;
  try {
    return toRawUpper(t);
  } catch {
    throw new Error(`“${t.slice(0, 80)}” is not an account on the canvas nor an address.`);
  }
}

/**
 * The path finder's state: the two ends as typed (until typed: from the trace's start, or the
 * canvas's, to the trace's first end, as `name` shows them), the paths found (null before a
 * search or after an error), which one is marked on the picture, and the error of the last
 * search. `find` searches (`findPaths` over the canvas's ledgers and flows); `show` marks a
 * path through `onHighlight`, or unmarks it when it is the one shown.
 */
export function usePathFinder(
  doc: CanvasDocument,
  attribution: Attribution | null,
  name: (address: string) => string,
  onHighlight: (ids: ReadonlySet<string> | null) => void,
) {
  const shownName = (a: string | undefined) => (a ? name(a) || a : '');
  const [fromText, setFrom] = useState<string | null>(null);
  const [toText, setTo] = useState<string | null>(null);
  const from = fromText ?? shownName(attribution?.start.address ?? doc.start);
  const to = toText ?? shownName(attribution?.ends[0]?.address);
  const [paths, setPaths] = useState<FoundPath[] | null>(null);
  const [shownIndex, setShownIndex] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const find = () => {
    setError(null);
    setShownIndex(null);
    onHighlight(null);
    try {
      const [a, b] = [resolveAccount(doc, name, from), resolveAccount(doc, name, to)];
      if (a === b) throw new Error('Choose two different accounts.');
      setPaths(findPaths({ ledgers: doc.ledgers, edges: doc.edges, from: a, to: b, attribution }));
    } catch (err) {
      setPaths(null);
      setError((err as Error).message);
    }
  };
  const show = (i: number) => {
    const on = shownIndex !== i;
    setShownIndex(on ? i : null);
    onHighlight(on ? pathElementIds(paths![i]!) : null);
  };
  return { from, to, setFrom, setTo, paths, shownIndex, error, find, show };
}
