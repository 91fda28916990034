import { useEffect, useRef, useState } from 'react';
import {
  keyReadPlan,
  keyReadPlanText,
  type KeyReadPlan,
} from '../../../../shared/canvas/key-read-plan';
import { plural } from '../../../../shared/plural';
import { errorGuidance } from '../../lib/errors';
import { useProfile } from '../../lib/profile-context';
import { ErrorLine } from '../../components/States';
import {
  cancelPublicKeys,
  keptPublicKeys,
  onPublicKeyProgress,
  readPublicKeys,
} from '../../api/canvas';
import { useThrottleState } from '../../api/connection';

/** Addresses a `canvas:public-keys` call takes. */
const CHUNK = 500;

/** What a key read found, for grouping: every key answered (null: none), and how it went. */
export interface KeysRead {
  keys: Map<string, string | null>;
  /** Accounts read of those that needed a read (kept keys are not reads). */
  read: number;
  toRead: number;
  requests: number;
  cancelled: boolean;
}

let reads = 0;

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
  const profile = useProfile();
  const rps = useThrottleState(profile.id)?.rps ?? 1;
  const [plan, setPlan] = useState<KeyReadPlan | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [progress, setProgress] = useState({ read: 0, requests: 0 });
  const [error, setError] = useState<string | null>(null);
  const stopped = useRef(false);
  const start = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  // Earlier chunks' reads and requests, added to the running chunk's progress.
  const before = useRef({ read: 0, requests: 0 });

  const readAll = async (p: KeyReadPlan) => {
    const readId = `keys-${Date.now()}-${++reads}`;
    stopped.current = false;
    before.current = { read: 0, requests: 0 };
    setProgress({ read: 0, requests: 0 });
    setRunning(readId);
    const keys = new Map<string, string | null>();
    const toRead = new Set(p.toRead);
    let cancelled = false;
    try {
      for (let i = 0; i < addresses.length && !cancelled && !stopped.current; i += CHUNK) {
        const r = await readPublicKeys({
          profileId: profile.id,
          addresses: addresses.slice(i, i + CHUNK),
          ...(p.toRead.length ? { readId } : {}),
        });
        for (const k of r.keys) keys.set(k.address, k.publicKey);
        const done = r.keys.filter((k) => toRead.has(k.address)).length;
        before.current = {
          read: before.current.read + done,
          requests: before.current.requests + r.requests,
        };
        cancelled = r.cancelled || stopped.current;
      }
      cancelled ||= stopped.current;
      onKeys({ keys, ...before.current, toRead: p.toRead.length, cancelled });
    } catch (err) {
      setError(errorGuidance(err).detail);
    } finally {
      setRunning(null);
    }
  };

  useEffect(() => {
    let live = true;
    keptPublicKeys({ profileId: profile.id, addresses: [...addresses] })
      .then(({ kept }) => {
        if (!live) return;
        const p = keyReadPlan(addresses, new Set(kept));
        setPlan(p);
        if (!p.toRead.length) void readAll(p);
      })
      .catch((err: unknown) => live && setError(errorGuidance(err).detail));
    return () => {
      live = false;
    };
    // The plan of the accounts on the canvas when the panel opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () =>
      onPublicKeyProgress((p) => {
        if (p.readId !== running) return;
        setProgress({
          read: before.current.read + p.read,
          requests: before.current.requests + p.requests,
        });
      }),
    [running],
  );

  // The keyboard goes where the next step is: Start once the plan shows, Cancel while it reads.
  useEffect(() => {
    (running ? cancel : start).current?.focus();
  }, [plan, running]);

  const stop = () => {
    if (!running) return onClose();
    stopped.current = true;
    void cancelPublicKeys({ readId: running });
  };

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
