import type { AddressLabel } from '../../../../shared/workspace/labels';
import { provenanceText } from '../../../../shared/labels/provenance';
import { Address } from '../../components/Address';
import { SmallTable, type SmallColumn } from '../../components/SmallTable';
import { LabelDot } from './labels';

/** What a row's buttons do: open the label editor, delete the user's label. */
interface LabelRowActions {
  onEdit(address: string): void;
  onRemove(address: string): void;
}

/** Where a label comes from: its data set (and source, its provenance in a tooltip) or "you". */
function LabelSource({ label: l }: { label: AddressLabel }) {
  if (!l.provenance) return <>you</>;
  return (
    <span title={provenanceText(l.provenance)}>
      {l.provenance.dataset}
      {l.provenance.source ? ` · ${l.provenance.source}` : ''}
    </span>
  );
}

/** A row's buttons: "Label it yourself" on a built-in label, else Edit and Delete. */
function LabelRowButtons({
  label: l,
  builtinShown,
  onEdit,
  onRemove,
}: { label: AddressLabel; builtinShown: boolean } & LabelRowActions) {
  if (builtinShown) {
    return (
      <button type="button" onClick={() => onEdit(l.address)}>
        Label it yourself
      </button>
    );
  }
  return (
    <>
      <button type="button" onClick={() => onEdit(l.address)}>
        Edit
      </button>
      <button type="button" onClick={() => onRemove(l.address)}>
        Delete
      </button>
    </>
  );
}

/** The Labels table's columns: label (with its colour), address, category, note, source, actions. */
function labelColumns(
  builtinShown: boolean,
  actions: LabelRowActions,
): SmallColumn<AddressLabel>[] {
  return [
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
    { id: 'source', header: 'Source', render: (l) => <LabelSource label={l} /> },
    {
      id: 'actions',
      header: 'Actions',
      className: 'row-actions',
      render: (l) => <LabelRowButtons label={l} builtinShown={builtinShown} {...actions} />,
    },
  ];
}

/** One page of labels as the Labels page's table. */
export function LabelsTable({
  rows,
  builtinShown,
  ...actions
}: { rows: readonly AddressLabel[]; builtinShown: boolean } & LabelRowActions) {
  return (
    <SmallTable
      className="data-table labels-table"
      label="Labels"
      rows={rows}
      getKey={(l) => l.address}
      columns={labelColumns(builtinShown, actions)}
    />
  );
}
