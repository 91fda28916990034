import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { AttributionRule } from '../../../../shared/attribution';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { ENTITY_ID_PREFIX, groupAccounts, ungroup } from '../../../../shared/canvas/entities';
import type { CanvasSelection } from './canvas-elements';

type SetDoc = Dispatch<SetStateAction<CanvasDocument>>;

/**
 * The analyst's edits of the canvas document: the expansion filters, a node dragged to a new
 * place (an address or an entity's id), the attribution rule, notes on an account, an entity
 * or a flow, accounts grouped by hand into an entity, and an entity ungrouped.
 */
export function useCanvasEdits(setDoc: SetDoc) {
  const onMove = useCallback(
    (id: string, x: number, y: number) =>
      setDoc((d) =>
        id.startsWith(ENTITY_ID_PREFIX)
          ? { ...d, groups: d.groups.map((g) => (g.id === id ? { ...g, x, y } : g)) }
          : { ...d, nodes: d.nodes.map((n) => (n.address === id ? { ...n, x, y } : n)) },
      ),
    [setDoc],
  );
  return {
    onMove,
    setFilters: (patch: Partial<CanvasDocument['filters']>) =>
      setDoc((d) => ({ ...d, filters: { ...d.filters, ...patch } })),
    setRule: (rule: AttributionRule) => setDoc((d) => ({ ...d, rule })),
    noteNode: (address: string, note: string) =>
      setDoc((d) => ({
        ...d,
        nodes: d.nodes.map((n) => (n.address === address ? { ...n, note } : n)),
      })),
    noteGroup: (id: string, note: string) =>
      setDoc((d) => ({ ...d, groups: d.groups.map((g) => (g.id === id ? { ...g, note } : g)) })),
    noteEdge: (id: string, note: string) =>
      setDoc((d) => ({ ...d, edges: d.edges.map((e) => (e.id === id ? { ...e, note } : e)) })),
    groupMembers: (members: string[], note: string) =>
      setDoc((d) => groupAccounts(d, members, { kind: 'manual' }, note)),
    ungroupEntity: (id: string) => setDoc((d) => ungroup(d, id)),
  };
}

/** The analyst's edits of the canvas document ({@link useCanvasEdits}). */
export type CanvasEdits = ReturnType<typeof useCanvasEdits>;

/**
 * The accounts chosen in the accounts table to group by hand: choose or unchoose one, clear
 * them, or group them into a new entity (selected once made).
 */
export function useChosenAccounts(
  doc: CanvasDocument,
  setDoc: SetDoc,
  setSelection: (s: CanvasSelection) => void,
  run: (work: () => Promise<unknown>) => Promise<void>,
) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  return {
    chosen,
    clear: () => setChosen(new Set()),
    choose: (address: string, on: boolean) =>
      setChosen((c) => {
        const next = new Set(c);
        if (on) next.add(address);
        else next.delete(address);
        return next;
      }),
    group: (note: string) =>
      void run(async () => {
        const next = groupAccounts(doc, [...chosen], { kind: 'manual' }, note);
        setDoc(next);
        setChosen(new Set());
        setSelection({ kind: 'node', id: next.groups[next.groups.length - 1]!.id });
      }),
  };
}

/** The accounts chosen to group by hand ({@link useChosenAccounts}). */
export type ChosenAccounts = ReturnType<typeof useChosenAccounts>;
