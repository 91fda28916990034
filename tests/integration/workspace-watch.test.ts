import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Address, toNano, type ContractProvider, type MessageRelaxed } from '@ton/core';
import { JettonWallet, NftItem } from '@ton-community/assets-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProfileServices,
  type ProfileServices,
} from '../../electron/core/services/profile-services';
import { MemoryVault } from '../helpers/memory-vault';
import { pollWatches, type WatchApi } from '../../electron/core/services/workspace/watch-poller';
import { Workspace } from '../../electron/core/services/workspace/workspace';
import {
  addressOnlySender,
  captureProvider,
} from '../../electron/localnet/scenario/capture-provider';
import { backgroundV3 } from '../helpers/background-call';
import { demoSends, startLocalNetwork, type StartedLocalNetwork } from '../helpers/localnet';

/**
 * The watch poller through the real profile services (throttle, schema checks) against the
 * local network: a jetton transfer and an NFT transfer signed by demo wallets and sent as BoCs
 * become "jetton balance change" and "NFT received / sent" alerts on the watched accounts,
 * once each, and a poll of 500 watched accounts costs one request per rule family.
 */

let ln: StartedLocalNetwork;
let dir: string;
let services: ProfileServices;
let ws: Workspace;

const raw = (a: string) => Address.parse(a).toRawString();
const wallet = (name: string) => ln.wallets.find((w) => w.name === name)!;

let call: WatchApi;

/** The internal messages that a contract wrapper's `send` makes, captured instead of sent. */
async function captured(
  to: Address,
  send: (provider: ContractProvider) => Promise<void>,
): Promise<MessageRelaxed[]> {
  const msgs: MessageRelaxed[] = [];
  await send(captureProvider(to, null, msgs));
  return msgs;
}

beforeAll(async () => {
  ln = await startLocalNetwork();
  dir = mkdtempSync(path.join(tmpdir(), 'ws-watch-'));
  services = await createProfileServices({
    userDataDir: dir,
    vault: new MemoryVault(),
    localnet: { ensureStarted: async () => ({ v2Url: ln.v2Url, v3Url: ln.v3Url }) },
  });
  ws = Workspace.open(dir);
  call = backgroundV3(services);
}, 120_000);

afterAll(async () => {
  ws?.close();
  await services?.close();
  await ln?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('watch rules on the local network', () => {
  it('alerts jetton balance changes and NFT moves once each, at one request per rule family', async () => {
    const alice = wallet('alice');
    const carol = wallet('carol');
    const bob = wallet('bob');
    const rules = { anyTransaction: false, jettonBalanceChange: true, nftTransfer: true };
    for (const w of [alice, carol, bob]) ws.watches.set('local', w.address, rules);
    // 497 more watched accounts that do not exist: 500 in all.
    for (let i = 0; i < 497; i++) {
      ws.watches.set('local', `0:${(0x5000 + i).toString(16).padStart(64, '0')}`, {
        anyTransaction: true,
      });
    }

    const first = await pollWatches('local', ws.watches, call);
    expect(first.added).toEqual([]);
    expect(first.requests).toBe(2); // accountStates + jetton/wallets; NFTs only record the start
    const quiet = await pollWatches('local', ws.watches, call);
    expect(quiet).toEqual({ requests: 3, added: [] }); // + nft/transfers

    // alice sends 5 DEMO to carol through her jetton wallet (TEP-74 transfer).
    const aliceJettonWallet = (
      ln.accounts.jettonWallets as Array<{ address: string; owner: string }>
    ).find((j) => raw(j.owner) === raw(alice.address))!;
    const jw = JettonWallet.createFromAddress(Address.parse(aliceJettonWallet.address));
    const toCarol = { returnExcess: true, value: toNano('0.1') };
    const from = addressOnlySender(Address.parse(alice.address));
    await demoSends(
      ln,
      alice,
      await captured(jw.address, (p) =>
        jw.send(p, from, Address.parse(carol.address), toNano('5'), toCarol),
      ),
    );

    // carol passes an NFT she holds to bob (TEP-62 transfer).
    const item = (
      ln.accounts.nftItems as Array<{
        address: string;
        owner: string;
        index: string;
        collection: string;
      }>
    ).find((n) => n.owner && raw(n.owner) === raw(carol.address))!;
    const nft = NftItem.createFromAddress(Address.parse(item.address));
    await demoSends(
      ln,
      carol,
      await captured(nft.address, (p) =>
        nft.send(p, addressOnlySender(Address.parse(carol.address)), Address.parse(bob.address), {
          returnExcess: true,
          value: toNano('0.1'),
        }),
      ),
    );

    const after = await pollWatches('local', ws.watches, call);
    const seen = after.added.map((a) => [a.address, a.kind, a.message]);
    // A name item shares its name with the wallet it names: it is told apart.
    const dns = (ln.accounts as { dnsCollection?: { address: string } }).dnsCollection?.address;
    const itemName =
      dns && raw(item.collection) === raw(dns)
        ? 'carol.ton (domain NFT)'
        : `Demo Item #${item.index}`;
    // Accounts are named as the app names them: the wallet's domain, then its short form.
    const form = (a: string, bounceable: boolean) => {
      const f = Address.parse(a).toString({ urlSafe: true, bounceable });
      return `${f.slice(0, 4)}…${f.slice(-4)}`;
    };
    const short = (a: string) =>
      a === alice.address
        ? `alice.ton (${form(a, false)})`
        : a === bob.address
          ? `bob.ton (${form(a, false)})`
          : a === carol.address
            ? `carol.ton (${form(a, false)})`
            : `${itemName} (${form(a, true)})`;
    const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(seen).toEqual(
      expect.arrayContaining([
        [
          raw(alice.address).toLowerCase(),
          'jetton-balance',
          expect.stringMatching(
            new RegExp(
              `^Jetton balance of ${escape(short(alice.address))}: [\\d,.]+ DEMO · \\S+ → [\\d,.]+ DEMO · \\S+$`,
            ),
          ),
        ],
        [
          raw(carol.address).toLowerCase(),
          'jetton-balance',
          expect.stringContaining('Jetton balance of'),
        ],
        [
          raw(carol.address).toLowerCase(),
          'nft-sent',
          `${short(carol.address)} sent NFT ${short(item.address)}`,
        ],
        [
          raw(bob.address).toLowerCase(),
          'nft-received',
          `${short(bob.address)} received NFT ${short(item.address)}`,
        ],
      ]),
    );
    expect(after.added).toHaveLength(4);
    const carolJetton = after.added.find(
      (a) => a.kind === 'jetton-balance' && a.address === raw(carol.address).toLowerCase(),
    )!;
    const [was, is] = carolJetton.message
      .split(': ')[1]!
      .split(' → ')
      .map((s) => Number(s.replace(/[^\d.]/g, '')));
    expect(is! - was!).toBe(5);

    const again = await pollWatches('local', ws.watches, call);
    expect(again).toEqual({ requests: 3, added: [] });
  }, 180_000);
});
