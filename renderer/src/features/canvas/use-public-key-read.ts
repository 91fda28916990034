import { useEffect, useRef, useState } from 'react';
import { keyReadPlan, type KeyReadPlan } from '../../../../shared/canvas/key-read-plan';
import { errorGuidance } from '../../lib/errors';
import { useProfile } from '../../lib/profile-context';
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

/** Accounts read and requests made so far. */
type Tally = { read: number; requests: number };

let reads = 0;

/**
 * Reads the keys of `accounts` in chunks of {@link CHUNK} (`canvas:public-keys`, under
 * `readId` when any needs a read), adding each chunk's reads and requests to `done`, until all
 * are read, the service says it was cancelled, or `stopped` is set. Throws what the call throws.
 */
async function readKeyChunks(
  profileId: string,
  accounts: readonly string[],
  p: KeyReadPlan,
  readId: string,
  stopped: { current: boolean },
  done: { current: Tally },
): Promise<KeysRead> {
  const keys = new Map<string, string | null>();
  const toRead = new Set(p.toRead);
  let cancelled = false;
  for (let i = 0; i < accounts.length && !cancelled && !stopped.current; i += CHUNK) {
    const r = await readPublicKeys({
      profileId,
      addresses: accounts.slice(i, i + CHUNK),
      ...(p.toRead.length ? { readId } : {}),
    });
    for (const k of r.keys) keys.set(k.address, k.publicKey);
    const read = r.keys.filter((k) => toRead.has(k.address)).length;
    done.current = {
      read: done.current.read + read,
      requests: done.current.requests + r.requests,
    };
    cancelled = r.cancelled || stopped.current;
  }
  cancelled ||= stopped.current;
  return { keys, ...done.current, toRead: p.toRead.length, cancelled };
}

/**
 * The key read of "Group wallets by key": the accounts on the canvas when it opened, the plan
 * (which need a read; `canvas:public-keys-kept`), the read's id while it runs (null when not),
 * its progress (accounts read, requests), its error; `readAll` starts the read (at once when
 * no account needs one) and hands what it found to `onKeys`; `stop` cancels a running read
 * (it answers what was read) or, when none runs, closes.
 */
export function usePublicKeyRead(
  addresses: readonly string[],
  onKeys: (r: KeysRead) => void,
  onClose: () => void,
) {
  // The accounts on the canvas when the panel opened: the plan's and the read's, alike.
  const [accounts] = useState(() => [...addresses]);
  const profile = useProfile();
  const rps = useThrottleState(profile.id)?.rps ?? 1;
  const [plan, setPlan] = useState<KeyReadPlan | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const [progress, setProgress] = useState<Tally>({ read: 0, requests: 0 });
  const [error, setError] = useState<string | null>(null);
  const stopped = useRef(false);
  // Earlier chunks' reads and requests, added to the running chunk's progress.
  const before = useRef<Tally>({ read: 0, requests: 0 });

  const readAll = async (p: KeyReadPlan) => {
    const readId = `keys-${Date.now()}-${++reads}`;
    stopped.current = false;
    before.current = { read: 0, requests: 0 };
    setProgress({ read: 0, requests: 0 });
    setRunning(readId);
    try {
      onKeys(await readKeyChunks(profile.id, accounts, p, readId, stopped, before));
    } catch (err) {
      setError(errorGuidance(err).detail);
    } finally {
      setRunning(null);
    }
  };

  useEffect(() => {
    let live = true;
    keptPublicKeys({ profileId: profile.id, addresses: accounts })
      .then(({ kept }) => {
        if (!live) return;
        const p = keyReadPlan(accounts, new Set(kept));
        setPlan(p);
        if (!p.toRead.length) void readAll(p);
      })
      .catch((err: unknown) => live && setError(errorGuidance(err).detail));
    return () => {
      live = false;
    };
    // Once, when the panel opens.
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

  const stop = () => {
    if (!running) return onClose();
    stopped.current = true;
    void cancelPublicKeys({ readId: running });
  };
  return { plan, running, progress, error, rps, readAll, stop };
}
