import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { KeytarVault } from '../../electron/core/services/keytar-vault';
import { keyringAvailable } from './vault-support';

const available = await keyringAvailable('vault.test.ts');
const root = path.resolve(import.meta.dirname, '../..');

describe.skipIf(!available)('KeytarVault on a real Secret Service', () => {
  const vault = new KeytarVault(`ton-explorer-test-${randomBytes(4).toString('hex')}`);

  it('stores one entry per profile, bound to the profile network', async () => {
    await vault.probe();
    await vault.set('p1', 'testnet', 'secret-key-aaaa');
    await vault.set('p2', 'testnet', 'secret-key-bbbb');
    expect(await vault.get('p1', 'testnet')).toBe('secret-key-aaaa');
    expect(await vault.get('p2', 'testnet')).toBe('secret-key-bbbb');
    expect(await vault.get('p1', 'mainnet')).toBeNull();
    await vault.set('p1', 'testnet', 'secret-key-cccc');
    expect(await vault.get('p1', 'testnet')).toBe('secret-key-cccc');
    expect(await vault.delete('p1', 'testnet')).toBe(true);
    expect(await vault.delete('p1', 'testnet')).toBe(false);
    expect(await vault.get('p1', 'testnet')).toBeNull();
    await vault.delete('p2', 'testnet');
  });
});

describe('without a Secret Service', () => {
  it('says what to install or start, and stores nothing', async () => {
    const script = `
      import { KeytarVault } from './electron/core/services/keytar-vault';
      const v = new KeytarVault('ton-explorer-test-none');
      try { await v.set('p', 'mainnet', 'k'); console.log('STORED'); }
      catch (e) { console.log(JSON.stringify({ code: e.code, message: e.message })); }`;
    const env = {
      ...process.env,
      DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus',
      DISPLAY: '',
    };
    delete (env as Record<string, string | undefined>).TON_EXPLORER_IN_KEYRING;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--input-type=module', '-e', script],
      { cwd: root, env },
    );
    const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as { code: string; message: string };
    expect(out.code).toBe('VAULT_UNAVAILABLE');
    if (process.platform === 'linux') {
      expect(out.message).toMatch(/gnome-keyring/);
      expect(out.message).toMatch(/KWallet/);
      expect(out.message).toMatch(/D-Bus/);
    }
    expect(out.message).toMatch(/never written to disk in plain text/);
  }, 30_000);
});
