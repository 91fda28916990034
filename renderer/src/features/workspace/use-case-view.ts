import { useRef, useState } from 'react';
import type { CaseDetail } from '../../../../shared/workspace/cases';
import { useActionFeedback } from '../../components/ActionFeedback';
import { useNetwork } from '../../lib/profile-context';
import { navigate } from '../../routing/use-route';
import { deleteCase } from '../../api/cases';
import { saveWorkspaceFile } from '../../api/save-file';
import { useAccountStates } from './case-summaries';
import {
  exportCaseReport,
  type CasePictures,
  type CaseSummaries,
  type ReportReading,
} from './case-report-export';

/**
 * The Case page's state: the items' summaries and pictures as their rows report them (kept
 * for the export, not drawn), the current states of its addresses (one v3 `accountStates`
 * request), renaming, the delete confirmation, the report export under way and the last
 * action's error or outcome; and its actions: export (HTML report or JSON, then save the
 * file) and delete the case (then go to the list of cases).
 */
export function useCaseView(c: CaseDetail) {
  const network = useNetwork();
  const summaries = useRef<CaseSummaries>({});
  const pictures = useRef<CasePictures>({});
  const feedback = useActionFeedback();
  const [renaming, setRenaming] = useState(false);
  const [reading, setReading] = useState<ReportReading | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const addresses = c.items.filter((i) => i.kind === 'address').map((i) => i.ref);
  const states = useAccountStates(addresses);
  const { run, setMessage } = feedback;

  const exportAs = (format: 'html' | 'json') =>
    run(async () => {
      const out = await exportCaseReport({
        network,
        caseId: c.id,
        format,
        summaries: summaries.current,
        pictures: pictures.current,
        onReading: setReading,
      });
      const where = await saveWorkspaceFile(out.fileName, out.text);
      if (where)
        setMessage(where === 'downloaded' ? `Downloaded ${out.fileName}.` : `Saved to ${where}.`);
    });
  const remove = () =>
    run(async () => {
      await deleteCase({ network, id: c.id });
      navigate({ name: 'cases' });
    });

  return {
    network,
    summaries: summaries.current,
    pictures: pictures.current,
    states,
    feedback,
    renaming,
    setRenaming,
    reading,
    confirmDelete,
    setConfirmDelete,
    exportAs,
    remove,
  };
}
