import { useState, type ReactNode } from 'react';
import type { Network } from '../../../shared/profiles';
import { CASE_NAME_MAX, type CaseSummary } from '../../../shared/workspace/cases';
import { createCase, useCases } from '../api/cases';

/** The value of "New case…" in the case select. */
const NEW = 'new';

/**
 * The case a dialog files something into: one of the network's cases, or a new one by name.
 * Selected at first: `preferred` (a case id) when given, else the most recent case, else a new
 * one. `isNew` says the new case is chosen (then `newName` is its name); else `selected` is the
 * chosen case's id as a string. `target()` gives the case to file into.
 */
export function useCaseChoice(network: Network, preferred?: number) {
  const cases = useCases(network);
  const [choice, setChoice] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const list = cases.data ?? [];
  const fallback = list[0] ? String(list[0].id) : NEW;
  // A preferred case deleted meanwhile is not offered: the select would show a case that is
  // not there.
  const kept = preferred !== undefined && list.some((c) => c.id === preferred);
  const selected = choice ?? (kept ? String(preferred) : fallback);
  const isNew = selected === NEW;
  /**
   * The chosen case: the new one, created now under `newName`, or the selected one of the
   * list. Rejects with "Choose a case." when the selection is no case of the network (it was
   * deleted in another window), and with main's error when creating fails.
   */
  const target = async (): Promise<{ id: number; name: string }> => {
    if (isNew) return createCase({ network, name: newName, note: '' });
    const found = list.find((c) => String(c.id) === selected);
    if (!found) throw new Error('Choose a case.');
    return found;
  };
  return { cases, list, selected, isNew, setChoice, newName, setNewName, target };
}

/** What {@link useCaseChoice} returns. */
export type CaseChoice = ReturnType<typeof useCaseChoice>;

/**
 * The fields of a {@link CaseChoice}: the "Case" select (each case as `optionLabel` shows it,
 * then "New case…") and, when a new case is chosen, its name (required, focused).
 */
export function CaseChoiceFields({
  choice,
  optionLabel,
}: {
  choice: CaseChoice;
  optionLabel(c: CaseSummary): ReactNode;
}) {
  return (
    <>
      <label className="field">
        <span>Case</span>
        <select
          aria-label="Case"
          value={choice.selected}
          onChange={(e) => choice.setChoice(e.target.value)}
          disabled={choice.cases.isPending}
        >
          {choice.list.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {optionLabel(c)}
            </option>
          ))}
          <option value={NEW}>New case…</option>
        </select>
      </label>
      {choice.isNew && (
        <label className="field">
          <span>Name of the new case</span>
          <input
            value={choice.newName}
            onChange={(e) => choice.setNewName(e.target.value)}
            required
            maxLength={CASE_NAME_MAX}
            autoFocus
          />
        </label>
      )}
    </>
  );
}
