import type { SendCheck } from '../../../../shared/send/checks';

const ICON = { pass: '✓', fail: '✗', warn: '!', skip: '–' } as const;
const WORD = { pass: 'passed', fail: 'failed', warn: 'warning', skip: 'not applicable' } as const;

/**
 * The checks, each with its verdict and message in words: before sending, or (`after`) as they
 * read once the message's outcome is known.
 */
export function ChecksList({ checks, after = false }: { checks: SendCheck[]; after?: boolean }) {
  const titleId = after ? 'send-checks-after-title' : 'send-checks-title';
  return (
    <section className="send-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{after ? 'Checks after sending' : 'Checks'}</h2>
      <ul
        className="send-checks"
        aria-label={after ? 'Checks after sending' : 'Checks before sending'}
      >
        {checks.map((c) => (
          <li
            key={c.id}
            className={`send-check check-${c.status}`}
            data-testid={`check-${c.id}`}
            data-status={c.status}
          >
            <span className="send-check-icon" aria-hidden="true">
              {ICON[c.status]}
            </span>
            <span>
              <strong>{c.title}</strong> <span className="muted">({WORD[c.status]})</span>
              <br />
              {c.message}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
