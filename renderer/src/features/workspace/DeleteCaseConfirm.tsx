import { plural } from '../../../../shared/plural';
import type { CaseDetail } from '../../../../shared/workspace/cases';
import { ChainText } from '../../components/ChainText';

/** "Delete this case?": what goes (and that the chain data stays), Delete (focused) or Cancel. */
export function DeleteCaseConfirm({
  c,
  onDelete,
  onCancel,
}: {
  c: CaseDetail;
  onDelete(): void;
  onCancel(): void;
}) {
  return (
    <div className="notice" role="alertdialog" aria-label="Delete this case?">
      Delete “<ChainText text={c.name} max={200} />” and its {plural(c.itemCount, 'item')},{' '}
      {plural(c.canvasCount, 'canvas', 'canvases')} and {plural(c.replayCount, 'replay')}? The chain
      data stays; only your case, canvases, replays and notes go.{' '}
      <button type="button" className="danger" autoFocus onClick={onDelete}>
        Delete
      </button>{' '}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
