import { AttributionPanel } from './AttributionPanel';
import { CanvasPatterns } from './CanvasPatterns';
import { CanvasTables } from './CanvasTables';
import { GroupChosenForm } from './EntityPanels';
import { PathFinderPanel } from './PathFinderPanel';
import type { CanvasEditorState } from './use-canvas-editor';

/**
 * The panels beside the picture: the accounts chosen to group, where the value went, the
 * accounts and flows tables, the path finder and the patterns found.
 */
export function CanvasSidePanels({ ed }: { ed: CanvasEditorState }) {
  const { doc, attribution, naming, selection, chosen } = ed;
  return (
    <div>
      {chosen.chosen.size > 0 && (
        <GroupChosenForm count={chosen.chosen.size} onClear={chosen.clear} onGroup={chosen.group} />
      )}
      <AttributionPanel
        doc={doc}
        attribution={attribution}
        name={naming.label}
        onRule={ed.edits.setRule}
        onSelect={selection.setSelection}
      />
      <CanvasTables
        doc={doc}
        view={ed.view}
        {...selection.bind}
        flagsOf={naming.flagsOf}
        chosen={chosen.chosen}
        onChoose={chosen.choose}
      />
      <PathFinderPanel
        key={attribution?.start.address ?? doc.start}
        doc={doc}
        attribution={attribution}
        name={naming.label}
        onHighlight={selection.setHighlight}
      />
      <CanvasPatterns
        doc={doc}
        found={naming.patterns}
        name={naming.label}
        selected={selection.selected.node?.address ?? null}
        onSelect={selection.setSelection}
        onGroup={ed.edits.groupMembers}
      />
    </div>
  );
}
