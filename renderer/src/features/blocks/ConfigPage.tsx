import { useMemo, useState } from 'react';
import type { Cell } from '@ton/core';
import { Address } from '../../components/Address';
import { CopyButton } from '../../components/CopyButton';
import { Hash } from '../../components/Hash';
import { EmptyState, ErrorState, Loading } from '../../components/States';
import { useConfigAll } from './config-query';
import { OfflineBanner } from '../../persistence/OfflineBanner';
import { routePath, type Route } from '../../routing/routes';
import { formatFieldValue } from '../../../../shared/chain/config-format';
import {
  CONFIG_SECTIONS,
  decodeParam,
  paramInfo,
  parseConfigCells,
  rawCell,
  type ConfigCell,
  type ConfigField,
  type DecodedParam,
} from '../../../../shared/chain/config-params';
import { ValidatorSetTable } from '../reference';
import '../../components/token-pages.css';
import '../../components/reference.css';
import { TextInput } from '../../components/TextField';

/**
 * Blockchain configuration (v2 `getConfigAll`): every parameter by section with its meaning;
 * a parameter is decoded into typed fields with units (or a validator table) only when opened,
 * so the page shows as soon as the configuration arrives. `#/config/<n>` opens parameter n.
 */
export function ConfigPage({ route }: { route: Extract<Route, { name: 'config' }> }) {
  const config = useConfigAll();
  const [filter, setFilter] = useState('');
  const parsed = useMemo(() => {
    if (!config.data) return null;
    try {
      return { cells: parseConfigCells(config.data.config.bytes), error: null };
    } catch (e) {
      return { cells: [] as ConfigCell[], error: (e as Error).message };
    }
  }, [config.data]);

  if (config.isPending) return <Loading label="Loading the configuration…" />;
  if (!parsed) return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
  if (parsed.error) return <ErrorState error={{ code: 'BAD_RESPONSE', message: parsed.error }} />;
  const needle = filter.trim().toLowerCase();
  const shown = parsed.cells.filter((p) => {
    if (!needle) return true;
    const info = paramInfo(p.id);
    return (
      String(p.id) === needle.replace(/^#/, '') ||
      info.title.toLowerCase().includes(needle) ||
      info.description.toLowerCase().includes(needle)
    );
  });
  return (
    <article className="config-page" aria-label="Blockchain configuration">
      <OfflineBanner queries={[config]} />
      <h2>Blockchain configuration</h2>
      <p className="muted">
        {parsed.cells.length} parameters. Open one for its decoded value; the raw cell is one click
        further. Validator sets also have their own{' '}
        <a href={routePath({ name: 'validators' })}>Validators page</a>.
      </p>
      <TextInput
        type="search"
        aria-label="Filter parameters"
        placeholder="Filter by number, name or meaning"
        value={filter}
        onChange={setFilter}
      />
      {shown.length === 0 ? (
        <EmptyState title={`No parameter matches “${filter}”`} />
      ) : (
        CONFIG_SECTIONS.map((section) => {
          const inSection = shown.filter((p) => paramInfo(p.id).section === section);
          if (inSection.length === 0) return null;
          return (
            <section key={section} aria-label={section} className="config-section">
              <h3>{section}</h3>
              <div className="config-list" role="list" aria-label={`${section} parameters`}>
                {inSection.map((p) => (
                  <ConfigParamView
                    key={`${p.id}-${route.param === p.id}`}
                    id={p.id}
                    cell={p.cell}
                    initiallyOpen={route.param === p.id}
                  />
                ))}
              </div>
            </section>
          );
        })
      )}
    </article>
  );
}

/** One parameter: its title and meaning; decoded only once opened. */
function ConfigParamView({
  id,
  cell,
  initiallyOpen,
}: {
  id: number;
  cell: Cell;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const info = paramInfo(id);
  return (
    <details
      className="config-param"
      role="listitem"
      aria-label={`Parameter ${id}: ${info.title}`}
      open={open}
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
      ref={(el) => {
        if (el && initiallyOpen && !el.dataset.scrolled) {
          el.dataset.scrolled = '1';
          el.scrollIntoView({ block: 'start' });
        }
      }}
    >
      <summary>
        <strong>#{id}</strong> {info.title}
        <span className="muted config-desc"> · {info.description}</span>
      </summary>
      {open && <ParamBody id={id} cell={cell} title={info.title} />}
    </details>
  );
}

function ParamBody({ id, cell, title }: { id: number; cell: Cell; title: string }) {
  const decoded = useMemo((): { value: DecodedParam | null; error: string | null } => {
    try {
      return { value: decodeParam(id, cell), error: null };
    } catch (e) {
      return { value: null, error: (e as Error).message };
    }
  }, [id, cell]);
  const [showRaw, setShowRaw] = useState(false);
  const raw = useMemo(() => (showRaw ? rawCell(cell) : null), [showRaw, cell]);
  return (
    <div className="config-body" aria-label={`Value of parameter ${id}`}>
      {decoded.error && <p className="error">{decoded.error}</p>}
      {decoded.value?.kind === 'fields' &&
        (decoded.value.fields.length === 0 ? (
          <p className="muted">Empty: the parameter is present but holds no value.</p>
        ) : (
          <FieldList fields={decoded.value.fields} label={`Parameter ${id} fields`} />
        ))}
      {decoded.value?.kind === 'validators' && (
        <ValidatorSetTable set={decoded.value.set} label={title} />
      )}
      {decoded.value?.kind === 'unknown' && (
        <p className="muted">This parameter’s layout is not decoded here; its cell is below.</p>
      )}
      <button
        type="button"
        className="link-button"
        aria-expanded={showRaw || decoded.value?.kind === 'unknown'}
        onClick={() => setShowRaw((s) => !s)}
      >
        {showRaw ? 'Hide the raw cell' : 'Show the raw cell'}
      </button>
      {(raw || decoded.value?.kind === 'unknown') && (
        <RawCell {...(raw ?? rawCell(cell))} id={id} />
      )}
    </div>
  );
}

function RawCell({ boc, hash, id }: { boc: string; hash: string; id: number }) {
  return (
    <div className="config-raw">
      <p className="muted">
        Cell hash <Hash value={hash} short={false} label="cell hash" />
      </p>
      <span className="muted">Cell BoC (base64)</span>{' '}
      <CopyButton text={boc} label={`cell of parameter ${id}`} />
      <pre className="break">{boc}</pre>
    </div>
  );
}

/** Fields as a definition list, with a heading for each group. */
function FieldList({ fields, label }: { fields: ConfigField[]; label: string }) {
  const groups: Array<{ name: string | undefined; items: ConfigField[] }> = [];
  for (const f of fields) {
    const last = groups[groups.length - 1];
    if (last && last.name === f.group) last.items.push(f);
    else groups.push({ name: f.group, items: [f] });
  }
  return (
    <div aria-label={label}>
      {groups.map((g, i) => (
        <div key={`${g.name ?? ''}${i}`}>
          {g.name && <h4 className="config-group">{g.name}</h4>}
          <dl className="kv">
            {g.items.map((f) => (
              <div key={f.label} className="kv-row">
                <dt>{f.label}</dt>
                <dd>
                  <FieldValueView field={f} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}

function FieldValueView({ field }: { field: ConfigField }) {
  const v = field.value;
  if (v.kind === 'address') return v.raw ? <Address address={v.raw} /> : <span>none</span>;
  if (v.kind === 'addresses') {
    if (v.raw.length === 0) return <span>none</span>;
    return (
      <ul className="plain-list">
        {v.raw.map((a) => (
          <li key={a}>
            <Address address={a} />
          </li>
        ))}
      </ul>
    );
  }
  if (v.kind === 'params') {
    return (
      <span>
        {v.ids.map((n, i) => (
          <span key={n}>
            {i > 0 && ', '}
            <a href={routePath({ name: 'config', param: n })}>#{n}</a>
          </span>
        ))}
      </span>
    );
  }
  return <span className={v.kind === 'hex' ? 'mono break' : undefined}>{formatFieldValue(v)}</span>;
}
