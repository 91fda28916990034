import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { main as cli, type CliIo } from '../../electron/hosts/cli/main';
import { MemoryVault } from '../helpers/memory-vault';

/**
 * `ton-explorer labels lookup <network> <address> [--json]`: the built-in label (ton-labels on
 * mainnet) and the user's, with provenance, read with every socket and fetch refused (no
 * network access at all).
 */

/** An address ton-labels lists as CEX (assets/cex/binance.json). */
const BINANCE = 'EQDKHZ7e70CzqdvZCC83Z4WVR8POC_ZB0J1Y4zo88G-zCXmC';
let dir: string;

async function run(args: string[]) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const io: CliIo = {
    out: (s) => stdout.push(s),
    err: (s) => stderr.push(s),
    readKey: async () => '',
    env: { ...process.env, TON_EXPLORER_USER_DATA: dir },
    vault: new MemoryVault(),
  };
  const code = await cli(args, io);
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cli-labels-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Refuses every connection and fetch for the rest of the test. */
function offline() {
  const refuse = () => {
    throw new Error('network access during labels lookup');
  };
  vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(refuse);
  vi.spyOn(globalThis, 'fetch').mockImplementation(refuse);
}
afterEach(() => vi.restoreAllMocks());

describe('labels lookup', () => {
  it('prints a ton-labels CEX address’s name, category and source, offline', async () => {
    offline();
    const r = await run(['labels', 'lookup', 'mainnet', BINANCE]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    console.log(r.stdout);
    expect(r.stdout).toContain('built-in label: Binance');
    expect(r.stdout).toMatch(/category\s+CEX/);
    expect(r.stdout).toMatch(/data set\s+ton-labels @ [0-9a-f]{7} \(built-in\)/);
    expect(r.stdout).toMatch(
      /source\s+https:\/\/tonalytica\.redoubt\.online\/queries\/776\/source/,
    );
    expect(r.stdout).toMatch(/submitted by\s+ziga/);
    expect(r.stdout).toContain('your label: none');
  });

  it('--json gives both labels; the user’s overrides the built-in one', async () => {
    // The user labels it first (through the app's own store, as the Labels page does).
    const { Workspace } = await import('../../electron/core/services/workspace/workspace');
    const ws = Workspace.open(dir);
    ws.labels.set({
      network: 'mainnet',
      address: BINANCE,
      label: 'Exchange A',
      category: 'exchange',
    });
    ws.close();
    offline();
    const r = await run(['labels', 'lookup', 'mainnet', BINANCE, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.shown).toBe('user');
    expect(out.user).toMatchObject({ label: 'Exchange A', provenance: null });
    expect(out.builtin).toMatchObject({
      label: 'Binance',
      category: 'CEX',
      provenance: { dataset: 'ton-labels', submittedBy: 'ziga' },
    });
    const text = await run(['labels', 'lookup', 'mainnet', BINANCE]);
    expect(text.stdout).toContain('your label (overrides the built-in one): Exchange A');
  });

  it('mainnet labels never show on testnet; bad input is a clear error', async () => {
    offline();
    const t = await run(['labels', 'lookup', 'testnet', BINANCE, '--json']);
    expect(JSON.parse(t.stdout)).toMatchObject({ builtin: null, shown: null });
    const badAddress = await run(['labels', 'lookup', 'mainnet', 'EQnotanaddress']);
    expect(badAddress.code).toBe(1);
    expect(badAddress.stderr).toMatch(/^ERROR INVALID_INPUT: labels lookup: /);
    const badNetwork = await run(['labels', 'lookup', 'moon', BINANCE]);
    expect(badNetwork.stderr).toMatch(/unknown network "moon"/);
  });
});
