import { EmptyState, ErrorState } from '../../components/States';
import { useProfile } from '../../lib/profile-context';
import type { Route } from '../../routing/routes';
import { ExportForm } from './ExportForm';
import { ExportJobCard } from './ExportJobCard';
import './exports.css';
import { hostKind } from '../../api/connection';
import { useExportJobs } from '../../api/exports';

/**
 * Reports: export an account's (or a jetton master's, or an NFT collection's) transactions,
 * transfers or actions to CSV, XLSX or JSON Lines. Exports run in main at low priority behind
 * the throttle, survive a quit (resume), and show live progress and a summary at the end.
 */
export function ExportsPage({ route }: { route: Extract<Route, { name: 'exports' }> }) {
  const profile = useProfile();
  const { jobs, error } = useExportJobs();
  return (
    <div className="exports-page">
      <h1>Export</h1>
      <p className="muted">
        From <strong>{profile.name}</strong> ({profile.network}). The range is fixed when the export
        starts; rows are never lost or repeated, and a stopped export resumes where it stopped.
      </p>
      <ExportForm
        key={route.account ?? ''}
        profileId={profile.id}
        initialAddress={route.account ?? ''}
      />
      <h2>Exports</h2>
      {error !== null && <ErrorState error={error} />}
      {jobs.length === 0 && error === null && <EmptyState title="No exports yet." />}
      {jobs.map((job) => (
        <ExportJobCard key={job.jobId} job={job} shell={hostKind()} />
      ))}
    </div>
  );
}
