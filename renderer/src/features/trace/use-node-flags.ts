import { useMemo } from 'react';
import {
  NO_OVERRIDES,
  applyOverrides,
  transactionFlags,
  type RiskFlag,
} from '../../../../shared/risk';
import type { MetadataMap, V3Trace, V3Transaction } from '../../lib/v3-types';
import { jettonIdentityOfWallet, useRisk } from '../risk';
import type { TraceGraph, TraceGraphNode } from './trace-graph';

/** A node of the graph and the risk flags its transaction raises. */
export interface NodeFlags {
  node: TraceGraphNode;
  flags: RiskFlag[];
}

/**
 * The risk flags of the graph's transactions (`transactionFlags`, when the risk rules are
 * loaded): `nodeFlags` lists each node that raises any, `flagged` the ids of those with a flag
 * the user has not overridden (drawn with ⚠).
 */
export function useNodeFlags(
  graph: TraceGraph,
  trace: V3Trace,
  metadata: MetadataMap | null | undefined,
): { nodeFlags: NodeFlags[]; flagged: ReadonlySet<string> } {
  const risk = useRisk();
  const nodeFlags = useMemo(() => {
    const out: NodeFlags[] = [];
    if (!risk) return out;
    const txs = (trace.transactions ?? {}) as Record<string, V3Transaction>;
    for (const n of graph.nodes) {
      const tx = n.txHash ? txs[n.txHash] : undefined;
      if (!tx) continue;
      const flags = transactionFlags(tx, tx.account, risk.ctx, (w) =>
        jettonIdentityOfWallet(w, metadata),
      );
      if (flags.length) out.push({ node: n, flags });
    }
    return out;
  }, [graph, trace, metadata, risk]);
  const flagged = useMemo(
    () =>
      new Set(
        nodeFlags
          .filter((f) => applyOverrides(f.flags, risk?.overrides ?? NO_OVERRIDES).shown.length)
          .map((f) => f.node.id),
      ),
    [nodeFlags, risk],
  );
  return { nodeFlags, flagged };
}
