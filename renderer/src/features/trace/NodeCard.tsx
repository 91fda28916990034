import type { Network } from '../../../../shared/profiles';
import { nanoToTon } from '../../../../shared/ton/amount';
import { Address } from '../../components/Address';
import type { NodeMark } from '../../components/node-marks';
import {
  commentText,
  jettonText,
  tonText,
  type TraceGraphEdge,
  type TraceGraphNode,
} from './trace-graph';

/** Hover card of a node: account, status with its reason and codes, fees. */
export function NodeCard({
  node,
  edge,
  network,
  mark,
}: {
  node: TraceGraphNode;
  /** The message into the node, when there is one. */
  edge?: TraceGraphEdge;
  network: Network;
  mark?: NodeMark;
}) {
  return (
    <>
      <div className="tg-card-head">
        <span className="tg-card-letter">{node.letter}</span>
        <Address address={node.account} link={false} />
      </div>
      <div>
        <span className={`pill pill-${node.status.tone}`}>{node.status.label}</span>{' '}
        {node.status.reason}
      </div>
      {mark && (
        <div>
          <span className={`pill pill-${mark.tone}`}>{mark.symbol}</span> {mark.label}
        </div>
      )}
      {node.status.exitCode !== undefined && <div>Exit code: {node.status.exitCode}</div>}
      {node.status.resultCode !== undefined && <div>Result code: {node.status.resultCode}</div>}
      {node.feesNano !== null && <div>Fees: {tonText(node.feesNano)}</div>}
      {edge && (
        <div className="muted">
          In: {edge.label.operation}
          {edge.label.valueNano !== null && ` · ${nanoToTon(edge.label.valueNano)} TON`}
          {edge.label.jetton && ` · ${jettonText(edge.label.jetton, network)}`}
          {edge.label.comment !== undefined && ` · “${commentText(edge.label.comment, 200)}”`}
        </div>
      )}
      {node.lt && <div className="muted">lt {node.lt}</div>}
    </>
  );
}
