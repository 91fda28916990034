import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { unitsFromDecimal } from '../../../../shared/canvas/amount-input';
import { canvasEdgesCsv, type CanvasDocument } from '../../../../shared/canvas/document';
import { assetUnitText, canvasTitle } from '../../../../shared/canvas/drawing';
import { canvasSvg } from '../../../../shared/canvas/picture-svg';
import { arrangeCanvas, labelLine } from '../../../../shared/canvas/picture';
import { DEFAULT_STOP_CATEGORIES } from '../../../../shared/canvas/auto-trace';
import { useAddressLabels } from '../workspace';
import { arrangeIfStale } from './arrange';
import type { FlowDirection } from '../../../../shared/canvas/edges';
import { dateInputToUnix, formatDateTime, shorten } from '../../../../shared/format';
import { plural } from '../../../../shared/plural';
import { parseAddress, toRawUpper } from '../../../../shared/ton/address';
import { formatUnits } from '../../../../shared/ton/units';
import { ActionFeedback, useActionFeedback } from '../../components/ActionFeedback';
import { Address } from '../../components/Address';
import { EmptyState, ErrorLine, ErrorState, Loading } from '../../components/States';
import { useAccountNames, useLearnAddresses } from '../../lib/address-data';
import { useV3 } from '../../api/use-v3';
import { useAccountFlags } from '../risk';
import { applyExpansion, assetOf, newCanvas, nextOffsetOf, withShown } from './canvas-model';
import { useNetwork, useProfile } from '../../lib/profile-context';
import { routePath, type Route } from '../../routing/routes';
import { navigate } from '../../routing/use-route';
import { useUiStore } from '../../stores/ui-store';
import { CanvasGraph, fitCanvasView, saveCanvasPicture, type CanvasSelection } from './CanvasGraph';
import type cytoscape from 'cytoscape';
import { CanvasTables } from './CanvasTables';
import { CanvasPatterns, useCanvasPatterns } from './CanvasPatterns';
import { EdgeMovements } from './EdgeMovements';
import { AutoTracePanel } from './AutoTracePanel';
import { AccountTraced, AttributionPanel } from './AttributionPanel';
import { PathFinderPanel } from './PathFinderPanel';
import {
  canvasAttribution,
  mergeLedgers,
  withTrace,
  FRONTIER_REASONS,
  type AttributionRule,
} from '../../../../shared/attribution';
import type { TraceRules } from '../../../../shared/canvas/auto-trace';
import { GroupByKeyPanel, type KeysRead } from './GroupByKeyPanel';
import type { TraceResult } from '../../../../shared/ipc/channels/canvas';
import { SaveCanvasDialog, type SavedRef } from './SaveCanvasDialog';
import { EntityPanel, GroupChosenForm, SummedFlowPanel } from './EntityPanels';
import {
  ENTITY_ID_PREFIX,
  canvasView,
  groupAccounts,
  groupBySharedKey,
  ungroup,
} from '../../../../shared/canvas/entities';
import './canvas.css';
import { MinimumField, NoteField, NumberField } from './fields';
import { cancelExpand, expandCanvas, useSavedCanvas } from '../../api/canvas';
import { saveWorkspaceFile } from '../../api/save-file';

/**
 * The investigation canvas: starts from an address (`#/canvas/<address>`, "Open in canvas" on
 * an account page) or a canvas kept in a case (`#/canvas/saved/<id>`). Nodes are accounts,
 * edges the flows between them per asset from the ledger; a node expands into its top
 * counterparties (in on the left, out on the right); the tables beside the picture list the
 * same; an edge lists its movements; the canvas is saved into a case and exported as CSV.
 */
export function CanvasPage({ route }: { route: Extract<Route, { name: 'canvas' }> }) {
  if (route.saved !== undefined) return <SavedCanvas id={route.saved} />;
  if (!route.address) return <StartForm />;
  let start: string;
  try {
    start = toRawUpper(route.address);
  } catch (e) {
    return <ErrorState error={{ code: 'INVALID_INPUT', message: (e as Error).message }} />;
  }
  return <CanvasEditor key={start} initial={newCanvas(start)} saved={null} />;
}

function StartForm() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="canvas-page">
      <h1>Canvas</h1>
      <p className="muted">
        Follow the money across accounts: start from an address, expand it into its top
        counterparties, keep the picture in a case.
      </p>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          try {
            navigate({ name: 'canvas', address: parseAddress(text.trim()).raw });
          } catch (err) {
            setError((err as Error).message);
          }
        }}
      >
        <label className="field">
          <span>Start from address</span>
          <input value={text} onChange={(e) => setText(e.target.value)} required />
        </label>
        <button type="submit" className="primary">
          Start
        </button>
      </form>
      <ErrorLine error={error} />
    </section>
  );
}

function SavedCanvas({ id }: { id: number }) {
  const network = useNetwork();
  const q = useSavedCanvas(network, id);
  if (q.isPending) return <Loading label="Loading the canvas…" />;
  if (q.isError) {
    return (q.error as { code?: string }).code === 'NOT_FOUND' ? (
      <EmptyState title="No such canvas.">
        It was deleted with its case, or belongs to another network.{' '}
        <a href={routePath({ name: 'cases' })}>All cases</a>
      </EmptyState>
    ) : (
      <ErrorState error={q.error} onRetry={() => void q.refetch()} />
    );
  }
  const s = q.data.summary;
  return (
    <CanvasEditor
      key={`${s.id}|${s.updatedAt}`}
      initial={q.data.doc}
      saved={{ id: s.id, caseId: s.caseId, name: s.name }}
    />
  );
}

const DIRECTION_WORDS: Record<FlowDirection, string> = {
  in: 'funds in',
  out: 'funds out',
  both: 'in and out',
};

/** `YYYY-MM-DD` of a unix time in the shown zone, for a date input ('' for none). */
function dateValue(unix: number | null): string {
  return unix === null ? '' : formatDateTime(unix).slice(0, 10);
}

function CanvasEditor({ initial, saved: savedAt }: { initial: CanvasDocument; saved: SavedRef }) {
  const profile = useProfile();
  const [doc, setDoc] = useState(initial);
  const [saved, setSaved] = useState<SavedRef>(savedAt);
  const [selection, setSelection] = useState<CanvasSelection>({ kind: 'node', id: initial.start });
  const [busy, setBusy] = useState<string | null>(null);
  /** The Expand running now (its id, for Cancel), and a counter for new ids. */
  const expanding = useRef<string | null>(null);
  const expandSeq = useRef(0);
  const [info, setInfo] = useState<string | null>(null);
  const [gaps, setGaps] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [tracing, setTracing] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [highlight, setHighlight] = useState<ReadonlySet<string> | null>(null);
  const core = useRef<cytoscape.Core | null>(null);
  const [groupingKeys, setGroupingKeys] = useState(false);
  const groupButton = useRef<HTMLButtonElement>(null);
  const [minText, setMinText] = useState(() => {
    const f = initial.filters;
    return f.minAmount === null
      ? ''
      : formatUnits(f.minAmount, assetOf(initial, f.asset ?? 'TON').decimals);
  });
  const { error, setError, message, setMessage, run } = useActionFeedback();
  const name = useAccountNames(doc.nodes.map((n) => n.address));
  const learnAddresses = useLearnAddresses();
  // The block pictures and saved canvases are as of: the latest masterchain block (the status
  // bar's query), else the one the canvas was kept with.
  const asOfBlock = useV3('masterchainInfo', {}).data?.last.seqno ?? doc.asOfBlock;
  const label = useCallback((a: string) => name(a) || shorten(a, 6, 4), [name]);
  const labels = useAddressLabels(doc.nodes.map((n) => n.address));
  const labelOf = useCallback((a: string) => labelLine(labels(a)), [labels]);
  const risk = useAccountFlags();
  const patterns = useCanvasPatterns(doc, label);
  // The accounts table's badges: the account's flags and its peel-chain hop, if any.
  const flagsOf = useCallback(
    (address: string) => [...risk.flagsOf(address), ...(patterns.peelFlags.get(address) ?? [])],
    [risk, patterns],
  );
  // How the picture shows an account, and the accounts whose label category ends a trail.
  const shown = useMemo(
    () => ({ name: label, label: labelOf, flagged: risk.flagged, network: profile.network }),
    [label, labelOf, risk.flagged, profile.network],
  );
  const stopLabelled = useMemo(() => {
    const stops = new Set(DEFAULT_STOP_CATEGORIES);
    return new Set(
      doc.nodes
        .map((n) => n.address)
        .filter((a) => stops.has(labels(a)?.category.trim().toLowerCase() ?? '')),
    );
  }, [doc.nodes, labels]);
  // A picture laid out as a money flow follows its names as they arrive (see arrange.ts).
  useEffect(() => {
    const next = arrangeIfStale(doc, shown, stopLabelled);
    if (next) setDoc(next);
  }, [doc, shown, stopLabelled]);
  // Laid out anew (a trace, "Arrange"): the whole picture in view once it is drawn (the
  // drawing's own effect has run by now: a child's effects run before its parent's).
  const fitAfter = useRef(false);
  useEffect(() => {
    if (!fitAfter.current || !core.current) return;
    fitAfter.current = false;
    fitCanvasView(core.current);
  }, [doc]);
  const f = doc.filters;
  const timeZone = useUiStore((s) => s.timeZone);

  const expand = (account: string, direction: FlowDirection, more = false) =>
    run(async () => {
      let minAmount: string | undefined;
      if (minText.trim()) {
        const decimals = assetOf(doc, f.asset ?? 'TON').decimals;
        minAmount = unitsFromDecimal(minText, decimals).toString();
      }
      const offset = more ? (nextOffsetOf(doc, account, direction) ?? 0) : 0;
      setBusy(`Reading the ledger of ${label(account)}…`);
      const expandId = `expand-${Date.now()}-${++expandSeq.current}`;
      expanding.current = expandId;
      try {
        const x = await expandCanvas({
          expandId,
          profileId: profile.id,
          account,
          direction,
          limit: f.limit,
          offset,
          ...(f.asset ? { asset: f.asset } : {}),
          ...(minAmount ? { minAmount } : {}),
          ...(f.fromUnix !== null ? { fromUnix: f.fromUnix } : {}),
          ...(f.toUnix !== null ? { toUnix: f.toUnix } : {}),
        });
        learnAddresses(x.book);
        setDoc((d) => ({
          ...applyExpansion(
            { ...d, filters: { ...d.filters, minAmount: minAmount ?? null } },
            x,
            direction,
          ),
          // What the expansion read is what the canvas attributes by.
          ledgers: x.ledger ? mergeLedgers(d.ledgers, [x.ledger]) : d.ledgers,
        }));
        setGaps(x.gaps);
        setInfo(
          `${label(account)}, ${DIRECTION_WORDS[direction]}: ${x.counterparties.length} of ${plural(x.total, 'counterparty', 'counterparties')}` +
            `${x.nextOffset !== null ? ' (load more for the next)' : ''} · ${plural(x.requests, 'request')}`,
        );
      } finally {
        expanding.current = null;
        setBusy(null);
      }
    });

  const onTrace = (r: TraceResult, rules: TraceRules) => {
    const start = r.expansions[0]?.account;
    fitAfter.current = true;
    learnAddresses(Object.assign({}, ...r.expansions.map((x) => x.book)));
    setDoc((d) => {
      let next = d;
      for (const x of r.expansions) next = applyExpansion(next, x, r.direction);
      // Repeated runs merge: one ledger per account, every run's stops (the answer lists each
      // account once). The trace's picture reads as a money flow: laid out from the start to
      // where the trails ended.
      return start
        ? arrangeCanvas(withTrace(next, start, r, rules, Date.now()), shown, stopLabelled)
        : next;
    });
    setHighlight(null);
    setInfo(traceInfo(r));
  };

  const setFilters = (patch: Partial<CanvasDocument['filters']>) =>
    setDoc((d) => ({ ...d, filters: { ...d.filters, ...patch } }));
  const onMove = useCallback(
    (id: string, x: number, y: number) =>
      setDoc((d) =>
        id.startsWith(ENTITY_ID_PREFIX)
          ? { ...d, groups: d.groups.map((g) => (g.id === id ? { ...g, x, y } : g)) }
          : { ...d, nodes: d.nodes.map((n) => (n.address === id ? { ...n, x, y } : n)) },
      ),
    [],
  );

  const view = useMemo(
    () => canvasView({ nodes: doc.nodes, edges: doc.edges, groups: doc.groups }),
    [doc.nodes, doc.edges, doc.groups],
  );
  // The canvas's answer: the same attribution the CLI's `trace` prints (shared/attribution).
  const attribution = useMemo(
    () => canvasAttribution(doc),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what the attribution reads
    [doc.ledgers, doc.traces, doc.rule, doc.start, doc.filters],
  );

  /** Groups the wallets whose keys were read (all, or those read before a cancel) by key. */
  const groupByKey = (r: KeysRead) => {
    setGroupingKeys(false);
    groupButton.current?.focus();
    const found = [...r.keys.values()].filter((k) => k !== null).length;
    const { grouped } = groupBySharedKey(doc, r.keys);
    setDoc((d) => groupBySharedKey(d, r.keys).doc);
    setInfo(
      `Group by key: ${found} of ${plural(doc.nodes.length, 'account')} have a readable public key; ` +
        `${grouped ? plural(grouped, 'entity', 'entities') + ' grouped' : 'no two share one'} · ${plural(r.requests, 'request')}` +
        (r.cancelled
          ? `; cancelled after ${r.read} of ${plural(r.toRead, 'account')} read: grouped by the keys read so far`
          : ''),
    );
  };

  const selectedNode =
    selection?.kind === 'node' ? doc.nodes.find((n) => n.address === selection.id) : undefined;
  const selectedGroup =
    selection?.kind === 'node' ? doc.groups.find((g) => g.id === selection.id) : undefined;
  // A drawn flow: one account's flow (its movements open), or an entity's sum of several.
  const viewEdge =
    selection?.kind === 'edge' ? view.edges.find((e) => e.id === selection.id) : undefined;
  const selectedEdge =
    selection?.kind === 'edge'
      ? doc.edges.find(
          (e) => e.id === (viewEdge?.members.length === 1 ? viewEdge.members[0] : selection.id),
        )
      : undefined;
  const summedEdge =
    !selectedEdge && viewEdge && viewEdge.members.length > 1 ? viewEdge : undefined;
  const assets = Object.entries(doc.assets).filter(([k]) => k !== 'TON');
  // The saved pictures' title (PNG and SVG alike): name, network, when it was saved.
  const pictureTitle = () =>
    canvasTitle(
      { ...doc, asOfBlock },
      { name: label, network: profile.network, at: Math.floor(Date.now() / 1000) },
    );
  const exportEdges = async () => {
    const where = await saveWorkspaceFile('canvas-edges.csv', canvasEdgesCsv(doc, shown));
    if (where) setMessage(`Edge list: ${where}.`);
  };
  const savePng = async () => {
    await saveCanvasPicture(doc, { ...shown, title: pictureTitle() }, 'canvas');
    setMessage('Picture saved as canvas.png.');
  };
  // The same drawing as the case's report: the saved layout, as a standalone SVG.
  const saveSvg = async () => {
    const where = await saveWorkspaceFile(
      'canvas.svg',
      canvasSvg(doc, { ...shown, title: pictureTitle() }),
    );
    if (where) setMessage(`Picture (SVG): ${where}.`);
  };

  return (
    <section className="canvas-page">
      <h1>
        Canvas{saved ? `: ${saved.name}` : ''}{' '}
        <span className="muted canvas-start">
          from <Address address={doc.start} />
        </span>
      </h1>
      {saved && (
        <p className="muted">
          Kept in <a href={routePath({ name: 'case', id: saved.caseId })}>its case</a>.
        </p>
      )}
      <form
        className="canvas-filters"
        aria-label="Expansion filters"
        onSubmit={(e) => e.preventDefault()}
      >
        <NumberField
          label="Top"
          min={1}
          max={200}
          value={f.limit}
          onChange={(n) => setFilters({ limit: Math.min(200, Math.max(1, n || 10)) })}
        />
        <label className="field">
          <span>Asset</span>
          <select
            value={f.asset ?? ''}
            onChange={(e) => setFilters({ asset: e.target.value || null })}
          >
            <option value="">All (ranked by TON)</option>
            <option value="TON">TON</option>
            {assets.map(([k]) => (
              <option key={k} value={k}>
                {assetUnitText(doc, k, profile.network)}
              </option>
            ))}
          </select>
        </label>
        <MinimumField
          symbol={assetUnitText(doc, f.asset ?? 'TON', profile.network)}
          value={minText}
          onChange={setMinText}
        />
        <label className="field">
          <span>From</span>
          <input
            type="date"
            value={dateValue(f.fromUnix)}
            onChange={(e) => setFilters({ fromUnix: dateInputToUnix(e.target.value, timeZone) })}
          />
        </label>
        <label className="field">
          <span>To</span>
          <input
            type="date"
            value={dateValue(f.toUnix)}
            onChange={(e) => {
              const start = dateInputToUnix(e.target.value, timeZone);
              setFilters({ toUnix: start === null ? null : start + 86_399 });
            }}
          />
        </label>
      </form>
      <div className="toolbar">
        <button type="button" onClick={() => core.current && fitCanvasView(core.current)}>
          Fit
        </button>
        <button
          type="button"
          title="Lay the picture out as a money flow: the start on the left, where trails ended on the right"
          onClick={() => {
            fitAfter.current = true;
            setDoc((d) => arrangeCanvas(d, shown, stopLabelled));
          }}
        >
          Arrange
        </button>
        <button type="button" onClick={() => void run(exportEdges)}>
          Export edges CSV
        </button>
        <button type="button" onClick={() => void run(savePng)}>
          Save as PNG
        </button>
        <button type="button" onClick={() => void run(saveSvg)}>
          Save as SVG
        </button>
        <button
          type="button"
          ref={groupButton}
          disabled={busy !== null}
          aria-expanded={groupingKeys}
          onClick={() => setGroupingKeys(true)}
        >
          Group wallets by key
        </button>
        <button type="button" className="primary" onClick={() => setSaving(true)}>
          {saved ? 'Save' : 'Save to case…'}
        </button>
        {busy && (
          <span role="status" className="muted">
            {busy}
          </span>
        )}
        {busy && (
          <button
            type="button"
            onClick={() => {
              const id = expanding.current;
              if (id) void cancelExpand({ expandId: id });
            }}
          >
            Cancel
          </button>
        )}
        {info && !busy && (
          <span className="muted" data-testid="canvas-info">
            {info}
          </span>
        )}
      </div>
      {groupingKeys && (
        <GroupByKeyPanel
          addresses={doc.nodes.map((n) => n.address)}
          onKeys={groupByKey}
          onClose={() => {
            setGroupingKeys(false);
            groupButton.current?.focus();
          }}
        />
      )}
      <ActionFeedback error={error} message={message} />
      {gaps.length > 0 && (
        <div className="notice" role="status">
          The ledger could not read everything, so these sums may be short:{' '}
          {gaps.slice(0, 3).join('; ')}
        </div>
      )}
      <div className="canvas-body">
        <div className="canvas-picture">
          <CanvasGraph
            doc={doc}
            name={label}
            label={labelOf}
            selection={selection}
            onSelect={setSelection}
            onMove={onMove}
            coreRef={core}
            flagged={risk.flagged}
            peel={patterns.peel}
            highlight={highlight ?? undefined}
          />
          {selectedNode && (
            <section className="canvas-panel" aria-label="Selected account">
              <h2>Account</h2>
              <p>
                <Address address={selectedNode.address} />{' '}
                <a href={routePath({ name: 'account', address: selectedNode.address })}>
                  Open the account
                </a>
              </p>
              <AccountTraced
                doc={doc}
                attribution={attribution}
                address={selectedNode.address}
                name={label}
              />
              <div className="toolbar" role="group" aria-label="Expand">
                {(['in', 'out', 'both'] as const).map((d) => (
                  <button
                    key={d}
                    type="button"
                    disabled={busy !== null}
                    onClick={() => void expand(selectedNode.address, d)}
                  >
                    Expand {DIRECTION_WORDS[d]}
                  </button>
                ))}
                {selectedNode.expanded
                  .filter((e) => e.nextOffset !== null)
                  .map((e) => (
                    <button
                      key={e.direction}
                      type="button"
                      disabled={busy !== null}
                      onClick={() => void expand(selectedNode.address, e.direction, true)}
                    >
                      Load more ({DIRECTION_WORDS[e.direction]})
                    </button>
                  ))}
              </div>
              <button type="button" onClick={() => setTracing((t) => !t)} aria-expanded={tracing}>
                Auto-trace…
              </button>
              {tracing && (
                <AutoTracePanel
                  start={selectedNode.address}
                  asset={f.asset ?? 'TON'}
                  assetInfo={{
                    ...assetOf(doc, f.asset ?? 'TON'),
                    symbol: assetUnitText(doc, f.asset ?? 'TON', profile.network),
                  }}
                  fromUnix={f.fromUnix}
                  rule={doc.rule}
                  onResult={onTrace}
                />
              )}
              <NoteField
                label="Note on this account"
                key={selectedNode.address}
                note={selectedNode.note}
                onNote={(note) =>
                  setDoc((d) => ({
                    ...d,
                    nodes: d.nodes.map((n) =>
                      n.address === selectedNode.address ? { ...n, note } : n,
                    ),
                  }))
                }
              />
            </section>
          )}
          {selectedGroup && (
            <EntityPanel
              doc={doc}
              group={selectedGroup}
              inside={view.internal.get(selectedGroup.id) ?? []}
              onUngroup={() => {
                setDoc((d) => ungroup(d, selectedGroup.id));
                setSelection({ kind: 'node', id: selectedGroup.members[0]! });
              }}
              onNote={(note) =>
                setDoc((d) => ({
                  ...d,
                  groups: d.groups.map((g) => (g.id === selectedGroup.id ? { ...g, note } : g)),
                }))
              }
            />
          )}
          {summedEdge && <SummedFlowPanel doc={doc} edge={summedEdge} onSelect={setSelection} />}
          {selectedEdge && (
            <EdgeMovements
              doc={doc}
              edge={selectedEdge}
              onMessage={setMessage}
              onNote={(note) =>
                setDoc((d) => ({
                  ...d,
                  edges: d.edges.map((e) => (e.id === selectedEdge.id ? { ...e, note } : e)),
                }))
              }
            />
          )}
        </div>
        <div>
          {chosen.size > 0 && (
            <GroupChosenForm
              count={chosen.size}
              onClear={() => setChosen(new Set())}
              onGroup={(note) =>
                void run(async () => {
                  const next = groupAccounts(doc, [...chosen], { kind: 'manual' }, note);
                  setDoc(next);
                  setChosen(new Set());
                  setSelection({ kind: 'node', id: next.groups[next.groups.length - 1]!.id });
                })
              }
            />
          )}
          <AttributionPanel
            doc={doc}
            attribution={attribution}
            name={label}
            onRule={(rule: AttributionRule) => setDoc((d) => ({ ...d, rule }))}
            onSelect={setSelection}
          />
          <CanvasTables
            doc={doc}
            view={view}
            selection={selection}
            onSelect={setSelection}
            flagsOf={flagsOf}
            chosen={chosen}
            onChoose={(address, on) =>
              setChosen((c) => {
                const next = new Set(c);
                if (on) next.add(address);
                else next.delete(address);
                return next;
              })
            }
          />
          <PathFinderPanel
            key={attribution?.start.address ?? doc.start}
            doc={doc}
            attribution={attribution}
            name={label}
            onHighlight={setHighlight}
          />
          <CanvasPatterns
            doc={doc}
            found={patterns}
            name={label}
            selected={selectedNode?.address ?? null}
            onSelect={setSelection}
            onGroup={(members, note) =>
              setDoc((d) => groupAccounts(d, members, { kind: 'manual' }, note))
            }
          />
        </div>
      </div>
      {saving && (
        <SaveCanvasDialog
          doc={withShown(doc, name, risk.flagged, asOfBlock, labelOf)}
          saved={saved}
          defaultName={`From ${label(doc.start)}`}
          onClose={() => setSaving(false)}
          onSaved={(ref) => {
            setSaved(ref);
            setSaving(false);
            setError(null);
            setMessage(`Saved as “${ref.name}”.`);
          }}
        />
      )}
    </section>
  );
}

/**
 * What an auto-trace did, in one line: accounts read, requests, how it ended, and how many
 * accounts were not followed (each is listed with why under "Where the value went").
 */
function traceInfo(r: TraceResult): string {
  const how = {
    done: 'every trail ended or was cut by a rule',
    budget: 'the request budget ran out',
    cancelled: 'cancelled',
  };
  const cut = r.stops.filter((s) =>
    (FRONTIER_REASONS as readonly string[]).includes(s.code ?? ''),
  ).length;
  const done = r.ended === 'done' && cut === 0 ? 'every trail ended' : how[r.ended];
  return (
    `Auto-trace: ${plural(r.expansions.length, 'account')} read over ${plural(r.hops, 'hop')}, ${plural(r.requests, 'request')}; ${done}` +
    (cut ? `; ${plural(cut, 'account')} not followed` : '')
  );
}
