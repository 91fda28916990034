import { Address, Cell, Dictionary, type Slice } from '@ton/core';
import {
  configParse5,
  configParse6,
  configParse9,
  configParse10,
  configParse12,
  configParse13,
  configParse14,
  configParse15,
  configParse16,
  configParse17,
  configParse18,
  configParse28,
  configParse29,
  configParse31,
  configParse40,
  configParse44,
  configParse45,
  configParseBlockLimits,
  configParseBridge,
  configParseGasLimitsPrices,
  configParseMasterAddress,
  configParseMsgPrices,
  configParseValidatorSet,
  loadJettonBridgeParams,
} from '@ton/ton/dist/config/ConfigParser';
import type { Network } from '../../../../shared/profiles';

/** One blockchain configuration parameter, decoded when its layout is known. */
export interface ConfigParam {
  id: number;
  /** What the parameter is, in plain words ("Elector address", "Gas prices, basechain"…). */
  title: string;
  /** JSON-friendly decoded value (addresses user-friendly, big numbers as decimal strings);
   * null when the layout is unknown or decoding failed (see `error`). */
  decoded: unknown;
  error: string | null;
  /** The parameter's cell as a base64 BoC (always available). */
  boc: string;
  /** Representation hash of the cell, hex. */
  hash: string;
}

type Decoder = (s: Slice) => unknown;

const masterAddress: Decoder = (s) => configParseMasterAddress(s);

/** `capabilities#c4 version:uint32 capabilities:uint64` (@ton/ton's parser skips the tag). */
const globalVersion: Decoder = (s) => {
  const tag = s.loadUint(8);
  if (tag !== 0xc4) throw new Error(`unexpected tag 0x${tag.toString(16)}`);
  return { version: s.loadUint(32), capabilities: `0x${s.loadUintBig(64).toString(16)}` };
};

/** Titles and decoders of the well-known parameters (block.tlb `ConfigParam n`, via @ton/ton). */
const KNOWN: Record<number, { title: string; decode?: Decoder }> = {
  0: { title: 'Configuration contract address', decode: masterAddress },
  1: { title: 'Elector contract address', decode: masterAddress },
  2: { title: 'Minter contract address', decode: masterAddress },
  3: { title: 'Fee collector address', decode: masterAddress },
  4: { title: 'Root DNS contract address', decode: masterAddress },
  5: { title: 'Fee burning', decode: configParse5 },
  6: { title: 'Extra currency mint prices', decode: configParse6 },
  7: { title: 'Extra currencies to mint' },
  8: { title: 'Global version and capabilities', decode: globalVersion },
  9: { title: 'Mandatory parameters', decode: configParse9 },
  10: { title: 'Critical parameters', decode: configParse10 },
  11: { title: 'Configuration voting setup' },
  12: { title: 'Workchains', decode: configParse12 },
  13: { title: 'Complaint cost', decode: configParse13 },
  14: { title: 'Block creation rewards', decode: configParse14 },
  15: { title: 'Election timings', decode: configParse15 },
  16: { title: 'Validator counts', decode: configParse16 },
  17: { title: 'Validator stake limits', decode: configParse17 },
  18: { title: 'Storage prices', decode: configParse18 },
  20: { title: 'Gas prices, masterchain', decode: configParseGasLimitsPrices },
  21: { title: 'Gas prices, basechain', decode: configParseGasLimitsPrices },
  22: { title: 'Block limits, masterchain', decode: configParseBlockLimits },
  23: { title: 'Block limits, basechain', decode: configParseBlockLimits },
  24: { title: 'Message forwarding prices, masterchain', decode: configParseMsgPrices },
  25: { title: 'Message forwarding prices, basechain', decode: configParseMsgPrices },
  28: { title: 'Catchain configuration', decode: configParse28 },
  29: { title: 'Consensus configuration', decode: configParse29 },
  31: { title: 'Fundamental smart contracts', decode: configParse31 },
  32: { title: 'Previous validator set', decode: configParseValidatorSet },
  33: { title: 'Previous temporary validator set', decode: configParseValidatorSet },
  34: { title: 'Current validator set', decode: configParseValidatorSet },
  35: { title: 'Current temporary validator set', decode: configParseValidatorSet },
  36: { title: 'Next validator set', decode: configParseValidatorSet },
  37: { title: 'Next temporary validator set', decode: configParseValidatorSet },
  39: { title: 'Validator signed temporary keys' },
  40: { title: 'Validator misbehaviour punishment', decode: configParse40 },
  43: { title: 'Account and message size limits' },
  44: { title: 'Suspended addresses', decode: configParse44 },
  45: { title: 'Precompiled contracts', decode: configParse45 },
  71: { title: 'Ethereum bridge (TON to wTON)', decode: configParseBridge },
  72: { title: 'BNB Chain bridge (TON to wTON)', decode: configParseBridge },
  73: { title: 'Polygon bridge (TON to wTON)', decode: configParseBridge },
  79: { title: 'Ethereum jetton bridge', decode: loadJettonBridgeParams },
  81: { title: 'BNB Chain jetton bridge', decode: loadJettonBridgeParams },
  82: { title: 'Polygon jetton bridge', decode: loadJettonBridgeParams },
};

/**
 * Makes a decoded value JSON-friendly for display: bigints as decimal strings, addresses in
 * the network's user-friendly form, Buffers as hex, Sets and Maps and Dictionaries as arrays
 * and objects, cells as base64 BoCs.
 */
export function toDisplayValue(value: unknown, network: Network): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return value;
  if (value instanceof Address) {
    return value.toString({ urlSafe: true, bounceable: true, testOnly: network === 'testnet' });
  }
  if (value instanceof Cell) return value.toBoc().toString('base64');
  if (value instanceof Uint8Array) return Buffer.from(value).toString('hex');
  if (value instanceof Set) return [...value].map((v) => toDisplayValue(v, network));
  if (value instanceof Map) {
    return Object.fromEntries(
      [...value.entries()].map(([k, v]) => [String(k), toDisplayValue(v, network)]),
    );
  }
  if (value instanceof Dictionary) {
    const out: Record<string, unknown> = {};
    for (const k of value.keys())
      out[String(toDisplayValue(k, network))] = toDisplayValue(value.get(k), network);
    return out;
  }
  if (Array.isArray(value)) return value.map((v) => toDisplayValue(v, network));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      toDisplayValue(v, network),
    ]),
  );
}

/**
 * Decodes the whole configuration as v2 `getConfigAll` returns it (`config.bytes`: base64 BoC
 * whose root is the `Hashmap 32 ^Cell` of parameters). Known parameters are decoded with
 * @ton/ton's parsers; every parameter keeps its cell. Throws `Error` when the BoC itself does
 * not parse.
 */
export function decodeConfig(bytesBase64: string, network: Network): ConfigParam[] {
  let dict: Dictionary<number, Cell>;
  try {
    dict = Cell.fromBase64(bytesBase64)
      .beginParse()
      .loadDictDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell());
  } catch (e) {
    throw new Error(`The configuration BoC does not parse: ${(e as Error).message}`, {
      cause: e,
    });
  }
  const params: ConfigParam[] = [];
  for (const id of dict.keys().sort((a, b) => a - b)) {
    const cell = dict.get(id)!;
    const known = KNOWN[id];
    let decoded: unknown = null;
    let error: string | null = null;
    if (known?.decode) {
      try {
        decoded = toDisplayValue(known.decode(cell.beginParse()), network);
      } catch (e) {
        error = `Could not decode: ${(e as Error).message}`;
      }
    }
    params.push({
      id,
      title: known?.title ?? `Parameter ${id}`,
      decoded,
      error,
      boc: cell.toBoc().toString('base64'),
      hash: cell.hash().toString('hex'),
    });
  }
  return params;
}
