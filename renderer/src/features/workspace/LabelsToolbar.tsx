import { FileButton } from '../../components/FileButton';

/** The Labels page's toolbar: the search box, Import (CSV, JSON or YAML) and the exports. */
export function LabelsToolbar({
  query,
  onSearch,
  onImport,
  onExport,
}: {
  query: string;
  onSearch(text: string): void;
  onImport(file: File): void;
  onExport(format: 'csv' | 'json'): void;
}) {
  return (
    <div className="toolbar">
      <input
        type="search"
        aria-label="Search labels"
        placeholder="Search labels, categories, notes"
        value={query}
        onChange={(e) => onSearch(e.target.value)}
      />
      <FileButton
        accept=".csv,.json,.jsonl,.yaml,.yml,text/csv,application/json"
        label="Import labels file"
        onFile={onImport}
      >
        Import CSV, JSON or YAML…
      </FileButton>
      <button type="button" onClick={() => onExport('csv')}>
        Export CSV
      </button>
      <button type="button" onClick={() => onExport('json')}>
        Export JSON
      </button>
    </div>
  );
}
