import { describe, expect, it } from 'vitest';
import { Address } from '@ton/core';
import {
  jettonMasterIn,
  jettonMasterOfWallet,
  jettonMetadataOfWallet,
  type MetadataEntry,
} from '../../shared/ton/metadata-map';
import { jettonOfWallet } from '../../renderer/src/components/MovedAmount';

/** The page's reading (amounts, risk, trace graph: `jettonOfWallet` in MovedAmount). */
const pageMaster = (w: string | null, metadata: never) =>
  w ? jettonOfWallet(w, metadata).master : jettonMasterOfWallet(metadata, w);
/** The exports' reading (enrich.ts: `masterOfWallet` of a page's map context). */
const exportMaster = (metadata: unknown, w: string) => jettonMasterOfWallet(metadata, w);
/** Symbol and decimals the exports read for a wallet's jetton (enrich.ts), null when unknown. */
function jettonInfoOfWallet(metadata: unknown, w: string) {
  const m = jettonMetadataOfWallet(metadata, w);
  return m && { symbol: m.symbol, decimals: m.decimals };
}

/**
 * The jetton master behind a jetton wallet, read from v3 `metadata` by the pages (amounts,
 * risk, trace graph) and by the exports alike: never from a token info toncenter marks
 * `valid: false`, and only from the wallet's `jetton_wallets` info.
 */
const wallet = `0:${'1A'.repeat(32)}`;
const master = `0:${'2B'.repeat(32)}`;
const fakeMaster = `0:${'3C'.repeat(32)}`;

const walletInfo = (extra: Record<string, unknown>, valid?: boolean) => ({
  type: 'jetton_wallets',
  ...(valid === undefined ? {} : { valid }),
  extra,
});
const masterEntry: MetadataEntry = {
  is_indexed: true,
  token_info: [{ type: 'jetton_masters', symbol: 'DEMO', extra: { decimals: '6' } }],
};

describe('the jetton master of a jetton wallet', () => {
  it('is extra.jetton of the wallet’s jetton_wallets token info, on the page and in exports', () => {
    const metadata = {
      [wallet]: { is_indexed: true, token_info: [walletInfo({ jetton: master })] },
      [master]: masterEntry,
    };
    expect(jettonMasterIn(metadata[wallet])).toBe(master);
    expect(pageMaster(wallet, metadata as never)).toBe(Address.parse(master).toRawString());
    expect(exportMaster(metadata, wallet)).toBe(Address.parse(master).toRawString());
    expect(jettonInfoOfWallet(metadata, wallet)).toEqual({ symbol: 'DEMO', decimals: 6 });
  });

  it('is never read from a token info toncenter marks invalid (valid: false)', () => {
    const metadata = {
      [wallet]: { is_indexed: true, token_info: [walletInfo({ jetton: fakeMaster }, false)] },
      [fakeMaster]: masterEntry,
    };
    expect(jettonMasterIn(metadata[wallet])).toBeNull();
    expect(pageMaster(wallet, metadata as never)).toBeNull();
    expect(exportMaster(metadata, wallet)).toBeNull();
    expect(jettonInfoOfWallet(metadata, wallet)).toBeNull();
  });

  it('is not taken from an info of another kind, nor from an empty or absent entry', () => {
    const nft = { type: 'nft_items', extra: { jetton: fakeMaster } };
    expect(jettonMasterIn({ is_indexed: true, token_info: [nft] })).toBeNull();
    expect(
      jettonMasterIn({ is_indexed: true, token_info: [walletInfo({ jetton: '' })] }),
    ).toBeNull();
    expect(jettonMasterIn(undefined)).toBeNull();
    expect(pageMaster(null, {} as never)).toBeNull();
    expect(exportMaster({}, wallet)).toBeNull();
  });
});
