import { useState } from 'react';
import type { LabelImportReport } from '../../../../shared/workspace/labels';
import { useActionFeedback } from '../../components/ActionFeedback';
import { useProfile } from '../../lib/profile-context';
import {
  deleteLabel,
  exportLabels,
  importLabels,
  useBuiltinLabelsInfo,
  useLabelsPage,
} from '../../api/labels';
import { importSource } from '../../api/import-file';
import { saveWorkspaceFile } from '../../api/save-file';

/** Labels shown on one page of the Labels page. */
export const LABELS_PAGE_SIZE = 100;

/** Which labels the Labels page lists: the user's own, or the shipped built-in set's. */
export type LabelsScope = 'user' | 'builtin';

/** A label file's format, read from its name: JSON (`.json`, `.jsonl`), YAML or else CSV. */
function labelFileFormat(fileName: string): 'json' | 'yaml' | 'csv' {
  if (/\.(json|jsonl)$/i.test(fileName)) return 'json';
  if (/\.ya?ml$/i.test(fileName)) return 'yaml';
  return 'csv';
}

/**
 * The Labels page's state: the search text and page offset (a new search or scope goes back to
 * the first page), the scope (the built-in set only when the network has one), the page of
 * labels (`workspace:labels-list`, re-read when labels change), the last import's report and
 * the last action's error; and its actions: import a file, export CSV or JSON, delete a label.
 */
export function useLabelsPageState(initialQuery: string) {
  const { network } = useProfile();
  const [query, setQuery] = useState(initialQuery);
  const [offset, setOffset] = useState(0);
  const [scope, setScope] = useState<LabelsScope>('user');
  const [report, setReport] = useState<LabelImportReport | null>(null);
  const { error, run } = useActionFeedback();
  const set = useBuiltinLabelsInfo(network).data ?? null;
  const list = useLabelsPage(network, query, offset, LABELS_PAGE_SIZE, set ? scope : 'user');

  return {
    network,
    query,
    offset,
    setOffset,
    scope,
    set,
    list,
    report,
    error,
    /** The built-in set's labels are listed (read-only: "Label it yourself"). */
    builtinShown: set !== null && scope === 'builtin',
    total: list.data?.total ?? 0,
    search(text: string) {
      setQuery(text);
      setOffset(0);
    },
    chooseScope(next: LabelsScope) {
      setScope(next);
      setOffset(0);
    },
    importFile: (file: File) => {
      setReport(null);
      return run(async () => {
        const source = await importSource(file);
        const format = labelFileFormat(file.name);
        setReport(await importLabels({ network, format, fileName: file.name, ...source }));
      });
    },
    exportAs: (format: 'csv' | 'json') =>
      run(async () => {
        const out = await exportLabels({ network, format });
        await saveWorkspaceFile(out.fileName, out.text);
      }),
    remove: (address: string) => run(() => deleteLabel({ network, address })),
  };
}

/** The Labels page's state and actions ({@link useLabelsPageState}). */
export type LabelsPageState = ReturnType<typeof useLabelsPageState>;
