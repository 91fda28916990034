import { CanvasGraph } from './CanvasGraph';
import { EdgeMovements } from './EdgeMovements';
import { EntityPanel, SummedFlowPanel } from './EntityPanels';
import { SelectedAccountPanel } from './SelectedAccountPanel';
import type { CanvasEditorState } from './use-canvas-editor';

/**
 * The picture and, under it, the panel of what is selected: an account, an entity, an
 * entity's summed flow, or one flow with its movements.
 */
export function CanvasPicturePane({ ed }: { ed: CanvasEditorState }) {
  const { doc, naming, selection, edits } = ed;
  const { node, group, edge, summed } = selection.selected;
  return (
    <div className="canvas-picture">
      <CanvasGraph
        doc={doc}
        name={naming.label}
        label={naming.labelOf}
        {...selection.bind}
        onMove={edits.onMove}
        coreRef={ed.layout.core}
        flagged={naming.risk.flagged}
        peel={naming.patterns.peel}
        highlight={selection.highlight ?? undefined}
      />
      {node && <SelectedAccountPanel ed={ed} node={node} />}
      {group && (
        <EntityPanel
          doc={doc}
          group={group}
          inside={ed.view.internal.get(group.id) ?? []}
          onUngroup={() => {
            edits.ungroupEntity(group.id);
            selection.setSelection({ kind: 'node', id: group.members[0]! });
          }}
          onNote={(note) => edits.noteGroup(group.id, note)}
        />
      )}
      {summed && <SummedFlowPanel doc={doc} edge={summed} onSelect={selection.setSelection} />}
      {edge && (
        <EdgeMovements
          doc={doc}
          edge={edge}
          onMessage={ed.feedback.setMessage}
          onNote={(note) => edits.noteEdge(edge.id, note)}
        />
      )}
    </div>
  );
}
