import { useState, type ReactNode } from 'react';
import type { Network } from '../../../../shared/profiles';
import { useAlerts, useWatches } from '../../api/watches';
import { useNetwork } from '../../lib/profile-context';
import { routePath } from '../../routing/routes';
import { EditorDialog } from '../../components/EditorDialog';
import { useWatchEditor, type WatchEditorProps, type WatchFields } from './use-watch-editor';

/**
 * A bell (inline SVG: Linux desktops often lack a font with the 🔔 emoji, which then shows
 * as an empty box).
 */
export function BellIcon() {
  return (
    <svg
      className="bell-icon"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
      data-testid="bell-icon"
    >
      <path
        d="M6 1.2a3.3 3.3 0 0 0-3.3 3.3v2.4L1.5 8.6h9L9.3 6.9V4.5A3.3 3.3 0 0 0 6 1.2z"
        fill="none"
        stroke="currentColor"
        strokeLinejoin="round"
      />
      <path d="M4.8 9.8a1.2 1.2 0 0 0 2.4 0" fill="none" stroke="currentColor" />
    </svg>
  );
}

/** The status bar's alert count: a link to the alerts list, "N unread" when any. */
export function AlertsIndicator({ network }: { network: Network }) {
  const alerts = useAlerts(network);
  const unread = alerts.data?.unread ?? 0;
  return (
    <a
      href={routePath({ name: 'alerts' })}
      className={unread ? 'alerts-indicator unread' : 'alerts-indicator'}
      data-testid="alerts-unread"
      aria-label={unread ? `${unread} unread alerts` : 'Alerts'}
    >
      <BellIcon /> {unread ? `${unread} unread` : 'Alerts'}
    </a>
  );
}

/** The account page's Watch / Watching button and its rules dialog. */
export function WatchButton({ address }: { address: string }) {
  const network = useNetwork();
  const watches = useWatches(network);
  const [open, setOpen] = useState(false);
  const current = watches.data?.find((w) => w.address === address) ?? null;
  return (
    <>
      <button type="button" aria-pressed={current !== null} onClick={() => setOpen(true)}>
        {current ? '★ Watching…' : '☆ Watch…'}
      </button>
      {open && (
        <WatchEditor
          network={network}
          address={address}
          current={current}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/** The watch rules dialog of one account: its rules, Watch / Save, Stop watching, Cancel. */
function WatchEditor(props: WatchEditorProps) {
  const { address, current, onClose } = props;
  const editor = useWatchEditor(props);
  return (
    <EditorDialog
      title={current ? 'Watching this account' : 'Watch this account'}
      address={address}
      error={editor.error}
      onClose={onClose}
      onSubmit={editor.save}
      actions={
        <>
          <button type="submit" className="primary" disabled={editor.busy}>
            {current ? 'Save' : 'Watch'}
          </button>
          {current && (
            <button type="button" disabled={editor.busy} onClick={editor.stop}>
              Stop watching
            </button>
          )}
        </>
      }
    >
      <p className="muted">
        The app checks watched accounts in the background and lists alerts under <BellIcon /> Alerts
        in the status bar.
      </p>
      <WatchRuleFields fields={editor.fields} />
    </EditorDialog>
  );
}

/** The watch dialog's rules: any transaction, TON balance bounds, state, jettons, NFTs. */
function WatchRuleFields({ fields: f }: { fields: WatchFields }) {
  return (
    <>
      <Check checked={f.anyTx} onChange={f.setAnyTx}>
        Any new transaction
      </Check>
      <label className="field">
        <span>TON balance above (TON)</span>
        <input inputMode="decimal" value={f.above} onChange={(e) => f.setAbove(e.target.value)} />
      </label>
      <label className="field">
        <span>TON balance below (TON)</span>
        <input inputMode="decimal" value={f.below} onChange={(e) => f.setBelow(e.target.value)} />
      </label>
      <Check checked={f.stateChange} onChange={f.setStateChange}>
        Code or status change (upgrade, frozen)
      </Check>
      <Check checked={f.jettons} onChange={f.setJettons}>
        Jetton balance change
      </Check>
      <Check checked={f.nfts} onChange={f.setNfts}>
        NFT received or sent
      </Check>
    </>
  );
}

/** One checkbox rule of the watch dialog, labelled by its children. */
function Check({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
}) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}
