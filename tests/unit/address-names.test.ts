import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { formsOf } from '../../renderer/src/lib/address-forms';
import {
  accountIdentity,
  accountName,
  addressNaming,
  factsFromMaps,
  interfaceTag,
  kindOf,
  walletName,
  type AddressFacts,
} from '../../shared/ton/address-names';
import { tokenInfoOf, type BookRow, type MetadataEntry } from '../../shared/ton/metadata-map';
import { readNftInfo } from '../../shared/ton/nft-content';
import { fixturesPresent, loadFixture } from '../helpers/toncenter-fixtures';

/**
 * The naming rules of the Address widget over real toncenter captures (v3 traces carry both
 * `address_book` and `metadata`) and over the local network's shapes.
 */
const present = fixturesPresent('address-names');

interface Capture {
  address_book?: Record<string, BookRow>;
  metadata?: Record<string, MetadataEntry>;
}

function load(file: string): Capture {
  return loadFixture<Capture>(file);
}

function factsOf(c: Capture): AddressFacts {
  return {
    book: (r) => c.address_book?.[r],
    metadata: (r) => c.metadata?.[r],
  };
}

/** The short form the widget prints for an owner without a name (its own rule, here fixed). */
const short = (raw: string) => `short(${raw.slice(0, 6)})`;

const TRACES = Array.from(
  { length: 11 },
  (_, i) => `v3-traces-${String(i + 1).padStart(2, '0')}.json`,
);

describe.skipIf(!present)('naming over real toncenter captures', () => {
  it('shows every address in the very form toncenter chose for it (wallet UQ, contract EQ)', () => {
    let rows = 0;
    for (const [file, network] of [
      ...TRACES.map((f) => [f, 'mainnet'] as const),
      ['v3-nft-items-01.json', 'testnet'] as const,
    ]) {
      for (const [raw, row] of Object.entries(load(file).address_book ?? {})) {
        if (!row.user_friendly) continue;
        expect(formsOf(raw, network, row)!.display, `${file} ${raw}`).toBe(row.user_friendly);
        rows++;
      }
    }
    expect(rows).toBeGreaterThan(20);
  });

  it('names a jetton master by name and symbol, a jetton wallet by symbol and owner', () => {
    const c = load('v3-traces-04.json');
    const facts = factsOf(c);
    const master = '0:B113A994B5024A16719F69139328EB759596C38A25F59028B146FECDC3621DFE';
    expect(addressNaming(master, facts, short)).toMatchObject({
      name: 'Tether USD (USD₮)',
      source: 'jetton',
      tag: 'jetton master',
    });
    // Owner with a .ton domain: named by it.
    const tolyaWallet = '0:C4072D7B04AB4C504CD223DFDE42C8037C6A99272D3624AEC2CBFF2E72B102DD';
    expect(addressNaming(tolyaWallet, facts, short)).toMatchObject({
      name: 'USD₮ wallet of tolya.ton',
      tag: 'jetton wallet',
    });
    // Owner without one: its short address.
    const other = '0:9F27AD7DB6C58CBFE24C03BE35766209DCA0292BB7E45482F8B5912FA11BF300';
    expect(addressNaming(other, facts, short).name).toBe(`USD₮ wallet of short(0:4E36)`);
  });

  it('names NFT items by name, DNS items by domain (told apart from the wallet), wallets by domain and version', () => {
    const nft = addressNaming(
      '0:CA0CFD519F763102B5BEC9D9E3AF43592EA362FB773FA319EA09C4F162C171E0',
      factsOf(load('v3-traces-06.json')),
      short,
    );
    // The capture's address book has no interfaces for it: the tag comes from the metadata.
    expect(nft).toMatchObject({ name: 'Desk Calendar #45754', source: 'nft', tag: 'NFT item' });
    const dns = addressNaming(
      '0:78DFE54299FD7B3BB60C779D5F02F3A370C902C38E8DFF724C0A87A01FF643A3',
      factsOf(load('v3-traces-09.json')),
      short,
    );
    expect(dns).toMatchObject({ name: 'foundation.ton (domain NFT)', tag: 'DNS domain' });
    const tolya = addressNaming(
      '0:9DA971AF38D2F03ABDF308D5F91636A97E5A2B07A66C39D71D7CBAE3B032EDDC',
      factsOf(load('v3-traces-01.json')),
      short,
    );
    expect(tolya).toMatchObject({ name: 'tolya.ton', source: 'domain', tag: 'wallet v4R2' });
  });

  it('leaves unnamed addresses to their short form, still tagged', () => {
    const c = load('v3-traces-11.json');
    const highload = addressNaming(
      '0:7AE5056C3FD9406F9BBBE7C7089CD4C40801D9075486CBEDB7CE12DF119EACF1',
      factsOf(c),
      short,
    );
    expect(highload).toEqual({
      name: null,
      source: null,
      tag: 'highload wallet v2R2',
      detail: null,
    });
    // Unindexed NFT metadata (is_indexed false, no name) gives no name.
    const testnet = load('v3-nft-items-01.json');
    expect(
      addressNaming(
        '0:48BB0317BD90ADDC17B4711BC947BA9636AD2FCB85DE4AA97E4ECB49EE27A347',
        factsOf(testnet),
        short,
      ).name,
    ).toBeNull();
  });

  it('reads the older address-book shape (no interfaces) by its user-friendly form', () => {
    const c = load('v3-traces-10.json');
    for (const [raw, row] of Object.entries(c.address_book ?? {})) {
      expect(row.interfaces).toBeUndefined();
      expect(kindOf(row)).toBe('wallet');
      expect(formsOf(raw, 'mainnet', row)!.display.startsWith('UQ')).toBe(true);
    }
  });
});

describe('naming rules', () => {
  const a = new Address(0, Buffer.alloc(32, 9));
  const raw = `0:${'09'.repeat(32).toUpperCase()}`;
  const master = `0:${'0A'.repeat(32)}`;
  const owner = `0:${'0B'.repeat(32)}`;

  it('prefers the domain, then token metadata', () => {
    const c: Capture = {
      address_book: { [raw]: { user_friendly: null, domain: 'alice.ton', interfaces: [] } },
      metadata: {
        [raw]: { token_info: [{ type: 'nft_collections', name: 'Demo Collection' }] },
      },
    };
    expect(addressNaming(raw, factsOf(c), short).name).toBe('alice.ton');
    delete c.address_book![raw];
    expect(addressNaming(raw, factsOf(c), short)).toMatchObject({
      name: 'Demo Collection',
      tag: 'NFT collection',
    });
  });

  it('never reads a token from metadata toncenter marks invalid: page and name agree', () => {
    // toncenter sends only {type, valid: false, nft_index} for metadata it could not read; a
    // name beside valid: false must still name nothing, on the page or in the address widget.
    const invalid = { type: 'nft_items', valid: false, nft_index: '7', name: 'Fake USDT' };
    const c: Capture = { metadata: { [raw]: { is_indexed: true, token_info: [invalid] } } };
    const entry = c.metadata![raw];
    expect(tokenInfoOf(entry, 'nft_items')).toBeUndefined();
    expect(readNftInfo(undefined, tokenInfoOf(entry, 'nft_items')).name).toBeNull();
    expect(addressNaming(raw, factsOf(c), short)).toMatchObject({ name: null, source: null });

    // A valid info of the same entry is the one both read.
    const valid = { type: 'nft_items', valid: true, nft_index: '7', name: 'Item #7' };
    c.metadata![raw] = { is_indexed: true, token_info: [invalid, valid] };
    expect(tokenInfoOf(c.metadata![raw], 'nft_items')).toBe(valid);
    expect(readNftInfo(undefined, tokenInfoOf(c.metadata![raw], 'nft_items')).name).toBe('Item #7');
    expect(addressNaming(raw, factsOf(c), short).name).toBe('Item #7');
  });

  it('tells apart a wallet and the domain NFT that share its name (local shapes)', () => {
    const item = `0:${'0C'.repeat(32)}`;
    const facts = factsFromMaps(
      [
        {
          [owner]: { user_friendly: null, domain: 'bob.ton', interfaces: ['wallet_v4r2'] },
          [item]: { user_friendly: null, domain: null, interfaces: ['nft_item'] },
        },
      ],
      [{ [item]: { token_info: [{ type: 'nft_items', name: 'bob.ton', nft_index: '1' }] } }],
    );
    const wallet = new Address(0, Buffer.alloc(32, 0x0b)).toString({ bounceable: false });
    const itemForm = new Address(0, Buffer.alloc(32, 0x0c)).toString({ bounceable: true });
    // A name never stands alone: the short form is beside it (issue 24).
    expect(accountName(owner, 'local', facts)).toBe(
      `bob.ton · ${wallet.slice(0, 4)}…${wallet.slice(-4)}`,
    );
    // An NFT named like a domain, with no DNS record in the index, is flagged, not named.
    expect(accountName(item, 'local', facts)).toBe(
      `⚠ ${itemForm.slice(0, 4)}…${itemForm.slice(-4)}`,
    );
    // Keys in any case; text outputs carry the label, the name and the short shown form.
    expect(accountIdentity(owner.toLowerCase(), 'local', facts, 'Registrar')).toBe(
      `Registrar · bob.ton (${wallet.slice(0, 4)}…${wallet.slice(-4)})`,
    );
    const unnamed = new Address(0, Buffer.alloc(32, 0x0a)).toString({ bounceable: true });
    expect(accountName(master, 'local', facts)).toBe(`${unnamed.slice(0, 4)}…${unnamed.slice(-4)}`);
  });

  it('names a local jetton wallet from its master even when the entry lacks the symbol', () => {
    const c: Capture = {
      address_book: { [owner]: { user_friendly: null, domain: 'alice.ton', interfaces: [] } },
      metadata: {
        [raw]: {
          token_info: [{ type: 'jetton_wallets', extra: { owner, jetton: master, balance: '1' } }],
        },
        [master]: {
          token_info: [{ type: 'jetton_masters', name: 'Demo Jetton', symbol: 'DEMO' }],
        },
      },
    };
    expect(addressNaming(raw, factsOf(c), short).name).toBe('DEMO wallet of alice.ton');
    // Without the master's metadata and without a symbol of its own: no jetton name.
    delete c.metadata![master];
    expect(addressNaming(raw, factsOf(c), short)).toMatchObject({
      name: null,
      tag: 'jetton wallet',
    });
  });

  it('decides the form by kind: toncenter first, then interfaces, else bounceable', () => {
    expect(kindOf({ user_friendly: a.toString({ bounceable: false }) })).toBe('wallet');
    expect(
      kindOf({ user_friendly: a.toString({ bounceable: true }), interfaces: ['wallet_v4r2'] }),
    ).toBe('contract');
    expect(kindOf({ interfaces: ['wallet_v5r1'] })).toBe('wallet');
    expect(kindOf({ interfaces: ['wallet_highload_v3'] })).toBe('contract');
    expect(kindOf({ interfaces: ['jetton_master'] })).toBe('contract');
    expect(kindOf(undefined)).toBe('unknown');
    expect(formsOf(raw, 'mainnet')!.display).toBe(a.toString({ urlSafe: true, bounceable: true }));
    const testWallet = formsOf(a.toString(), 'testnet', { interfaces: ['wallet_v4r2'] })!;
    expect(testWallet.display).toBe(
      a.toString({ urlSafe: true, bounceable: false, testOnly: true }),
    );
  });

  it.each<[string[], string | null]>([
    [['wallet_v3r2'], 'wallet v3R2'],
    [['wallet_v5r1'], 'wallet v5R1'],
    [['jetton_wallet_governed'], 'jetton wallet'],
    [['jetton_master'], 'jetton master'],
    [['nft_collection'], 'NFT collection'],
    [['nft_item', 'editable'], 'NFT item'],
    [[], null],
    [['something_else'], null],
  ])('tags the interfaces %j as %j', (interfaces, tag) => {
    expect(interfaceTag(interfaces)).toBe(tag);
  });
});

describe('walletName', () => {
  it('spells a wallet version one way whatever toncenter field it came from', () => {
    expect(walletName('wallet_v4r2')).toBe('wallet v4R2');
    expect(walletName('wallet v4 r2')).toBe('wallet v4R2');
    expect(walletName('wallet v5 r1')).toBe('wallet v5R1');
    expect(walletName('wallet_v5r1')).toBe('wallet v5R1');
    expect(walletName('wallet_highload_v2r2')).toBe('highload wallet v2R2');
    expect(interfaceTag(['wallet_v4r2'])).toBe('wallet v4R2');
    expect(walletName('jetton_wallet')).toBe('jetton_wallet');
  });
});
