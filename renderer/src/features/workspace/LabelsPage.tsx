import { ActionFeedback } from '../../components/ActionFeedback';
import { FileButton } from '../../components/FileButton';
import { SmallTable } from '../../components/SmallTable';
import { useState } from 'react';
import type { LabelImportReport } from '../../../../shared/workspace/labels';
import { Address } from '../../components/Address';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { errorGuidance } from '../../lib/errors';
import { useProfile } from '../../lib/profile-context';
import type { Route } from '../../routing/routes';
import { LabelDot, useEditLabel } from './labels';
import {
  deleteLabel,
  exportLabels,
  importLabels,
  useBuiltinLabelsInfo,
  useLabelsPage,
} from '../../api/labels';
import { provenanceText, shortVersion } from '../../../../shared/labels/provenance';
import { BuiltinSetNote } from './BuiltinSetNote';
import { importSource } from '../../api/import-file';
import { saveWorkspaceFile } from '../../api/save-file';

const PAGE = 100;

/** What an import did, in words. */
function ImportReport({ report }: { report: LabelImportReport }) {
  return (
    <div className="notice" role="status" data-testid="import-report">
      Imported: {report.added} new, {report.updated} changed, {report.unchanged} unchanged.
      {report.duplicates.length > 0 && (
        <details>
          <summary>{report.duplicates.length} duplicate lines (the later line was kept)</summary>
          <ul>
            {report.duplicates.map((d) => (
              <li key={d.line}>
                Line {d.line} repeats line {d.firstLine}: <span className="mono">{d.address}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {report.conflicts.length > 0 && (
        <details>
          <summary>{report.conflicts.length} labels replaced</summary>
          <ul>
            {report.conflicts.map((c) => (
              <li key={c.line}>
                Line {c.line}: “{c.was}” → “{c.now}” (<span className="mono">{c.address}</span>)
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/**
 * The network's labels: search (label, category, note, address), edit, remove, import and
 * export (CSV `address,label,category,note,color` or JSON). Stored in the workspace
 * database, per network.
 */
export function LabelsPage({ route }: { route: Extract<Route, { name: 'labels' }> }) {
  const profile = useProfile();
  const network = profile.network;
  const edit = useEditLabel();
  const [query, setQuery] = useState(route.query ?? '');
  const [offset, setOffset] = useState(0);
  const [scope, setScope] = useState<'user' | 'builtin'>('user');
  const [report, setReport] = useState<LabelImportReport | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const info = useBuiltinLabelsInfo(network);
  const set = info.data ?? null;

  // Re-read when labels change (api/workspace-refresh.ts).
  const list = useLabelsPage(network, query, offset, PAGE, set ? scope : 'user');
  const builtinShown = set !== null && scope === 'builtin';

  const importFile = async (file: File) => {
    setReport(null);
    setActionError(null);
    try {
      const format = /\.(json|jsonl)$/i.test(file.name)
        ? 'json'
        : /\.ya?ml$/i.test(file.name)
          ? 'yaml'
          : 'csv';
      setReport(
        await importLabels({
          network,
          format,
          fileName: file.name,
          ...(await importSource(file)),
        }),
      );
    } catch (err) {
      setActionError(errorGuidance(err).detail);
    }
  };
  const exportAs = async (format: 'csv' | 'json') => {
    setActionError(null);
    try {
      const out = await exportLabels({ network, format });
      await saveWorkspaceFile(out.fileName, out.text);
    } catch (err) {
      setActionError(errorGuidance(err).detail);
    }
  };
  const remove = async (address: string) => {
    setActionError(null);
    try {
      await deleteLabel({ network, address });
    } catch (err) {
      setActionError(errorGuidance(err).detail);
    }
  };

  const total = list.data?.total ?? 0;
  return (
    <section className="labels-page">
      <h1>Labels</h1>
      <p className="muted">
        Your own names and notes for addresses on <strong>{network}</strong>, kept on this computer
        and shown wherever the address appears. Set one from any address’s ⋯ menu, or import a file:
        this app’s CSV or JSON, a ton-labels file, or ton-assets’ accounts.json / .yaml.
      </p>
      {set && (
        <div className="labels-scope" role="group" aria-label="Which labels">
          <label>
            <input
              type="radio"
              name="labels-scope"
              checked={scope === 'user'}
              onChange={() => {
                setScope('user');
                setOffset(0);
              }}
            />{' '}
            Your labels
          </label>
          <label>
            <input
              type="radio"
              name="labels-scope"
              checked={scope === 'builtin'}
              onChange={() => {
                setScope('builtin');
                setOffset(0);
              }}
            />{' '}
            Built-in: {set.dataset}
            {set.version ? ` @ ${shortVersion(set.version)}` : ''} ({set.addresses})
          </label>
        </div>
      )}
      {builtinShown && <BuiltinSetNote set={set} />}
      <div className="toolbar">
        <input
          type="search"
          aria-label="Search labels"
          placeholder="Search labels, categories, notes"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOffset(0);
          }}
        />
        <FileButton
          accept=".csv,.json,.jsonl,.yaml,.yml,text/csv,application/json"
          label="Import labels file"
          onFile={(file) => void importFile(file)}
        >
          Import CSV, JSON or YAML…
        </FileButton>
        <button type="button" onClick={() => void exportAs('csv')}>
          Export CSV
        </button>
        <button type="button" onClick={() => void exportAs('json')}>
          Export JSON
        </button>
      </div>
      <ActionFeedback error={actionError} />
      {report && <ImportReport report={report} />}
      {list.isPending ? (
        <Loading label="Loading labels…" />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : total === 0 ? (
        <EmptyState title={query ? 'No label matches.' : 'No labels yet.'}>
          {query
            ? 'Nothing in labels, categories, notes or addresses contains that text.'
            : 'Label an address from its ⋯ menu or its account page, or import a file.'}
        </EmptyState>
      ) : (
        <>
          <SmallTable
            className="data-table labels-table"
            label="Labels"
            rows={list.data.items}
            getKey={(l) => l.address}
            columns={[
              {
                id: 'label',
                header: 'Label',
                render: (l) => (
                  <>
                    <LabelDot color={l.color} />
                    {l.label}
                  </>
                ),
              },
              { id: 'address', header: 'Address', render: (l) => <Address address={l.address} /> },
              { id: 'category', header: 'Category', render: (l) => l.category },
              { id: 'note', header: 'Note', className: 'label-note-cell', render: (l) => l.note },
              {
                id: 'source',
                header: 'Source',
                render: (l) =>
                  l.provenance ? (
                    <span title={provenanceText(l.provenance)}>
                      {l.provenance.dataset}
                      {l.provenance.source ? ` · ${l.provenance.source}` : ''}
                    </span>
                  ) : (
                    'you'
                  ),
              },
              {
                id: 'actions',
                header: 'Actions',
                className: 'row-actions',
                render: (l) =>
                  builtinShown ? (
                    <button type="button" onClick={() => edit?.(l.address)}>
                      Label it yourself
                    </button>
                  ) : (
                    <>
                      <button type="button" onClick={() => edit?.(l.address)}>
                        Edit
                      </button>
                      <button type="button" onClick={() => void remove(l.address)}>
                        Delete
                      </button>
                    </>
                  ),
              },
            ]}
          />
          <div className="pager">
            <span className="muted">
              {offset + 1}–{offset + list.data.items.length} of {total}
            </span>
            <button type="button" disabled={offset === 0} onClick={() => setOffset(offset - PAGE)}>
              Previous
            </button>
            <button
              type="button"
              disabled={offset + PAGE >= total}
              onClick={() => setOffset(offset + PAGE)}
            >
              Next
            </button>
          </div>
        </>
      )}
    </section>
  );
}
