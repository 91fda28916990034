import type { SendCheck } from '../../../../shared/send/checks';

const ICON = { pass: '✓', fail: '✗', warn: '!', skip: '–' } as const;
const WORD = { pass: 'passed', fail: 'failed', warn: 'warning', skip: 'not applicable' } as const;

/** The pre-send checks, each with its verdict and message in words. */
export function ChecksList({ checks }: { checks: SendCheck[] }) {
  return (
    <section className="send-section" aria-labelledby="send-checks-title">
      <h2 id="send-checks-title">Checks</h2>
      <ul className="send-checks" aria-label="Checks before sending">
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
