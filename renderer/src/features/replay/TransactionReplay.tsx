import { useEffect, useState } from 'react';
import type { ChainTransaction } from '../../../../shared/api/v3-rows';
import { useProfile } from '../../lib/profile-context';
import { useTransactionReplay } from '../../api/replay';
import { ErrorState } from '../../components/States';
import { Tabs } from '../../components/Tabs';
import { ReplayResult } from './ReplayResult';
import { RunningState } from './RunningState';
import { SaveReplayDialog } from './SaveReplayDialog';
import { WhatIfPanel } from './WhatIfPanel';
import './replay.css';

type Tx = Pick<ChainTransaction, 'hash' | 'in_msg' | 'description'>;

/**
 * The transaction page's Replay section: re-runs the transaction on the local TVM from state
 * read through TON Center (`replay:transaction`), judges it by hash against the chain, and shows
 * the verdict and the VM's steps; a What-if tab runs it again with changed inputs. Loading with
 * elapsed time and Cancel, errors in words, Save to case.
 */
export function TransactionReplay({ tx, autoStart = false }: { tx: Tx; autoStart?: boolean }) {
  const profile = useProfile();
  const run = useTransactionReplay(profile.id, tx.hash);
  const [tab, setTab] = useState<'replay' | 'what-if'>('replay');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const { query, start } = run;
  useEffect(() => {
    if (autoStart && !run.started) start();
  }, [autoStart]); // eslint-disable-line react-hooks/exhaustive-deps

  const tick = tx.description?.type === 'tick_tock';
  const msg = tx.in_msg;
  const external = !msg?.source;
  return (
    <section className="replay-panel" aria-labelledby="replay-title" data-testid="replay-panel">
      <div className="replay-panel-head">
        <h2 id="replay-title">Replay on the local TVM</h2>
        {!run.started ? (
          <button type="button" className="primary" onClick={start}>
            Replay
          </button>
        ) : (
          !query.isFetching && (
            <button type="button" onClick={start}>
              Replay again
            </button>
          )
        )}
        {query.data && (
          <button type="button" onClick={() => setSaving(true)}>
            Save to case…
          </button>
        )}
      </div>
      {!run.started && (
        <p className="muted">
          Re-runs this transaction in TON's transaction emulator from the account's state at the
          block before it, read through this profile's TON Center, and checks the result's hash
          against the chain's. Shows every VM step with its gas and stack, and lets you change an
          input to see what would have happened.
        </p>
      )}
      {saved && (
        <p className="ok" role="status">
          {saved}
        </p>
      )}
      {query.isFetching && (
        <RunningState
          label="Replaying the transaction: reading the state it started from, then running the TVM…"
          onCancel={run.cancel}
        />
      )}
      {!query.isFetching && query.isError && <ReplayError error={query.error} onRetry={start} />}
      {!query.isFetching && query.data && (
        <Tabs
          label="Replay"
          tabs={[
            { id: 'replay', label: 'Replay and steps' },
            { id: 'what-if', label: 'What-if' },
          ]}
          active={tab}
          onChange={(t) => setTab(t as 'replay' | 'what-if')}
        >
          {tab === 'replay' ? (
            <ReplayResult replay={query.data} what="Replay of this transaction" />
          ) : tick ? (
            <p className="muted">A tick-tock transaction has no in-message to change.</p>
          ) : (
            <WhatIfPanel
              profileId={profile.id}
              hash={tx.hash}
              inValue={msg?.value ?? null}
              inBounce={msg?.bounce ?? null}
              external={external}
            />
          )}
        </Tabs>
      )}
      {saving && (
        <SaveReplayDialog
          kind="transaction"
          reference={tx.hash}
          onClose={() => setSaving(false)}
          onSaved={(s) => {
            setSaving(false);
            setSaved(`Saved to the case “${s.caseName}”: its verdict and steps reopen offline.`);
          }}
        />
      )}
    </section>
  );
}

/** A replay that did not answer: cancelled (say so, offer to run again), or the error. */
export function ReplayError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  if ((error as { code?: string } | null)?.code === 'CANCELLED') {
    return (
      <div className="state" role="status" data-testid="replay-cancelled">
        <strong>Replay cancelled.</strong>
        <button type="button" onClick={onRetry}>
          Replay again
        </button>
      </div>
    );
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}
