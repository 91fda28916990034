import { useState } from 'react';
import { isAddress } from '../../../../shared/ton/address';
import { chooseExportPath, startExport } from '../../api/exports';
import { FIRST_CHOICES, kindsOfScope, type Choices } from './export-choices';

/**
 * The export form's state: the address, the choices (scope, kind, format, order), the UTC
 * date range (`YYYY-MM-DD`, empty for the whole history), the CSV byte-order mark, and
 * `submit`, which asks where to save (a save dialog on the desktop) and starts the export
 * (`exports:start`); its error is kept for the form to show, never thrown.
 */
export function useExportForm(profileId: string, initialAddress: string) {
  const [address, setAddress] = useState(initialAddress);
  const [choices, setChoices] = useState(FIRST_CHOICES);
  const { scope, kind, format, order } = choices;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [bom, setBom] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const kinds = kindsOfScope(scope);
  const effectiveKind = kinds.includes(kind) ? kind : kinds[0]!;

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

  return {
    address,
    setAddress,
    addressOk: isAddress(address),
    choices,
    /** Sets one choice. */
    choose: <K extends keyof Choices>(name: K, value: Choices[K]) =>
      setChoices((c) => ({ ...c, [name]: value })),
    /** The kinds the scope allows, and the kind chosen among them. */
    kinds,
    effectiveKind,
    range: { from, to, setFrom, setTo },
    bom,
    setBom,
    busy,
    error,
    submit: () => void submit(),
  };
}

/** What {@link useExportForm} gives the form's parts. */
export type ExportFormState = ReturnType<typeof useExportForm>;
