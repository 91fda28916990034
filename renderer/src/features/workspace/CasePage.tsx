import { plural } from '../../../../shared/plural';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatDateTimeMs } from '../../../../shared/format';
import { toBase64Hash, toHexHash } from '../../../../shared/ton/hash';
import { useAccountNames } from '../../lib/address-data';
import { useUiStore } from '../../stores/ui-store';
import { ActionFeedback, useActionFeedback } from '../../components/ActionFeedback';
import type { CaseDetail, CaseItem, CaseItemSummary } from '../../../../shared/workspace/cases';
import { Address } from '../../components/Address';
import { ChainText } from '../../components/ChainText';
import { Hash } from '../../components/Hash';
import { EmptyState, ErrorLine, ErrorState, Loading } from '../../components/States';
import { errorGuidance } from '../../lib/errors';
import { useNetwork } from '../../lib/profile-context';
import { routePath, type Route } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import {
  AccountSummary,
  TraceSummary,
  TransactionSummary,
  useAccountStates,
  type ReportSummary,
} from './case-summaries';
import { CaseCanvases } from './CaseCanvases';
import { CaseReplays } from '../replay';
import {
  cancelCaseExport,
  deleteCase,
  exportCase,
  onCaseExportProgress,
  noteCaseItem,
  removeCaseItem,
  updateCase,
  useCase,
} from '../../api/cases';
import { saveWorkspaceFile } from '../../api/save-file';

const SECTIONS = [
  { kind: 'address', title: 'Addresses' },
  { kind: 'transaction', title: 'Transactions' },
  { kind: 'trace', title: 'Traces' },
] as const;

/**
 * One case: its items with their current summaries (read from the chain now) and editable
 * notes; rename, delete, and export as a self-contained HTML report or JSON.
 */
export function CasePage({ route }: { route: Extract<Route, { name: 'case' }> }) {
  const network = useNetwork();
  const q = useCase(network, route.id);
  if (q.isPending) return <Loading label="Loading the case…" />;
  if (q.isError) {
    const notFound = (q.error as { code?: string }).code === 'NOT_FOUND';
    return notFound ? (
      <EmptyState title="No such case.">
        It was deleted, or belongs to another network.{' '}
        <a href={routePath({ name: 'cases' })}>All cases</a>
      </EmptyState>
    ) : (
      <ErrorState error={q.error} onRetry={() => void q.refetch()} />
    );
  }
  return <CaseView key={q.data.id} c={q.data} />;
}

function CaseView({ c }: { c: CaseDetail }) {
  const network = useNetwork();
  const summaries = useRef<Record<string, CaseItemSummary>>({});
  const pictures = useRef<Record<string, () => Promise<string>>>({});
  const { error, setError, message, setMessage, run: act } = useActionFeedback();
  const [renaming, setRenaming] = useState(false);
  /** A report export under way: its id (for Cancel) and what it is doing. */
  const [reading, setReading] = useState<{ exportId: string; text: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const addresses = c.items.filter((i) => i.kind === 'address').map((i) => i.ref);
  const states = useAccountStates(addresses);

  const exportAs = (format: 'html' | 'json') =>
    act(async () => {
      // Pictures are drawn now, and only for the HTML report (the JSON stays data).
      const withPictures = { ...summaries.current };
      if (format === 'html') {
        for (const [id, draw] of Object.entries(pictures.current)) {
          if (withPictures[id]) withPictures[id] = { ...withPictures[id], picture: await draw() };
        }
      }
      // The report reads only what the case and workspace do not hold (its accounts'
      // statements): progress and Cancel while it does.
      const exportId = `report-${c.id}-${Date.now()}`;
      setReading({ exportId, text: 'Writing the report…' });
      const stop = onCaseExportProgress((p) => {
        if (p.exportId === exportId) {
          setReading({
            exportId,
            text: `Reading statements: ${p.read} of ${plural(p.total, 'account')}, ${plural(p.requests, 'request')}…`,
          });
        }
      });
      let out: Awaited<ReturnType<typeof exportCase>>;
      try {
        out = await exportCase({
          network,
          id: c.id,
          format,
          summaries: withPictures,
          timeZone: useUiStore.getState().timeZone,
          exportId,
        });
      } finally {
        stop();
        setReading(null);
      }
      const where = await saveWorkspaceFile(out.fileName, out.text);
      if (where)
        setMessage(where === 'downloaded' ? `Downloaded ${out.fileName}.` : `Saved to ${where}.`);
    });

  return (
    <section className="case-page">
      <p className="muted">
        <a href={routePath({ name: 'cases' })}>Cases</a> ›
      </p>
      {renaming ? (
        <RenameForm c={c} onDone={() => setRenaming(false)} />
      ) : (
        // A case name may come from a shared case file: drawn as chain text.
        <h1 data-testid="case-name">
          <ChainText text={c.name} max={200} />
        </h1>
      )}
      <p className="muted">
        {plural(c.itemCount, 'item')}, {plural(c.canvasCount, 'canvas', 'canvases')}
        {c.replayCount > 0 && `, ${plural(c.replayCount, 'replay')}`} on <strong>{network}</strong>{' '}
        · changed {formatDateTimeMs(c.updatedAt)}
      </p>
      <div className="toolbar">
        <button type="button" disabled={reading !== null} onClick={() => void exportAs('html')}>
          Export HTML report
        </button>
        {reading && (
          <>
            <span role="status" className="muted" data-testid="report-progress">
              {reading.text}
            </span>
            <button
              type="button"
              onClick={() => void cancelCaseExport({ exportId: reading.exportId })}
            >
              Cancel
            </button>
          </>
        )}
        <button type="button" onClick={() => void exportAs('json')}>
          Export JSON
        </button>
        {!renaming && (
          <button type="button" onClick={() => setRenaming(true)}>
            Rename…
          </button>
        )}
        <button type="button" onClick={() => setConfirmDelete(true)}>
          Delete case…
        </button>
      </div>
      {confirmDelete && (
        <div className="notice" role="alertdialog" aria-label="Delete this case?">
          Delete “<ChainText text={c.name} max={200} />” and its {plural(c.itemCount, 'item')},{' '}
          {plural(c.canvasCount, 'canvas', 'canvases')} and {plural(c.replayCount, 'replay')}? The
          chain data stays; only your case, canvases, replays and notes go.{' '}
          <button
            type="button"
            className="danger"
            autoFocus
            onClick={() =>
              void act(async () => {
                await deleteCase({ network, id: c.id });
                navigate({ name: 'cases' });
              })
            }
          >
            Delete
          </button>{' '}
          <button type="button" onClick={() => setConfirmDelete(false)}>
            Cancel
          </button>
        </div>
      )}
      <ActionFeedback error={error} message={message} />
      <NoteEditor
        label="Case note"
        placeholder="Case note: what this investigation is about (Ctrl+Enter saves)"
        value={c.note}
        onSave={(note) => updateCase({ network, id: c.id, note })}
      />
      <CaseCanvases network={network} caseId={c.id} />
      <CaseReplays network={network} caseId={c.id} />
      {c.items.length === 0 && c.canvasCount === 0 && c.replayCount === 0 && (
        <EmptyState title="This case is empty.">
          Add addresses, transactions and traces with “Add to case…” on their pages.
        </EmptyState>
      )}
      {SECTIONS.map(({ kind, title }) => {
        const items = c.items.filter((i) => i.kind === kind);
        if (!items.length) return null;
        return (
          <section key={kind} aria-label={title}>
            <h2>
              {title} ({items.length})
            </h2>
            <table className="data-table case-items">
              <thead>
                <tr>
                  <th>
                    {kind === 'address'
                      ? 'Address'
                      : kind === 'transaction'
                        ? 'Transaction'
                        : 'Trace'}
                  </th>
                  <th>Now</th>
                  <th>Note</th>
                  <th aria-label="Actions" />
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <ItemRow
                    key={item.id}
                    item={item}
                    summaries={summaries.current}
                    pictures={pictures.current}
                    account={states.byAddress.get(item.ref)}
                    accountLoading={states.query.isPending && states.query.fetchStatus !== 'idle'}
                    accountError={states.query.error}
                    onError={setError}
                  />
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </section>
  );
}

function ItemRow({
  item,
  summaries,
  pictures,
  account,
  accountLoading,
  accountError,
  onError,
}: {
  item: CaseItem;
  summaries: Record<string, CaseItemSummary>;
  pictures: Record<string, () => Promise<string>>;
  account: Parameters<typeof AccountSummary>[0]['state'];
  accountLoading: boolean;
  accountError: unknown;
  onError(message: string): void;
}) {
  const network = useNetwork();
  const hashFormat = useUiStore((s) => s.hashFormat);
  const nameOf = useAccountNames(item.kind === 'address' ? [item.ref] : []);
  // What the report says besides the summary: the name the app knows and the reference as the
  // hash setting shows it. No link into this shell (its address and token change at each
  // launch): the report links public explorers itself.
  const identity = useMemo(() => {
    let shownRef = item.ref;
    if (item.kind !== 'address') {
      try {
        shownRef = hashFormat === 'hex' ? toHexHash(item.ref) : toBase64Hash(item.ref);
      } catch {
        // not a hash: shown as stored
      }
    }
    return {
      shownRef,
      ...(item.kind === 'address' ? { name: nameOf(item.ref) } : {}),
    };
  }, [item.kind, item.ref, hashFormat, nameOf]);
  useEffect(() => {
    const cur = summaries[String(item.id)];
    if (cur) summaries[String(item.id)] = { ...cur, ...identity };
  }, [identity, summaries, item.id]);
  const report: ReportSummary = useCallback(
    (s, drawPicture) => {
      summaries[String(item.id)] = { ...s, ...identity };
      if (drawPicture) pictures[String(item.id)] = drawPicture;
      else delete pictures[String(item.id)];
    },
    [summaries, pictures, item.id, identity],
  );
  return (
    <tr data-testid="case-item" data-kind={item.kind}>
      <td>
        {item.kind === 'address' ? (
          <Address address={item.ref} />
        ) : (
          <a
            href={routePath(
              item.kind === 'transaction'
                ? { name: 'transaction', hash: item.ref }
                : { name: 'trace', id: item.ref },
            )}
          >
            <Hash
              value={item.ref}
              label={item.kind === 'trace' ? 'trace id' : 'transaction hash'}
            />
          </a>
        )}
      </td>
      <td>
        {item.kind === 'address' ? (
          <AccountSummary
            state={account}
            loading={accountLoading}
            error={accountError}
            report={report}
          />
        ) : item.kind === 'transaction' ? (
          <TransactionSummary hash={item.ref} report={report} />
        ) : (
          <TraceSummary id={item.ref} report={report} />
        )}
      </td>
      <td className="case-note-cell">
        <NoteEditor
          label={`Note on this ${item.kind}`}
          value={item.note}
          onSave={(note) => noteCaseItem({ network, itemId: item.id, note })}
        />
      </td>
      <td className="row-actions">
        <button
          type="button"
          aria-label={`Remove this ${item.kind} from the case`}
          onClick={() =>
            void removeCaseItem({ network, itemId: item.id }).catch((err: unknown) =>
              onError(errorGuidance(err).detail),
            )
          }
        >
          Remove
        </button>
      </td>
    </tr>
  );
}

/** A note with Save (shown when changed) and Ctrl/⌘+Enter to save. */
function NoteEditor({
  label,
  value,
  onSave,
  placeholder = 'No note yet',
}: {
  label: string;
  value: string;
  onSave(note: string): Promise<unknown>;
  placeholder?: string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = draft ?? value;
  const save = async () => {
    setError(null);
    try {
      await onSave(text);
      setDraft(null);
    } catch (err) {
      setError(errorGuidance(err).detail);
    }
  };
  return (
    <div className="note-editor">
      <textarea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        rows={Math.min(6, Math.max(1, text.split('\n').length))}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void save();
          }
          if (e.key === 'Escape' && draft !== null) {
            e.preventDefault();
            setDraft(null);
          }
        }}
      />
      {draft !== null && draft !== value && (
        <span className="note-buttons">
          <button type="button" className="primary" onClick={() => void save()}>
            Save note
          </button>
          <button type="button" onClick={() => setDraft(null)}>
            Revert
          </button>
        </span>
      )}
      <ErrorLine error={error} />
    </div>
  );
}

function RenameForm({ c, onDone }: { c: CaseDetail; onDone(): void }) {
  const network = useNetwork();
  const [name, setName] = useState(c.name);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="rename-form"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        updateCase({ network, id: c.id, name }).then(onDone, (err: unknown) =>
          setError(errorGuidance(err).detail),
        );
      }}
    >
      <label>
        <span className="visually-hidden">Case name</span>
        <input
          aria-label="Case name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && onDone()}
          maxLength={120}
          required
          autoFocus
        />
      </label>{' '}
      <button type="submit" className="primary">
        Rename
      </button>{' '}
      <button type="button" onClick={onDone}>
        Cancel
      </button>
      <ErrorLine error={error} />
    </form>
  );
}
