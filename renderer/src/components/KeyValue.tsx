import type { ReactNode } from 'react';

/** A definition list of label → value pairs (account facts, transaction phases…). */
export function KeyValue({ items, label }: { items: Array<[string, ReactNode]>; label?: string }) {
  return (
    <dl className="kv" aria-label={label}>
      {items.map(([k, v]) => (
        <div key={k} className="kv-row">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
