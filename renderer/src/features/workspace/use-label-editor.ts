import { useState } from 'react';
import type { Network } from '../../../../shared/profiles';
import {
  isBuiltinLabel,
  type AddressLabel,
  type LabelColor,
} from '../../../../shared/workspace/labels';
import { deleteLabel, saveLabel } from '../../api/labels';
import { useEditorAction } from '../../components/EditorDialog';

/**
 * The label editor's state: the fields (label, colour, category, note) starting from the
 * current label, which label it overrides (`builtin`: the shipped one shown; `mine`: the user's
 * own), and the editor's action state; `save` refuses an empty label in words, then stores it
 * (`workspace:label-set`), `remove` deletes the user's (`workspace:label-delete`). Either, once
 * done, hands the result to `onSaved` (null when removed) and closes.
 */
export function useLabelEditor({
  network,
  address,
  current,
  onSaved,
  onClose,
}: {
  network: Network;
  address: string;
  current: AddressLabel | null;
  onSaved(label: AddressLabel | null): void;
  onClose(): void;
}) {
  // A built-in label is not the user's: the editor starts from it, and saving overrides it.
  const builtin = current && isBuiltinLabel(current) ? current : null;
  const mine = builtin ? null : current;
  const [label, setLabel] = useState(current?.label ?? '');
  const [color, setColor] = useState<LabelColor | null>(current?.color ?? null);
  const [category, setCategory] = useState(current?.category ?? '');
  const [note, setNote] = useState(current?.note ?? '');
  const { run, busy, error, setError } = useEditorAction((saved: AddressLabel | null) => {
    onSaved(saved);
    onClose();
  });
  return {
    builtin,
    mine,
    fields: { label, setLabel, color, setColor, category, setCategory, note, setNote },
    busy,
    error,
    save() {
      if (!label.trim()) {
        setError('Type a label (or Remove to delete it).');
        return;
      }
      void run(() => saveLabel({ network, address, label, color, category, note }));
    },
    remove() {
      void run(async () => {
        await deleteLabel({ network, address });
        return null;
      });
    },
  };
}

/** The label editor's fields and their setters ({@link useLabelEditor}). */
export type LabelFields = ReturnType<typeof useLabelEditor>['fields'];
