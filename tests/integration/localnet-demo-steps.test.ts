import { toNano } from '@ton/core';
import { createShardAccount } from '@ton/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalNetworkFull } from '../../electron/localnet/local-network';
import { DEFAULT_SEED } from '../../electron/localnet/types';
import type { ScenarioHost } from '../../electron/localnet/scenario/host';
import { createDemoCast } from '../../electron/localnet/scenario/demo-cast';
import { DEMO_STEPS, DemoRun } from '../../electron/localnet/scenario/demo-steps';
import { createTestNetwork } from '../helpers/localnet';
import {
  DEMO_BLOCKS,
  ScenarioClock,
  SCENARIO_BLOCK_SECONDS,
} from '../../electron/localnet/scenario/demo-scenario';

/** One block a step produced: its masterchain seqno and the externals queued for it. */
interface StepBlock {
  mcSeqno: number;
  externals: number;
  transactions: number;
}

/**
 * Runs the demo's steps one by one on a real local network (an empty chain whose faucet the
 * emulator funds directly, as the demo's genesis does) and records the blocks of each step.
 */
describe('the demo scenario, step by step', () => {
  let net: LocalNetworkFull;
  const blocksOf = new Map<string, StepBlock[]>();

  beforeAll(async () => {
    net = await createTestNetwork({ scenario: 'empty' });
    const cast = await createDemoCast(DEFAULT_SEED);
    const { faucet } = cast;
    await net.blockchain.setShardAccount(
      faucet.address,
      createShardAccount({
        address: faucet.address,
        code: faucet.contract.init.code,
        data: faucet.contract.init.data,
        balance: toNano('1000000000'),
        workchain: 0,
      }),
    );
    let current: StepBlock[] = [];
    let queued = 0;
    const host: ScenarioHost = {
      blockchain: net.blockchain,
      enqueueExternal: (boc) => {
        queued++;
        return net.enqueueExternal(boc);
      },
      tickAt: async (utime) => {
        const r = await net.tickAt(utime);
        current.push({
          mcSeqno: r.mcSeqno,
          externals: queued,
          transactions: r.transactionHashes.length,
        });
        queued = 0;
        return r;
      },
    };
    const start = Math.floor(Date.now() / 1000) - DEMO_BLOCKS * SCENARIO_BLOCK_SECONDS;
    const run = new DemoRun(host, cast, new ScenarioClock(start));
    for (const step of DEMO_STEPS) {
      current = [];
      await step.run(run);
      blocksOf.set(step.name, current);
    }
  });
  afterAll(async () => {
    await net.close();
  });

  it('names every step once', () => {
    expect(new Set(DEMO_STEPS.map((s) => s.name)).size).toBe(DEMO_STEPS.length);
  });

  it.each(DEMO_STEPS.map((s) => s.name))(
    '"%s" produces blocks whose every external runs',
    (name) => {
      const blocks = blocksOf.get(name)!;
      expect(blocks.length).toBeGreaterThan(0);
      for (const b of blocks) {
        expect(b.externals).toBeGreaterThan(0);
        // A wallet that refused its external (bad seqno or signature) would leave no trace.
        const traces = net.index.one('SELECT COUNT(*) AS n FROM traces WHERE mc_seqno_end = ?', [
          b.mcSeqno,
        ])!.n;
        expect(Number(traces)).toBe(b.externals);
        expect(b.transactions).toBeGreaterThan(b.externals);
      }
    },
  );

  it('fits the back-dated span the network reserves for it (genesis included)', () => {
    const blocks = [...blocksOf.values()].reduce((n, b) => n + b.length, 0);
    expect(blocks + 1).toBeLessThanOrEqual(DEMO_BLOCKS);
  });
});
