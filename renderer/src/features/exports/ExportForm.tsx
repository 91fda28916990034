import { EXPORT_FORMATS } from '../../../../shared/exports/kinds';
import { ErrorState } from '../../components/States';
import { LabeledSelect } from '../../components/LabeledSelect';
import { Form } from '../../components/Form';
import { TextField } from '../../components/TextField';
import { SELECTS, type Choices } from './export-choices';
import { useExportForm, type ExportFormState } from './use-export-form';

/** The select of one choice among `options` (by default all it has words for). */
function ChoiceSelect<K extends keyof Choices>({
  form,
  name,
  options,
  value = form.choices[name],
}: {
  form: ExportFormState;
  name: K;
  options?: readonly Choices[K][];
  value?: Choices[K];
}) {
  const [label, words] = SELECTS[name];
  return (
    <LabeledSelect
      label={label}
      name={name}
      value={value}
      choices={(options ?? (Object.keys(words) as Choices[K][])).map((v) => [v, words[v]] as const)}
      onChange={(v) => form.choose(name, v)}
    />
  );
}

/** The export's UTC date range: from, to (inclusive); both empty for the whole history. */
function ExportRange({ range }: { range: ExportFormState['range'] }) {
  return (
    <div className="export-range">
      <DateField label="From (UTC)" name="from" value={range.from} onChange={range.setFrom} />
      <DateField label="To (UTC, inclusive)" name="to" value={range.to} onChange={range.setTo} />
      <span className="muted">Empty = the whole history.</span>
    </div>
  );
}

/** A date input (`YYYY-MM-DD`, '' when empty) in its label. */
function DateField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <input type="date" name={name} value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** The form that starts an export: what, from where, which range, which file. */
export function ExportForm({
  profileId,
  initialAddress,
}: {
  profileId: string;
  initialAddress: string;
}) {
  const form = useExportForm(profileId, initialAddress);
  const { address, addressOk } = form;
  return (
    <Form className="export-form" onSubmit={form.submit} aria-label="New export">
      <TextField
        label="Address"
        name="address"
        value={address}
        onChange={form.setAddress}
        placeholder="EQ… / UQ… / 0:…"
        aria-invalid={address !== '' && !addressOk}
      />
      {address !== '' && !addressOk && <div className="error">This is not a TON address.</div>}
      <ChoiceSelect form={form} name="scope" />
      <ChoiceSelect form={form} name="kind" options={form.kinds} value={form.effectiveKind} />
      <ChoiceSelect form={form} name="format" options={EXPORT_FORMATS} />
      <ExportRange range={form.range} />
      <ChoiceSelect form={form} name="order" />
      {form.choices.format === 'csv' && (
        <label className="export-check">
          <input
            type="checkbox"
            name="bom"
            checked={form.bom}
            onChange={(e) => form.setBom(e.target.checked)}
          />
          Add a byte-order mark (for Excel and other spreadsheet programs)
        </label>
      )}
      <div>
        <button type="submit" disabled={form.busy || !addressOk}>
          {form.busy ? 'Starting…' : 'Start export'}
        </button>
      </div>
      {form.error !== null && <ErrorState error={form.error} />}
    </Form>
  );
}
