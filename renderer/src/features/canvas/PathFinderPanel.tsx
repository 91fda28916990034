import { useId, useState } from 'react';
import {
  amountText,
  findPaths,
  type Attribution,
  type FoundPath,
} from '../../../../shared/attribution';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { edgeId } from '../../../../shared/canvas/edges';
import { formatDateTime, shorten } from '../../../../shared/format';
import { plural } from '../../../../shared/plural';
import { toRawUpper } from '../../../../shared/ton/address';
import { ErrorLine } from '../../components/States';
import { useNetwork } from '../../lib/profile-context';
import { canvasReportContext } from './AttributionPanel';

/** The ids a path is drawn by: its accounts and the flows of each hop (every asset). */
export function pathElementIds(p: FoundPath): Set<string> {
  const ids = new Set(p.accounts);
  for (const h of p.hops) for (const a of h.amounts) ids.add(edgeId(h.from, h.to, a.asset));
  return ids;
}

/**
 * Paths between two accounts (shared/attribution `findPaths` over the canvas's ledgers and
 * flows): choose them among the canvas's accounts, or type an address; each path lists its
 * hops with their transfers, what it can have carried, and (from the trace's start) the
 * traced value that took it; "Show on canvas" marks it on the picture.
 */
export function PathFinderPanel({
  doc,
  attribution,
  name,
  onHighlight,
}: {
  doc: CanvasDocument;
  attribution: Attribution | null;
  name(address: string): string;
  /** The ids of what to mark on the picture; null: nothing. */
  onHighlight(ids: ReadonlySet<string> | null): void;
}) {
  const listId = useId();
  // Until typed: from the trace's start to its first end (the largest), as the canvas names them.
  const shownName = (a: string | undefined) => (a ? name(a) || a : '');
  const [fromText, setFrom] = useState<string | null>(null);
  const [toText, setTo] = useState<string | null>(null);
  const from = fromText ?? shownName(attribution?.start.address ?? doc.start);
  const to = toText ?? shownName(attribution?.ends[0]?.address);
  const [paths, setPaths] = useState<FoundPath[] | null>(null);
  const [shownIndex, setShownIndex] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const network = useNetwork();
  const ctx = canvasReportContext(doc, name, network);
  // A node's shown name or any address form: the address it names.
  const resolve = (text: string): string => {
    const t = text.trim();
    const byName = doc.nodes.find((n) => name(n.address) === t || n.address === t);
    if (byName) return byName.address;
    try {
      return toRawUpper(t);
    } catch {
      throw new Error(`“${t.slice(0, 80)}” is not an account on the canvas nor an address.`);
    }
  };
  const find = () => {
    setError(null);
    setShownIndex(null);
    onHighlight(null);
    try {
      const [a, b] = [resolve(from), resolve(to)];
      if (a === b) throw new Error('Choose two different accounts.');
      setPaths(findPaths({ ledgers: doc.ledgers, edges: doc.edges, from: a, to: b, attribution }));
    } catch (err) {
      setPaths(null);
      setError((err as Error).message);
    }
  };
  const show = (i: number) => {
    const on = shownIndex !== i;
    setShownIndex(on ? i : null);
    onHighlight(on ? pathElementIds(paths![i]!) : null);
  };
  return (
    <section className="canvas-panel" aria-label="Paths between two accounts">
      <h2>Paths between two accounts</h2>
      <datalist id={listId}>
        {doc.nodes.map((n) => (
          <option key={n.address} value={name(n.address) || n.address} />
        ))}
      </datalist>
      <div className="canvas-filters">
        <label className="field">
          <span>From</span>
          <input list={listId} value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label className="field">
          <span>To</span>
          <input list={listId} value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="button" onClick={find}>
          Find paths
        </button>
      </div>
      <ErrorLine error={error} />
      {paths && !paths.length && (
        <p className="muted">No path forward in time between them over what the canvas read.</p>
      )}
      {paths && paths.length > 0 && (
        <ol className="found-paths" aria-label="Paths found">
          {paths.map((p, i) => (
            <li key={i} data-accounts={p.accounts.join(' ')}>
              <div>
                {p.accounts.map((a) => name(a) || shorten(a, 6, 4)).join(' → ')}{' '}
                <strong>
                  {(p.attributed ?? p.bound).map((x) => amountText(ctx, x)).join(' and ') || '—'}
                </strong>{' '}
                <span className="muted">
                  {p.attributed ? 'traced along it' : 'at most (its smallest hop)'};{' '}
                  {plural(
                    p.hops.reduce((n, h) => n + h.transfers.length, 0),
                    'transfer',
                  )}
                </span>{' '}
                <button type="button" aria-pressed={shownIndex === i} onClick={() => show(i)}>
                  Show on canvas
                </button>
              </div>
              <details>
                <summary>Transactions</summary>
                <ul>
                  {p.hops.flatMap((h) =>
                    h.transfers.map((t) => (
                      <li key={`${t.txHash}|${t.asset}|${h.from}`}>
                        {name(h.from) || shorten(h.from, 6, 4)} →{' '}
                        {name(h.to) || shorten(h.to, 6, 4)}: {amountText(ctx, t)},{' '}
                        {formatDateTime(t.utime)}, <code>{shorten(t.txHash, 8, 6)}</code>
                      </li>
                    )),
                  )}
                </ul>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
