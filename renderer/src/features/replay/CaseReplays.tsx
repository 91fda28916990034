import { useState } from 'react';
import type { Network } from '../../../../shared/profiles';
import type { SavedReplaySummary } from '../../../../shared/replay/saved';
import { PART_WORDS } from '../../../../shared/replay/verdict-words';
import { formatDateTimeMs } from '../../../../shared/format';
import { plural } from '../../../../shared/plural';
import { deleteCaseReplay, useCaseReplays, useSavedReplay } from '../../api/replay';
import { Hash } from '../../components/Hash';
import { ErrorState, Loading } from '../../components/States';
import { errorGuidance } from '../../lib/errors';
import { routePath } from '../../routing/routes';
import { ReplayResult } from './ReplayResult';
import { TraceVerdicts } from './TraceReplay';
import './replay.css';

const TONE = { match: 'ok', mismatch: 'bad', error: 'warn' } as const;

/** A kept replay's verdict as its pill says it. */
function verdictLabel(s: SavedReplaySummary): string {
  if (s.kind === 'trace') return `${s.matched} of ${s.total} match`;
  if (s.verdict === 'match') return 'Matches the chain';
  if (s.verdict === 'mismatch') return `Does not match (${s.part ? PART_WORDS[s.part] : 'a part'})`;
  return 'Not judged';
}

/**
 * The replays kept in a case (the case page's section): each with its verdict and when it was
 * saved; Open shows it as it was judged (steps included), from the workspace alone, so it
 * reopens with the network down. Nothing when the case keeps none.
 */
export function CaseReplays({ network, caseId }: { network: Network; caseId: number }) {
  // Re-read when cases change (api/workspace-refresh.ts).
  const q = useCaseReplays(network, caseId);
  const [open, setOpen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!q.data?.length) return null;
  return (
    <section aria-label="Replays" className="case-replays">
      <h2>Replays ({q.data.length})</h2>
      {error && (
        <p className="state-error" role="alert">
          {error}
        </p>
      )}
      <ul className="plain-list">
        {q.data.map((s) => (
          <li key={s.id} data-testid="case-replay" data-verdict={s.verdict}>
            <div className="case-replay-row">
              <span className={`pill pill-${TONE[s.verdict]}`}>{verdictLabel(s)}</span>
              <span>{s.kind === 'trace' ? 'Trace' : 'Transaction'}</span>
              <a
                href={routePath(
                  s.kind === 'trace'
                    ? { name: 'trace', id: s.ref }
                    : { name: 'transaction', hash: s.ref },
                )}
              >
                <Hash value={s.ref} label={s.kind === 'trace' ? 'trace id' : 'transaction hash'} />
              </a>
              <span className="muted">saved {formatDateTimeMs(s.savedAt)}</span>
              <button
                type="button"
                aria-expanded={open === s.id}
                onClick={() => setOpen(open === s.id ? null : s.id)}
              >
                {open === s.id ? 'Close' : 'Open'}
              </button>
              <button
                type="button"
                aria-label={`Remove this replay from the case`}
                onClick={() =>
                  void deleteCaseReplay({ network, id: s.id }).catch((e: unknown) =>
                    setError(errorGuidance(e).detail),
                  )
                }
              >
                Remove
              </button>
            </div>
            {open === s.id && <SavedReplayView network={network} summary={s} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One kept replay, read from the workspace, drawn as it was judged. */
function SavedReplayView({ network, summary }: { network: Network; summary: SavedReplaySummary }) {
  const q = useSavedReplay(network, summary.id);
  if (q.isPending) return <Loading label="Reading the kept replay…" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const what = `Kept in this case, judged ${formatDateTimeMs(summary.savedAt)}${summary.emulator ? ` by emulator ${summary.emulator}` : ''}`;
  const doc = q.data.doc;
  return (
    <div className="case-replay-open" data-testid="case-replay-open">
      {doc.kind === 'transaction' ? (
        <ReplayResult replay={doc.replay} what={what} kept />
      ) : (
        <>
          <TraceVerdicts t={doc.replay} what={what} kept />
          <p className="muted">{plural(doc.replay.transactions.length, 'transaction')} judged.</p>
        </>
      )}
    </div>
  );
}
