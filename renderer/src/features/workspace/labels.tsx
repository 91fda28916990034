import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Network } from '../../../../shared/profiles';
import {
  LABEL_COLORS,
  isBuiltinLabel,
  labelKey,
  type AddressLabel,
} from '../../../../shared/workspace/labels';
import { provenanceLines, provenanceText } from '../../../../shared/labels/provenance';
import { LookalikeTag } from '../risk';
import { lookupLabels, useLabelSearch } from '../../api/labels';
import { useOnWorkspaceChange } from '../../api/workspace-refresh';
import { routePath } from '../../routing/routes';
import { AddressExtrasContext, type AddressExtras } from '../../components/address-extras';
import { LabelCache } from './label-cache';
import { LabelEditor } from './LabelEditor';
import { WatchButton } from './watch';
import { AddToCaseButton, AddToCaseDialog } from './cases';
import './workspace.css';

interface LabelsContextValue {
  cache: LabelCache;
  /** Opens the label editor for an address (raw); focus goes to `returnTo` when it closes. */
  edit(raw: string, returnTo?: HTMLElement | null): void;
  /** Opens the "Add to case" dialog for an address (raw); focus goes to `returnTo` after. */
  addToCase(raw: string, returnTo?: HTMLElement | null): void;
}

/** An address whose dialog is open, and the element to focus when it closes. */
interface Opened {
  raw: string;
  returnTo?: HTMLElement | null;
}

const LabelsContext = createContext<LabelsContextValue | null>(null);

/**
 * Provides the network's labels to every address on screen through one {@link LabelCache}
 * (one lookup call per render batch), re-reads them when main says they changed, and hosts
 * the dialogs of the address menu (label editor, add to case), which outlive the menu.
 */
export function LabelsProvider({ network, children }: { network: Network; children: ReactNode }) {
  const cache = useMemo(
    () => new LabelCache(network, (net, addresses) => lookupLabels({ network: net, addresses })),
    [network],
  );
  const [editing, setEditing] = useState<Opened | null>(null);
  const [casing, setCasing] = useState<Opened | null>(null);
  const [added, setAdded] = useState<{ id: number; name: string } | null>(null);
  const invalidate = useCallback(() => cache.invalidate(), [cache]);
  useOnWorkspaceChange('workspace:labels-changed', network, invalidate);
  const value = useMemo(
    () => ({
      cache,
      edit: (raw: string, returnTo?: HTMLElement | null) => setEditing({ raw, returnTo }),
      addToCase: (raw: string, returnTo?: HTMLElement | null) => setCasing({ raw, returnTo }),
    }),
    [cache],
  );
  return (
    <LabelsContext.Provider value={value}>
      <AddressExtrasContext.Provider value={LABEL_EXTRAS}>{children}</AddressExtrasContext.Provider>
      {editing && (
        <LabelEditor
          network={network}
          address={editing.raw}
          current={cache.get(editing.raw) ?? null}
          onSaved={(label) => cache.put(editing.raw, label)}
          onClose={() => setEditing(null)}
          returnFocus={editing.returnTo}
        />
      )}
      {casing && (
        <AddToCaseDialog
          kind="address"
          reference={casing.raw}
          returnFocus={casing.returnTo}
          onClose={() => setCasing(null)}
          onAdded={(c) => {
            setCasing(null);
            setAdded(c);
          }}
        />
      )}
      {added && (
        <div className="workspace-toast" role="status">
          Added to <a href={routePath({ name: 'case', id: added.id })}>{added.name}</a>.{' '}
          <button type="button" aria-label="Dismiss" onClick={() => setAdded(null)}>
            ×
          </button>
        </div>
      )}
    </LabelsContext.Provider>
  );
}

/**
 * The user's label of an address (any form) on the active network: the label, null when it
 * has none, undefined while loading or outside a {@link LabelsProvider}.
 */
export function useAddressLabel(
  address: string | null | undefined,
): AddressLabel | null | undefined {
  const ctx = useContext(LabelsContext);
  let raw = '';
  try {
    raw = address ? labelKey(address) : '';
  } catch {
    raw = '';
  }
  useEffect(() => {
    if (ctx && raw) ctx.cache.request(raw);
  }, [ctx, raw]);
  const noop = () => () => undefined;
  return useSyncExternalStore(ctx?.cache.subscribe ?? noop, () =>
    ctx && raw ? ctx.cache.get(raw) : undefined,
  );
}

/** The cache key of an address (any form), '' when it is none. */
function keyOf(address: string): string {
  try {
    return labelKey(address);
  } catch {
    return '';
  }
}

/**
 * The user's labels of many addresses (any form) on the active network, asked in one batch:
 * a function giving an address's label, null when it has none, undefined while loading (or
 * outside a {@link LabelsProvider}). It changes when one of their labels does.
 */
export function useAddressLabels(
  addresses: readonly string[],
): (address: string) => AddressLabel | null | undefined {
  const ctx = useContext(LabelsContext);
  const key = addresses.join(',');
  useEffect(() => {
    if (ctx) for (const a of key.split(',')) if (a) ctx.cache.request(a);
  }, [ctx, key]);
  const noop = () => () => undefined;
  // A string of what is known, so the store's snapshot compares by value.
  const snapshot = useSyncExternalStore(ctx?.cache.subscribe ?? noop, () =>
    ctx
      ? key
          .split(',')
          .map((a) => {
            const l = ctx.cache.get(keyOf(a));
            return l === undefined ? '?' : l === null ? '' : `${l.updatedAt}:${l.label}`;
          })
          .join('\u0000')
      : '',
  );
  return useMemo(() => {
    void snapshot; // a new function when a label changed
    return (address: string) => (ctx ? ctx.cache.get(keyOf(address)) : undefined);
  }, [ctx, snapshot]);
}

/**
 * Opens the label editor of an address (focus goes to `returnTo`, default the focused
 * element, when it closes); null outside a {@link LabelsProvider}.
 */
export function useEditLabel(): ((address: string, returnTo?: HTMLElement | null) => void) | null {
  const ctx = useContext(LabelsContext);
  if (!ctx) return null;
  return (address: string, returnTo?: HTMLElement | null) => {
    try {
      ctx.edit(labelKey(address), returnTo);
    } catch {
      // not an address: nothing to label
    }
  };
}

/** A colour dot for a label's colour tag (none when untagged). */
export function LabelDot({ color }: { color: AddressLabel['color'] }) {
  if (!color || !(LABEL_COLORS as readonly string[]).includes(color)) return null;
  return <span className={`label-dot label-${color}`} aria-hidden="true" />;
}

/**
 * A label's tooltip: the label and note, where it comes from (a built-in or imported set's
 * data set, category, source, submitter and date), and the built-in label a user's overrides.
 */
export function labelTitle(label: AddressLabel): string {
  const lines = [label.note ? `${label.label}: ${label.note}` : label.label];
  if (label.provenance) lines.push(`From ${provenanceText(label.provenance)}`);
  if (label.overrides) {
    lines.push(
      `Your label; it overrides the built-in “${label.overrides.label}” (${provenanceText(label.overrides.provenance)})`,
    );
  }
  return lines.join('\n');
}

/**
 * The label of an address as a tag (nothing when it has none): the user's, or a built-in one
 * (marked as such), with its provenance in the tooltip; a lookalike found on the network is
 * marked before it.
 */
export function AddressLabelTag({ address }: { address: string }) {
  const label = useAddressLabel(address);
  return (
    <>
      <LookalikeTag address={address} />
      {label && (
        <span
          className={`address-label${isBuiltinLabel(label) ? ' builtin-label' : ''}`}
          data-testid="address-label"
          data-source={label.provenance ? label.provenance.dataset : 'user'}
          title={labelTitle(label)}
        >
          <LabelDot color={label.color} />
          {label.label}
        </span>
      )}
    </>
  );
}

/** Where a label comes from, as the address menu and the account page list it. */
export function LabelProvenance({ label }: { label: AddressLabel }) {
  const p = label.provenance ?? label.overrides?.provenance;
  if (!p) return null;
  const overridden = !label.provenance && label.overrides;
  return (
    <div className="label-provenance" data-testid="label-provenance">
      <p className="muted">
        {overridden
          ? `Your label overrides the built-in “${label.overrides!.label}”:`
          : isBuiltinLabel(label)
            ? 'Built-in label (not yours):'
            : 'Imported label:'}
      </p>
      <dl>
        {provenanceLines(p).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The workspace items of an address's menu: "Label…" and "Add to case…". Their dialogs give
 * focus back to `returnTo` (the menu's "⋯" button) when they close.
 */
export function LabelMenuItem({
  address,
  onDone,
  returnTo,
}: {
  address: string;
  /** Called after an item opened its dialog (the menu closes without taking focus back). */
  onDone?: () => void;
  returnTo?: HTMLElement | null;
}) {
  const ctx = useContext(LabelsContext);
  const edit = useEditLabel();
  const label = useAddressLabel(address);
  if (!edit || !ctx) return null;
  let raw: string | null = null;
  try {
    raw = labelKey(address);
  } catch {
    raw = null;
  }
  const mine = label && !isBuiltinLabel(label);
  return (
    <>
      {label && <LabelProvenance label={label} />}
      <button
        type="button"
        className="menu-item"
        onClick={() => {
          edit(address, returnTo);
          onDone?.();
        }}
      >
        {mine ? 'Edit label…' : label ? 'Label it yourself…' : 'Label…'}
      </button>
      {raw && (
        <button
          type="button"
          className="menu-item"
          onClick={() => {
            ctx.addToCase(raw, returnTo);
            onDone?.();
          }}
        >
          Add to case…
        </button>
      )}
    </>
  );
}

/** An account page's label block: the label, its note, and the Label… / Edit label… button. */
export function AccountLabel({ address }: { address: string }) {
  const label = useAddressLabel(address);
  const edit = useEditLabel();
  if (!edit) return null;
  const mine = label && !isBuiltinLabel(label);
  return (
    <div className="account-label" data-testid="account-label">
      {label && (
        <span
          className={`address-label big${mine ? '' : ' builtin-label'}`}
          title={labelTitle(label)}
        >
          <LabelDot color={label.color} />
          {label.label}
          {label.category && <span className="muted"> · {label.category}</span>}
        </span>
      )}
      <button type="button" onClick={() => edit(address)}>
        {mine ? 'Edit label…' : label ? 'Label it yourself…' : 'Label…'}
      </button>
      <WatchButton address={address} />
      <AddToCaseButton kind="address" reference={address} />
      {label?.note && <p className="label-note">{label.note}</p>}
      {label && <LabelProvenance label={label} />}
    </div>
  );
}

/** Search results among the user's labels: each matching address, linked to its page. */
export function LabelResults({
  network,
  text,
  onSingle,
}: {
  network: Network;
  text: string;
  /** Called when exactly one label matches `text` exactly (case-insensitive). */
  onSingle?(address: string): void;
}) {
  const found = useLabelSearch(network, text);
  const items = found.data?.items ?? [];
  const exact = items.filter((l) => l.label.toLowerCase() === text.trim().toLowerCase());
  const single = exact.length === 1 ? exact[0]!.address : null;
  useEffect(() => {
    if (single) onSingle?.(single);
  }, [single, onSingle]);
  if (!items.length) return null;
  const mine = items.filter((l) => !isBuiltinLabel(l));
  const builtin = items.filter(isBuiltinLabel);
  const list = (rows: AddressLabel[], name: string) => (
    <ul className="plain-list" aria-label={name}>
      {rows.map((l) => (
        <li key={l.address} title={labelTitle(l)}>
          <a href={routePath({ name: 'account', address: l.address })}>
            <LabelDot color={l.color} />
            {l.label}
          </a>{' '}
          {l.category && <span className="muted">{l.category} · </span>}
          <span className="mono muted">{l.address}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="label-results">
      {mine.length > 0 && (
        <>
          <h2>Your labels</h2>
          {list(mine, 'Addresses with matching labels')}
        </>
      )}
      {builtin.length > 0 && (
        <>
          <h2>Built-in labels ({builtin[0]!.provenance!.dataset})</h2>
          {list(builtin, 'Addresses with matching built-in labels')}
        </>
      )}
    </div>
  );
}

/** What the workspace adds to every shown address: its label tag and the label and case items. */
const LABEL_EXTRAS: AddressExtras = { Tag: AddressLabelTag, MenuItems: LabelMenuItem };
