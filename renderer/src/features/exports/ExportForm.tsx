import { useState } from 'react';
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  type ExportFormat,
  type ExportKind,
  type ExportOrder,
  type ExportScope,
} from '../../../../shared/exports/kinds';
import { isAddress } from '../../../../shared/ton/address';
import { ErrorState } from '../../components/States';
import { chooseExportPath, startExport } from '../../api/exports';
import { LabeledSelect } from '../../components/LabeledSelect';
import { Form } from '../../components/Form';
import { TextField } from '../../components/TextField';

const KIND_LABELS: Record<ExportKind, string> = {
  transactions: 'Transactions',
  'ton-transfers': 'TON transfers',
  'jetton-transfers': 'Jetton transfers',
  'nft-transfers': 'NFT transfers',
  actions: 'Actions',
  ledger: 'Ledger (every movement, with a statement per asset)',
};
const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV (RFC 4180, UTF-8)',
  xlsx: 'Excel (XLSX, with a summary sheet)',
  jsonl: 'JSON Lines',
};
const ORDER_LABELS: Record<ExportOrder, string> = {
  asc: 'Oldest first',
  desc: 'Newest first',
};
const SCOPE_LABELS: Record<ExportScope, string> = {
  account: 'Account',
  'jetton-master': 'Jetton master (all its transfers)',
  'nft-collection': 'NFT collection (all its transfers)',
};

/** The form's choices among fixed options, a select each. */
interface Choices {
  scope: ExportScope;
  kind: ExportKind;
  format: ExportFormat;
  order: ExportOrder;
}

const FIRST_CHOICES: Choices = {
  scope: 'account',
  kind: 'transactions',
  format: 'csv',
  order: 'asc',
};

/** Each choice's select: its label and its options' words, in order. */
const SELECTS: { [K in keyof Choices]: [label: string, words: Record<Choices[K], string>] } = {
  scope: ['Kind of address', SCOPE_LABELS],
  kind: ['What to export', KIND_LABELS],
  format: ['Format', FORMAT_LABELS],
  order: ['Order', ORDER_LABELS],
};

/** The form that starts an export: what, from where, which range, which file. */
export function ExportForm({
  profileId,
  initialAddress,
}: {
  profileId: string;
  initialAddress: string;
}) {
  const [address, setAddress] = useState(initialAddress);
  const [choices, setChoices] = useState(FIRST_CHOICES);
  const { scope, kind, format, order } = choices;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [bom, setBom] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const kinds: ExportKind[] =
    scope === 'jetton-master'
      ? ['jetton-transfers']
      : scope === 'nft-collection'
        ? ['nft-transfers']
        : [...EXPORT_KINDS];
  const effectiveKind = kinds.includes(kind) ? kind : kinds[0]!;
  const addressOk = isAddress(address);
  /** The select of one choice among `options` (by default all it has words for). */
  const select = <K extends keyof Choices>(
    name: K,
    options?: readonly Choices[K][],
    value: Choices[K] = choices[name],
  ) => {
    const [label, words] = SELECTS[name];
    return (
      <LabeledSelect
        label={label}
        name={name}
        value={value}
        choices={(options ?? (Object.keys(words) as Choices[K][])).map(
          (v) => [v, words[v]] as const,
        )}
        onChange={(v) => setChoices((c) => ({ ...c, [name]: v }))}
      />
    );
  };

  const submit = async () => {
    setError(null);
    setBusy(true);
    try {
      const chosen = await chooseExportPath({
        kind: effectiveKind,
        format,
        address,
      });
      if (chosen.dialog && chosen.path === null) return; // save dialog cancelled
      await startExport({
        profileId,
        address: address.trim(),
        scope,
        kind: effectiveKind,
        format,
        order,
        bom: format === 'csv' && bom,
        ...(from ? { from } : {}),
        ...(to ? { to: `${to}T23:59:59Z` } : {}),
        ...(chosen.dialog && chosen.path ? { outPath: chosen.path } : {}),
      });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form className="export-form" onSubmit={() => void submit()} aria-label="New export">
      <TextField
        label="Address"
        name="address"
        value={address}
        onChange={setAddress}
        placeholder="EQ… / UQ… / 0:…"
        aria-invalid={address !== '' && !addressOk}
      />
      {address !== '' && !addressOk && <div className="error">This is not a TON address.</div>}
      {select('scope')}
      {select('kind', kinds, effectiveKind)}
      {select('format', EXPORT_FORMATS)}
      <div className="export-range">
        <label>
          From (UTC)
          <input type="date" name="from" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To (UTC, inclusive)
          <input type="date" name="to" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <span className="muted">Empty = the whole history.</span>
      </div>
      {select('order')}
      {format === 'csv' && (
        <label className="export-check">
          <input
            type="checkbox"
            name="bom"
            checked={bom}
            onChange={(e) => setBom(e.target.checked)}
          />
          Add a byte-order mark (for Excel and other spreadsheet programs)
        </label>
      )}
      <div>
        <button type="submit" disabled={busy || !addressOk}>
          {busy ? 'Starting…' : 'Start export'}
        </button>
      </div>
      {error !== null && <ErrorState error={error} />}
    </Form>
  );
}
