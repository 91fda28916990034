import { useState } from 'react';
import type { Network } from '../../../../shared/profiles';
import { nanoToTon, tonToNano } from '../../../../shared/ton/amount';
import type { Watch, WatchRules } from '../../../../shared/workspace/watch';
import { removeWatch, setWatch } from '../../api/watches';
import { useEditorAction } from '../../components/EditorDialog';

/** A balance bound as the dialog shows it: TON (decimal text), empty for none. */
const tonField = (nano: string | null | undefined) => (nano ? nanoToTon(nano) : '');

/** A balance bound typed in TON as nanotons (decimal string), null when empty; throws on bad TON. */
const nanoRule = (ton: string) => (ton.trim() ? tonToNano(ton).toString() : null);

/** The watch dialog's subject: the account, its current watch (null: none yet), how to close. */
export interface WatchEditorProps {
  network: Network;
  address: string;
  current: Watch | null;
  onClose(): void;
}

/**
 * The watch dialog's state: each rule starting from the current watch (any transaction on
 * for a new one), the TON balance bounds as typed, and the editor's action state; `save`
 * stores the rules (`setWatch`; a bound that is not TON shows its error instead), `stop`
 * removes the watch. Either closes the dialog once done.
 */
export function useWatchEditor({ network, address, current, onClose }: WatchEditorProps) {
  const r = current?.rules;
  const [anyTx, setAnyTx] = useState(r?.anyTransaction ?? true);
  const [above, setAbove] = useState(tonField(r?.balanceAboveNano));
  const [below, setBelow] = useState(tonField(r?.balanceBelowNano));
  const [stateChange, setStateChange] = useState(r?.stateChange ?? false);
  const [jettons, setJettons] = useState(r?.jettonBalanceChange ?? false);
  const [nfts, setNfts] = useState(r?.nftTransfer ?? false);
  const { run, busy, error, setError } = useEditorAction(() => onClose());
  const save = () => {
    let rules: WatchRules;
    try {
      rules = {
        anyTransaction: anyTx,
        balanceAboveNano: nanoRule(above),
        balanceBelowNano: nanoRule(below),
        stateChange,
        jettonBalanceChange: jettons,
        nftTransfer: nfts,
      };
    } catch (err) {
      setError((err as Error).message);
      return;
    }
    void run(() => setWatch({ network, address, rules }));
  };
  return {
    fields: {
      anyTx,
      setAnyTx,
      above,
      setAbove,
      below,
      setBelow,
      stateChange,
      setStateChange,
      jettons,
      setJettons,
      nfts,
      setNfts,
    },
    busy,
    error,
    save,
    stop: () => void run(() => removeWatch({ network, address })),
  };
}

/** The watch dialog's rule fields and their setters ({@link useWatchEditor}). */
export type WatchFields = ReturnType<typeof useWatchEditor>['fields'];
