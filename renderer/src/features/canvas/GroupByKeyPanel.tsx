import { useEffect, useRef } from 'react';
import { keyReadPlanText } from '../../../../shared/canvas/key-read-plan';
import { plural } from '../../../../shared/plural';
import { ErrorLine } from '../../components/States';
import { usePublicKeyRead, type KeysRead } from './use-public-key-read';

export type { KeysRead } from './use-public-key-read';

/**
 * "Group wallets by key" before and while it reads: which accounts still need a read (keys
 * kept from earlier reads cost nothing, `canvas:public-keys-kept`), the requests and time at
 * the profile's rate in auto-trace's words, Start and Cancel; then progress (accounts read,
 * requests) and Cancel, which stops at the next request and answers what was read. When no
 * account needs a read it answers at once, without asking.
 */
export function GroupByKeyPanel({
  addresses,
  onKeys,
  onClose,
}: {
  addresses: readonly string[];
  onKeys(r: KeysRead): void;
  onClose(): void;
}) {
  const { plan, running, progress, error, rps, readAll, stop } = usePublicKeyRead(
    addresses,
    onKeys,
    onClose,
  );
  const start = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  // The keyboard goes where the next step is: Start once the plan shows, Cancel while it reads.
  useEffect(() => {
    (running ? cancel : start).current?.focus();
  }, [plan, running]);

  return (
    <section
      className="canvas-panel"
      aria-label="Group wallets by key"
      onKeyDown={(e) => {
        if (e.key === 'Escape') stop();
      }}
    >
      <h2>Group wallets by key</h2>
      <p className="muted" data-testid="key-plan">
        {plan
          ? `Plan: ${keyReadPlanText(plan, rps)}`
          : error
            ? 'No plan.'
            : 'Finding which keys are kept…'}
      </p>
      <div className="toolbar">
        {plan && plan.toRead.length > 0 && !running && (
          <button type="button" className="primary" ref={start} onClick={() => void readAll(plan)}>
            Start reading keys
          </button>
        )}
        <button type="button" ref={cancel} onClick={stop}>
          Cancel
        </button>
        {running && plan && (
          <span role="status" className="muted" data-testid="key-progress">
            {`${progress.read} of ${plural(plan.toRead.length, 'account')} read, ${plural(progress.requests, 'request')}…`}
          </span>
        )}
      </div>
      <ErrorLine error={error} />
    </section>
  );
}
