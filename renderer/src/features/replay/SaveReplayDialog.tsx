import type { SavedReplayKind, SavedReplaySummary } from '../../../../shared/replay/saved';
import { useNetwork, useProfile } from '../../lib/profile-context';
import { saveReplayToCase } from '../../api/replay';
import { CaseChoiceFields, useCaseChoice } from '../../components/CaseChoice';
import { EditorDialog, useEditorAction } from '../../components/EditorDialog';

/**
 * "Save to case…": pick a case (the most recent, or a new one by name) and keep the replay in
 * it. Main judges it again from the state it keeps (no request when it was just replayed) and
 * stores the verdict and the steps, so the case reopens it with the network down.
 */
export function SaveReplayDialog({
  kind,
  reference,
  onClose,
  onSaved,
}: {
  kind: SavedReplayKind;
  reference: string;
  onClose(): void;
  onSaved(saved: SavedReplaySummary & { caseName: string }): void;
}) {
  const network = useNetwork();
  const profile = useProfile();
  const choice = useCaseChoice(network);
  const { run, busy, error } = useEditorAction(onSaved);
  const submit = () =>
    void run(async () => {
      const target = await choice.target();
      const saved = await saveReplayToCase({
        profileId: profile.id,
        caseId: target.id,
        kind,
        ref: reference,
      });
      return { ...saved, caseName: target.name };
    });
  return (
    <EditorDialog
      title={kind === 'trace' ? "Save the trace's replay to a case" : 'Save the replay to a case'}
      address={reference}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      actions={
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      }
    >
      <CaseChoiceFields choice={choice} optionLabel={(c) => c.name} />
      <p className="muted">
        The case keeps the verdict
        {kind === 'transaction' ? ' and the VM steps' : ' of every transaction'}: it reopens them
        without the network.
      </p>
    </EditorDialog>
  );
}
