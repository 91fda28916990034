import { useEffect, useState } from 'react';
import type { ChainTransaction } from '../../../../shared/api/v3-rows';
import { useProfile } from '../../lib/profile-context';
import { useTransactionReplay } from '../../api/replay';
import { Tabs } from '../../components/Tabs';
import { ReplayPanel } from './ReplayPanel';
import { ReplayResult } from './ReplayResult';
import { WhatIfPanel } from './WhatIfPanel';

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
  const { query, start } = run;
  useEffect(() => {
    if (autoStart && !run.started) start();
  }, [autoStart]); // eslint-disable-line react-hooks/exhaustive-deps

  const tick = tx.description?.type === 'tick_tock';
  const msg = tx.in_msg;
  const external = !msg?.source;
  return (
    <ReplayPanel
      titleId="replay-title"
      testId="replay-panel"
      startLabel="Replay"
      run={run}
      canSave={!!query.data}
      intro="Re-runs this transaction in TON's transaction emulator from the account's state at the block before it, read through this profile's TON Center, and checks the result's hash against the chain's. Shows every VM step with its gas and stack, and lets you change an input to see what would have happened."
      running={{
        label:
          'Replaying the transaction: reading the state it started from, then running the TVM…',
      }}
      save={{
        kind: 'transaction',
        reference: tx.hash,
        reopens: 'its verdict and steps reopen offline',
      }}
    >
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
    </ReplayPanel>
  );
}
