import type { KeyboardEvent } from 'react';
import type { Order } from './use-canvas-table-order';

/**
 * Up/Down (and Home/End) move the focus between the rows of the table the focus is in;
 * Enter on a row runs `onEnter` with its key (the row's own links and buttons keep theirs).
 */
export function rowKeys(onEnter: (key: string) => void) {
  return (ev: KeyboardEvent<HTMLTableSectionElement>) => {
    const row = (ev.target as HTMLElement).closest('tr');
    if (!row || row.parentElement !== ev.currentTarget) return;
    const rows = [...ev.currentTarget.querySelectorAll<HTMLTableRowElement>(':scope > tr')];
    const i = rows.indexOf(row);
    let next: HTMLTableRowElement | undefined;
    if (ev.key === 'ArrowDown') next = rows[i + 1];
    else if (ev.key === 'ArrowUp') next = rows[i - 1];
    else if (ev.key === 'Home') next = rows[0];
    else if (ev.key === 'End') next = rows[rows.length - 1];
    else if (ev.key === 'Enter' && ev.target === row && row.dataset.key) {
      ev.preventDefault();
      onEnter(row.dataset.key);
      return;
    } else return;
    ev.preventDefault();
    next?.focus();
  };
}

/** A column header that sorts its table by amount: shows the order, a click flips it. */
export function SortHeader({
  label,
  order,
  onToggle,
}: {
  label: string;
  order: Order;
  onToggle(): void;
}) {
  return (
    <th aria-sort={order === 'desc' ? 'descending' : 'ascending'} className="num">
      <button type="button" className="link-button" onClick={onToggle}>
        {label} {order === 'desc' ? '↓' : '↑'}
      </button>
    </th>
  );
}
