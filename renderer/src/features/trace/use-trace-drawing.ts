import { useMemo } from 'react';
import type { Network } from '../../../../shared/profiles';
import { useAccountNames } from '../../lib/address-data';
import type { MetadataMap, V3Trace } from '../../lib/v3-types';
import type { TraceDrawing } from './GraphBody';
import { buildTraceGraph } from './trace-graph';
import { layoutTraceGraph } from './trace-graph-layout';

/**
 * What the trace graph draws of `trace`: its model ({@link buildTraceGraph}), laid out, with
 * each account's shown name; `predicted` (a preflight's trace): nodes link to no transaction.
 * Each part is memoized, so a new render of the page draws nothing again.
 */
export function useTraceDrawing(
  trace: V3Trace,
  metadata: MetadataMap | null | undefined,
  network: Network,
  predicted: boolean,
): TraceDrawing {
  const graph = useMemo(() => buildTraceGraph(trace, metadata), [trace, metadata]);
  const layout = useMemo(() => layoutTraceGraph(graph), [graph]);
  const nameOf = useAccountNames(graph.accounts.map((a) => a.account));
  const names = useMemo(
    () => new Map(graph.accounts.map((a) => [a.account, nameOf(a.account)])),
    [graph, nameOf],
  );
  return useMemo(
    () => ({ graph, layout, names, network, links: !predicted }),
    [graph, layout, names, network, predicted],
  );
}
