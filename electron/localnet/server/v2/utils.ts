import type { Address } from '@ton/core';
import { Cell, Dictionary } from '@ton/core';
import { pinnedSeqno, type V2Context, type V2Method } from './context';
import { V2Error } from './errors';
import type { Params } from './params';

/**
 * v2 utils (detectAddress, detectHash, packAddress, unpackAddress) and configuration
 * (getConfigParam, getConfigAll from the emulator's config cell, or with `seqno` the one that
 * masterchain block ran with; getLibraries from its library dictionary), in toncenter's v2
 * shapes.
 */

function variant(a: Address, bounceable: boolean, testOnly: boolean): Record<string, unknown> {
  return {
    '@type': 'ext.utils.detectedAddressVariant',
    b64: a.toString({ urlSafe: false, bounceable, testOnly }),
    b64url: a.toString({ urlSafe: true, bounceable, testOnly }),
  };
}

const detectAddress: V2Method = {
  run(p) {
    const { address, givenType, testOnly } = p.address('address');
    return {
      '@type': 'ext.utils.detectedAddress',
      raw_form: address.toRawString().toLowerCase(),
      bounceable: variant(address, true, testOnly),
      non_bounceable: variant(address, false, testOnly),
      given_type: givenType,
      test_only: testOnly,
    };
  },
};

const detectHash: V2Method = {
  run(p) {
    const h = p.hash('hash');
    return {
      '@type': 'ext.utils.detectedHash',
      b64: h.toString('base64'),
      b64url: h.toString('base64url'),
      hex: h.toString('hex'),
    };
  },
};

const packAddress: V2Method = {
  run(p) {
    const { address, givenType, testOnly } = p.address('address');
    const bounceable = givenType !== 'friendly_non_bounceable';
    return address.toString({ urlSafe: true, bounceable, testOnly });
  },
};

const unpackAddress: V2Method = {
  run(p) {
    const { address } = p.address('address');
    return `${address.workChain}:${address.hash.toString('hex').toUpperCase()}`;
  },
};

/** The last configuration parsed (sandbox's `config` getter parses its BoC on every call). */
let lastConfig: { base64: string; dict: Dictionary<number, Cell> } | null = null;

/** The parameters of the emulator's configuration, parsed once per configuration. */
function configDict(base64: string): Dictionary<number, Cell> {
  if (lastConfig?.base64 !== base64) {
    const dict = Dictionary.loadDirect(
      Dictionary.Keys.Int(32),
      Dictionary.Values.Cell(),
      Cell.fromBase64(base64),
    );
    lastConfig = { base64, dict };
  }
  return lastConfig.dict;
}

/** The configuration (BoC, base64) as of the request's `seqno`, or the current one. */
function configAt(p: Params, ctx: V2Context): string {
  const seqno = pinnedSeqno(p, ctx, 'config');
  const boc = seqno === undefined ? null : ctx.net.history.configBocAt(seqno);
  return boc ? boc.toString('base64') : ctx.net.blockchain.configBase64;
}

const getConfigParam: V2Method = {
  run(p, ctx) {
    const hasId = p.has('config_id');
    const hasParam = p.has('param');
    if (hasId === hasParam) {
      throw new V2Error(422, 'only one of config_id or param should be specified');
    }
    const id = p.int(hasId ? 'config_id' : 'param');
    const value = configDict(configAt(p, ctx)).get(id);
    if (!value) throw new V2Error(404, `config param ${id} is not set`);
    return {
      '@type': 'configInfo',
      config: { '@type': 'tvm.cell', bytes: value.toBoc().toString('base64') },
    };
  },
};

const getConfigAll: V2Method = {
  run(p, ctx) {
    return {
      '@type': 'configInfo',
      // The configuration's BoC as the emulator took it: no parse and re-serialization per call.
      config: { '@type': 'tvm.cell', bytes: configAt(p, ctx) },
    };
  },
};

const getLibraries: V2Method = {
  run(p, ctx) {
    const wanted = p.list('libraries').map((v) => {
      if (typeof v !== 'string')
        throw new V2Error(422, 'failed to parse libraries: expected hashes');
      return v;
    });
    const libs = ctx.net.blockchain.libs;
    const dict = libs
      ? Dictionary.loadDirect(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell(), libs)
      : null;
    const result: Array<Record<string, unknown>> = [];
    for (const text of wanted) {
      const t = text.trim();
      const hex = /^[0-9a-fA-F]{64}$/.test(t)
        ? t
        : Buffer.from(t.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('hex');
      if (hex.length !== 64) throw new V2Error(422, `failed to parse libraries: bad hash ${t}`);
      const cell = dict?.get(BigInt('0x' + hex));
      if (cell) {
        result.push({
          '@type': 'smc.libraryEntry',
          hash: Buffer.from(hex, 'hex').toString('base64'),
          data: cell.toBoc().toString('base64'),
        });
      }
    }
    return { '@type': 'smc.libraryResult', result };
  },
};

export const utilMethods: Record<string, V2Method> = {
  detectAddress,
  detectHash,
  packAddress,
  unpackAddress,
  getConfigParam,
  getConfigAll,
  getLibraries,
};
