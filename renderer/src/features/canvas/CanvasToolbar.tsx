import type { CanvasEditorState } from './use-canvas-editor';

/**
 * The canvas's commands: Fit, Arrange (as a money flow), the edge list and the picture saved
 * as files, "Group wallets by key", Save; while an Expand reads, its progress and Cancel;
 * otherwise the line saying what the last step did.
 */
export function CanvasToolbar({ ed }: { ed: CanvasEditorState }) {
  const { layout, files, groupByKey, saving } = ed;
  const { busy, info, cancel } = ed.expansion;
  const run = ed.feedback.run;
  return (
    <div className="toolbar">
      <button type="button" onClick={layout.fit}>
        Fit
      </button>
      <button
        type="button"
        title="Lay the picture out as a money flow: the start on the left, where trails ended on the right"
        onClick={layout.arrange}
      >
        Arrange
      </button>
      <button type="button" onClick={() => void run(files.exportEdges)}>
        Export edges CSV
      </button>
      <button type="button" onClick={() => void run(files.savePng)}>
        Save as PNG
      </button>
      <button type="button" onClick={() => void run(files.saveSvg)}>
        Save as SVG
      </button>
      <button
        type="button"
        ref={groupByKey.button}
        disabled={busy !== null}
        aria-expanded={groupByKey.open}
        onClick={groupByKey.start}
      >
        Group wallets by key
      </button>
      <button type="button" className="primary" onClick={saving.start}>
        {saving.saved ? 'Save' : 'Save to case…'}
      </button>
      {busy && (
        <span role="status" className="muted">
          {busy}
        </span>
      )}
      {busy && (
        <button type="button" onClick={cancel}>
          Cancel
        </button>
      )}
      {info && !busy && (
        <span className="muted" data-testid="canvas-info">
          {info}
        </span>
      )}
    </div>
  );
}
