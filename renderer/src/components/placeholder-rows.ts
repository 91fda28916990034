/**
 * The keys of the rows a virtual list draws as placeholders in this render: rows that came on
 * screen in a jump (more than half of the rendered rows new at once: the scrollbar dragged,
 * End, a far position) while the list is still moving, and placeholders of the previous render
 * still on screen. Drawing every cell of twenty new rows (names, menus, amounts) takes longer
 * than a 60 Hz frame; a placeholder costs next to nothing, and the rows are filled in when the
 * list stops (`scrolling` false). A steady scroll brings a few new rows per frame, which are
 * drawn in full at once.
 *
 * @param shown keys rendered by the previous render
 * @param pending placeholders of the previous render
 * @param keys keys rendered now, in order
 * @param scrolling whether the list is still moving (the virtualizer's `isScrolling`)
 */
export function placeholderRows(
  shown: ReadonlySet<string>,
  pending: ReadonlySet<string>,
  keys: readonly string[],
  scrolling: boolean,
): Set<string> {
  const out = new Set<string>();
  if (!scrolling) return out;
  const fresh = keys.filter((k) => !shown.has(k));
  for (const k of keys) if (pending.has(k)) out.add(k);
  if (fresh.length * 2 > keys.length) for (const k of fresh) out.add(k);
  return out;
}
