import type { CanvasDocument } from '../../../../shared/canvas/document';
import type { CanvasView } from '../../../../shared/canvas/entities';
import type { RiskFlag } from '../../../../shared/risk';
import type { CanvasSelection } from './CanvasGraph';
import { CanvasFlowsTable } from './CanvasFlowsTable';
import { CanvasNodesTable } from './CanvasNodesTable';
import { useCanvasTableOrder } from './use-canvas-table-order';

/**
 * The canvas without the picture, as the picture draws it ({@link CanvasView}): its nodes
 * (accounts, and entities with their rule and members) and its flows (an entity's summed) as
 * two tables beside it, each sortable by amount, rows reachable with the arrow keys; Enter on a
 * row selects it (an edge's row opens its movements). Addresses link to their account pages;
 * an account's checkbox chooses it for grouping by hand.
 */
export function CanvasTables({
  doc,
  view,
  selection,
  onSelect,
  flagsOf = () => [],
  chosen = new Set(),
  onChoose,
}: {
  doc: CanvasDocument;
  view: CanvasView;
  selection: CanvasSelection;
  onSelect(s: CanvasSelection): void;
  /** The risk flags of an account (the rows' badges). */
  flagsOf?(address: string): RiskFlag[];
  /** Accounts chosen for grouping by hand. */
  chosen?: ReadonlySet<string>;
  onChoose?(address: string, on: boolean): void;
}) {
  const { nodes, edges } = useCanvasTableOrder(view);
  const shared = { doc, selection, onSelect };
  return (
    <div className="canvas-tables">
      <CanvasNodesTable
        {...shared}
        nodes={nodes}
        flagsOf={flagsOf}
        chosen={chosen}
        {...(onChoose ? { onChoose } : {})}
      />
      <CanvasFlowsTable {...shared} view={view} edges={edges} />
    </div>
  );
}
