/** Colour classes of statuses the pages show. */
const TONE: Record<string, 'ok' | 'bad' | 'warn' | 'neutral'> = {
  success: 'ok',
  active: 'ok',
  complete: 'ok',
  finalized: 'ok',
  aborted: 'bad',
  failed: 'bad',
  frozen: 'bad',
  broken: 'bad',
  bounced: 'warn',
  pending: 'warn',
  uninit: 'neutral',
  nonexist: 'neutral',
};

/** A short status word in a coloured pill (success, aborted, bounced, active, uninit…). */
export function StatusPill({ status, label }: { status: string; label?: string }) {
  const tone = TONE[status] ?? 'neutral';
  return <span className={`pill pill-${tone}`}>{label ?? status}</span>;
}
