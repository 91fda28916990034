/**
 * The Labels page's pager: "first–last of total" and Previous / Next by `pageSize` rows
 * (`offset` is the first row shown, from 0).
 */
export function LabelsPager({
  offset,
  shown,
  total,
  pageSize,
  onOffset,
}: {
  offset: number;
  /** Rows on this page. */
  shown: number;
  total: number;
  pageSize: number;
  onOffset(offset: number): void;
}) {
  return (
    <div className="pager">
      <span className="muted">
        {offset + 1}–{offset + shown} of {total}
      </span>
      <button type="button" disabled={offset === 0} onClick={() => onOffset(offset - pageSize)}>
        Previous
      </button>
      <button
        type="button"
        disabled={offset + pageSize >= total}
        onClick={() => onOffset(offset + pageSize)}
      >
        Next
      </button>
    </div>
  );
}
