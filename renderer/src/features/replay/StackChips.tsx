import type { StackItem } from '../../../../shared/replay/vm-stack';
import { stackChipText, stackTypeWord } from './step-model';

/** One typed stack item as a chip: its type and short value (the whole value on hover). */
export function StackChip({ item, max = 80 }: { item: StackItem; max?: number }) {
  const text = stackChipText(item, max);
  return (
    <span
      className={`stk stk-${item.type}`}
      title={`${stackTypeWord(item)}: ${stackChipText(item, 4000)}`}
    >
      <span className="stk-type">{stackTypeWord(item)}</span>
      <span className="stk-value">{text}</span>
    </span>
  );
}

/**
 * A stack, bottom to top (the top is last, as TVM prints it). `limit` keeps the top items and
 * says how many are below them.
 */
export function StackChips({
  items,
  limit,
  max,
}: {
  items: readonly StackItem[] | null;
  limit?: number;
  max?: number;
}) {
  if (items === null) return <span className="muted">not printed</span>;
  if (items.length === 0) return <span className="muted">empty</span>;
  const shown = limit !== undefined && items.length > limit ? items.slice(-limit) : items;
  const hidden = items.length - shown.length;
  return (
    <span className="stk-list">
      {hidden > 0 && <span className="muted stk-more">{hidden} more ·</span>}
      {shown.map((item, i) => (
        <StackChip key={i} item={item} max={max} />
      ))}
    </span>
  );
}
