import { storeJettonTransferMessage } from '@ton-community/assets-sdk';
import { Address, beginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { assetInfo } from '../../shared/attribution/report';
import { canvasEdgesCsv, type CanvasEdgeSaved } from '../../shared/canvas/document';
import { assetOf } from '../../shared/canvas/drawing';
import type { LedgerMovement } from '../../shared/ledger';
import { assetFacts, UNKNOWN_JETTON_SYMBOL } from '../../shared/ton/asset-facts';
import { imageDataUri } from '../../shared/ton/image-data';
import { readJettonInfo } from '../../shared/ton/jetton-content';
import { readNftInfo } from '../../shared/ton/nft-content';
import { jettonChartUnit } from '../../shared/ton/jetton-unit';
import { assetLabel } from '../../electron/core/services/ledger/asset-label';
import {
  ENRICH,
  resolveJettons,
  type EnrichEnv,
} from '../../electron/core/services/exports/enrich';
import { ledgerRows } from '../../electron/core/services/exports/rows/ledger-rows';
import type { WalkPage } from '../../electron/core/services/exports/walker';
import { edgeLabel } from '../../renderer/src/features/trace/trace-graph';
import { jettonOfWallet } from '../../renderer/src/components/MovedAmount';
import { tokenDisplay } from '../../renderer/src/lib/token-info';
import type { V3Message } from '../../renderer/src/lib/v3-types';
import { rawV3 } from '../helpers/typed-v3';

/**
 * Token facts read once (shared/ton): an unknown jetton's decimals and symbol, and the media
 * type of on-chain image bytes, the same on every page and in every output.
 *
 * A jetton whose metadata is unknown (no v3 `metadata` entry, no `jetton/masters` answer) reads
 * one way everywhere: TEP-64's default decimals and the named fallback symbol, the same in the
 * ledger and its export, the other exports, the canvas and its edges CSV, the case report, the
 * trace graph, the charts and the amounts on pages. (The canvas drew it with 0 decimals, the
 * edges CSV left its cells blank, the exports wrote `jetton` or its master.)
 */
const MASTER = `0:${'AB'.repeat(32)}`;
const WALLET = `0:${'CD'.repeat(32)}`;
const OWNER = `0:${'EF'.repeat(32)}`;
const KEY = `jetton:${MASTER}`;
const UNKNOWN = { symbol: UNKNOWN_JETTON_SYMBOL, decimals: 9 };

/** The symbol and decimals of a value that carries them (and maybe more). */
const facts = (x: { symbol: string | null; decimals: number }) => ({
  symbol: x.symbol,
  decimals: x.decimals,
});

const noAnswer = () => Promise.resolve({ jetton_masters: [], metadata: {} });
const env = (): EnrichEnv => ({
  v3: rawV3(noAnswer),
  signal: new AbortController().signal,
  account: OWNER,
  jettons: {},
});
const page = (items: unknown[]): WalkPage => ({
  items,
  response: { metadata: {} },
  state: {} as WalkPage['state'],
});

describe('an unknown jetton', () => {
  it('is the one default: TEP-64 decimals and a named symbol', () => {
    expect(assetFacts({ type: 'jetton' })).toEqual(UNKNOWN);
    expect(assetFacts({ type: 'jetton' }, { symbol: null, decimals: null })).toEqual(UNKNOWN);
  });

  it('reads the same in the ledger and the ledger export', () => {
    const read = { jettons: [] };
    expect(assetLabel(read, { asset: { type: 'jetton', master: MASTER } })).toEqual(UNKNOWN);
    const movement: LedgerMovement = {
      account: OWNER,
      asset: { type: 'jetton', master: MASTER, wallet: WALLET } as LedgerMovement['asset'],
      kind: 'jetton_received',
      amount: '1500000000',
      counterparty: null,
      txHash: 'h',
      lt: '1',
      utime: 1,
      messageHash: null,
      balanceAfter: null,
    };
    const [row] = ledgerRows([movement], {
      network: 'mainnet',
      book: {},
      jetton: (master) => assetLabel(read, { asset: { type: 'jetton', master } }),
    });
    expect(row!.cells).toMatchObject({ asset: UNKNOWN_JETTON_SYMBOL, amount: '1.5' });
  });

  it('reads the same in the exports (a master nobody knows; a wallet the metadata lacks)', async () => {
    const e = env();
    await resolveJettons(page([{ jetton_master: MASTER }]), e);
    expect(Object.values(e.jettons)).toEqual([UNKNOWN]);
    const enrichment = await ENRICH.transactions(page([]), e);
    expect(enrichment.context.jettonOfWallet!(WALLET)).toEqual(UNKNOWN);
  });

  it('reads the same on the canvas, in its edges CSV and in the case report', () => {
    expect(facts(assetOf({ assets: {} }, KEY))).toEqual(UNKNOWN);
    expect(assetInfo({ assets: {} }, KEY)).toEqual(UNKNOWN);
    const edge = {
      id: `${OWNER}>${WALLET}|${KEY}`,
      from: OWNER,
      to: WALLET,
      asset: KEY,
      amount: '1500000000',
      count: 1,
      firstUtime: 1,
      lastUtime: 1,
    } as CanvasEdgeSaved;
    const [header, line] = canvasEdgesCsv({ edges: [edge], assets: {}, nodes: [] }).split('\r\n');
    const cells = Object.fromEntries(header!.split(',').map((k, i) => [k, line!.split(',')[i]]));
    expect(cells).toMatchObject({ symbol: UNKNOWN_JETTON_SYMBOL, decimals: '9', amount: '1.5' });
  });

  it('reads the same in the trace graph, the charts and the amounts on pages', () => {
    const body = beginCell()
      .store(
        storeJettonTransferMessage({
          queryId: 1n,
          amount: 1_500_000_000n,
          destination: Address.parse(OWNER),
          responseDestination: null,
          customPayload: null,
          forwardAmount: 0n,
          forwardPayload: null,
        }),
      )
      .endCell();
    const msg = {
      source: OWNER,
      destination: WALLET,
      value: '50000000',
      bounced: false,
      message_content: { body: body.toBoc().toString('base64') },
    } as unknown as V3Message;
    const jetton = edgeLabel(msg, {}).jetton!;
    expect(facts(jetton)).toEqual(UNKNOWN);
    // The account's chart (metadata map) and the jetton page's (no content): the unit is the
    // symbol with the master beside it.
    for (const info of [tokenDisplay(MASTER, {}), readJettonInfo(undefined)]) {
      const unit = jettonChartUnit(info, MASTER, 'mainnet');
      expect(unit.decimals).toBe(9);
      expect(unit.symbol.startsWith(`${UNKNOWN_JETTON_SYMBOL} · `)).toBe(true);
    }
    expect(facts(jettonOfWallet(WALLET, {}))).toEqual(UNKNOWN);
  });
});

describe('on-chain image_data', () => {
  // A JPEG's first bytes (SOI, then a JFIF APP0 marker), base64.
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]).toString(
    'base64',
  );
  const JPEG = /^data:image\/jpeg;base64,/;

  it('is image/jpeg for a JPEG in lists, on jetton and NFT pages alike', () => {
    expect(imageDataUri(jpeg)).toMatch(JPEG);
    expect(tokenDisplay(MASTER, {}, { image_data: jpeg }).image).toMatch(JPEG);
    expect(readJettonInfo({ image_data: jpeg }).image).toMatch(JPEG);
    expect(readNftInfo({ image_data: jpeg }).image).toMatch(JPEG);
    expect(readNftInfo({}, { type: 'nft_items', extra: { image_data: jpeg } }).image).toMatch(JPEG);
  });

  it('claims no image type for bytes of none it knows', () => {
    const text = Buffer.from('not an image at all').toString('base64');
    expect(imageDataUri(text)).toBe(`data:application/octet-stream;base64,${text}`);
  });
});
