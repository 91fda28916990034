import { Cell, Dictionary, type Address, type Slice } from '@ton/core';
import {
  configParse5,
  configParse6,
  configParse7,
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
  parseVotingSetup,
  type ProposalSetup,
  type ValidatorSet,
} from '@ton/ton/dist/config/ConfigParser';

/**
 * The blockchain configuration (block.tlb `ConfigParams`) as typed, labelled fields with
 * units, decoded with @ton/ton's `configParse*` loaders over @ton/core cells. Decoding is per
 * parameter and on demand: the whole configuration is one dictionary lookup
 * ({@link parseConfigCells}), each parameter is decoded only when shown ({@link decodeParam}).
 */

/** A value with its unit, ready to present; amounts stay bigint (nanotons). */
export type FieldValue =
  /** An amount in nanotons. */
  | { kind: 'nano'; nano: bigint }
  /** A count or size; `unit` in plain words ("bytes", "gas units"). */
  | { kind: 'number'; value: bigint | number; unit?: string }
  /** `value / scale` of `unit` (config prices are fixed-point: gas price is nanotons × 2^16). */
  | { kind: 'scaled'; value: bigint | number; scale: number; unit: string }
  /** `num / den` shown as a percentage. */
  | { kind: 'fraction'; num: number | bigint; den: number | bigint }
  /** A duration in seconds (or milliseconds with `ms`). */
  | { kind: 'duration'; seconds: number; ms?: boolean }
  /** A moment, unix seconds. */
  | { kind: 'time'; unix: number }
  /** Addresses in raw form (`wc:hex`). */
  | { kind: 'address'; raw: string | null }
  | { kind: 'addresses'; raw: string[] }
  /** Configuration parameter numbers (links to those parameters). */
  | { kind: 'params'; ids: number[] }
  | { kind: 'bool'; value: boolean }
  | { kind: 'hex'; hex: string }
  | { kind: 'text'; text: string };

/** One decoded field: a plain-words label, its value, an optional group heading. */
export interface ConfigField {
  label: string;
  value: FieldValue;
  /** Heading of the block of fields this belongs to ("Basechain (workchain 0)"). */
  group?: string;
}

/** One validator of a validator set (config 32–37), with its share of the total weight. */
export interface ValidatorRow {
  index: number;
  /** Ed25519 public key, hex (64 characters). */
  publicKey: string;
  /** ADNL address, hex; null in `validator` entries (no ADNL). */
  adnl: string | null;
  weight: bigint;
  /** `weight / totalWeight` in percent. */
  percent: number;
}

/** A validator set (`ValidatorSet` of block.tlb, config 32–37) for display. */
export interface ValidatorSetView {
  /** Unix seconds the set is valid from / until. */
  since: number;
  until: number;
  total: number;
  main: number;
  totalWeight: bigint;
  rows: ValidatorRow[];
  /** Sum of the rows' weights as a percentage of `totalWeight` (100 when consistent). */
  sumPercent: number;
}

/** A decoded parameter: typed fields, a validator set, or nothing known about its layout. */
export type DecodedParam =
  | { kind: 'fields'; fields: ConfigField[] }
  | { kind: 'validators'; set: ValidatorSetView }
  | { kind: 'unknown' };

/** What a parameter is: its title, one plain sentence, its section on the page. */
export interface ParamInfo {
  title: string;
  description: string;
  section: ConfigSection;
}

/** The page's sections, in order. */
export const CONFIG_SECTIONS = [
  'System contracts',
  'Fees and prices',
  'Validators and elections',
  'Limits',
  'Consensus',
  'Governance',
  'Bridges',
  'Other',
] as const;
export type ConfigSection = (typeof CONFIG_SECTIONS)[number];

type Decoder = (s: Slice) => DecodedParam;

const fields = (list: Array<ConfigField | null | undefined | false>): DecodedParam => ({
  kind: 'fields',
  fields: list.filter((f): f is ConfigField => Boolean(f)),
});
const f = (label: string, value: FieldValue, group?: string): ConfigField =>
  group ? { label, value, group } : { label, value };
const nano = (n: bigint): FieldValue => ({ kind: 'nano', nano: n });
const num = (value: bigint | number, unit?: string): FieldValue =>
  unit ? { kind: 'number', value, unit } : { kind: 'number', value };
const secs = (seconds: number): FieldValue => ({ kind: 'duration', seconds });
const addr = (a: Address | null): FieldValue => ({
  kind: 'address',
  raw: a?.toRawString() ?? null,
});
/** Fixed-point 16.16 factors (65536 = 1.0) as a fraction. */
const x16 = (v: number): FieldValue => ({ kind: 'fraction', num: v, den: 65536 });
const per16 = (v: bigint | number, unit: string): FieldValue => ({
  kind: 'scaled',
  value: v,
  scale: 65536,
  unit,
});

/** A decoder from a @ton/ton loader and the fields of what it loads. */
function loaded<T>(
  load: (s: Slice) => T,
  list: (value: T) => Array<ConfigField | null | undefined | false>,
): Decoder {
  return (s) => fields(list(load(s)));
}

const masterAddress: Decoder = (s) =>
  fields([f('Address (masterchain)', addr(configParseMasterAddress(s)))]);

/** `capabilities#c4 version:uint32 capabilities:uint64` (@ton/ton's configParse8 skips the tag). */
const globalVersion: Decoder = (s) => {
  const tag = s.loadUint(8);
  if (tag !== 0xc4) throw new Error(`unexpected tag 0x${tag.toString(16)}`);
  const version = s.loadUint(32);
  const caps = s.loadUintBig(64);
  const named = capabilityNames(caps);
  return fields([
    f('Global version', num(version)),
    f('Capabilities', { kind: 'text', text: named.length ? named.join(', ') : 'none' }),
    f('Capabilities (bit mask)', { kind: 'hex', hex: `0x${caps.toString(16)}` }),
  ]);
};

/**
 * Global capability bits of config #8 (ton-blockchain `GlobalCapabilities`, crypto/block
 * mc-config.h), low to high, in plain words.
 */
const CAPABILITIES: ReadonlyArray<[bigint, string]> = [
  [1n, 'instant hypercube routing (IHR)'],
  [2n, 'block creation statistics'],
  [4n, 'bounced messages carry the body'],
  [8n, 'collators report their version'],
  [16n, 'split and merge transactions'],
  [32n, 'short dequeue records'],
  [64n, 'stored outbound queue size'],
  [128n, 'message metadata'],
  [256n, 'deferred messages'],
  [512n, 'full collated data'],
];

/**
 * The capabilities a config #8 bit mask enables, by name; unknown set bits as `bit N`.
 * `0x1ee` → block creation statistics, bounced messages carry the body, … deferred messages.
 */
export function capabilityNames(mask: bigint): string[] {
  const out: string[] = [];
  for (let bit = 0n; bit < 64n; bit++) {
    const v = 1n << bit;
    if ((mask & v) === 0n) continue;
    out.push(CAPABILITIES.find(([b]) => b === v)?.[1] ?? `bit ${bit}`);
  }
  return out;
}

const gasPrices: Decoder = (s) => {
  const g = configParseGasLimitsPrices(s);
  return fields([
    f('Gas price', per16(g.other.gasPrice, 'nanotons per gas unit')),
    f('Flat gas limit', num(g.flatLimit, 'gas units')),
    f('Flat gas price (for the first flat-limit units)', nano(g.flatGasPrice)),
    f('Gas limit per transaction', num(g.other.gasLimit, 'gas units')),
    g.other.specialGasLimit !== undefined &&
      f('Gas limit of special contracts', num(g.other.specialGasLimit, 'gas units')),
    f('Gas credit of external messages', num(g.other.gasCredit, 'gas units')),
    f('Gas limit per block', num(g.other.blockGasLimit, 'gas units')),
    f('Storage debt that freezes an account', nano(g.other.freezeDueLimit)),
    f('Storage debt that deletes an account', nano(g.other.deleteDueLimit)),
  ]);
};

const msgPrices: Decoder = (s) => {
  const m = configParseMsgPrices(s);
  return fields([
    f('Lump price per message', nano(m.lumpPrice)),
    f('Price per bit', per16(m.bitPrice, 'nanotons per bit')),
    f('Price per cell', per16(m.cellPrice, 'nanotons per cell')),
    f('IHR price factor', x16(m.ihrPriceFactor)),
    f('Share of the fee for the first hop', x16(m.firstFrac)),
    f('Share of the remaining fee for each next hop', x16(m.nextFrac)),
  ]);
};

const blockLimits: Decoder = (s) => {
  const b = configParseBlockLimits(s);
  const three = (
    name: string,
    l: { underload: number; softLimit: number; hardLimit: number },
    unit: string,
  ) => [
    f('Underload below', num(l.underload, unit), name),
    f('Soft limit', num(l.softLimit, unit), name),
    f('Hard limit', num(l.hardLimit, unit), name),
  ];
  return fields([
    ...three('Block size', b.bytes, 'bytes'),
    ...three('Gas', b.gas, 'gas units'),
    ...three('Logical time span', b.ltDelta, 'lt units'),
    ...(b.collatedData ? three('Collated data', b.collatedData, 'bytes') : []),
    ...(b.importedMsgQueue
      ? [
          f('Imported message queue', num(b.importedMsgQueue.maxBytes, 'bytes'), 'Message queue'),
          f('Imported messages', num(b.importedMsgQueue.maxMsgs, 'messages'), 'Message queue'),
        ]
      : []),
  ]);
};

const validatorSet: Decoder = (s) => {
  const set = configParseValidatorSet(s);
  if (!set) throw new Error('not a validator set');
  return { kind: 'validators', set: validatorSetView(set) };
};

/** The decoded set with each validator's share; percentages from exact bigint ratios. */
export function validatorSetView(set: ValidatorSet): ValidatorSetView {
  const rows: ValidatorRow[] = [];
  let sum = 0n;
  for (const index of set.list.keys().sort((a, b) => a - b)) {
    const v = set.list.get(index)!;
    sum += v.weight;
    rows.push({
      index,
      publicKey: v.publicKey.toString('hex'),
      adnl: v.adnlAddress ? v.adnlAddress.toString('hex') : null,
      weight: v.weight,
      percent: 0,
    });
  }
  const total = set.totalWeight ?? sum;
  for (const r of rows) r.percent = share(r.weight, total);
  return {
    since: set.timeSince,
    until: set.timeUntil,
    total: set.total,
    main: set.main,
    totalWeight: total,
    rows,
    sumPercent: share(sum, total),
  };
}

/** `part / total` in percent with 1e-8 precision, computed on bigints (weights reach 2^60). */
export function share(part: bigint, total: bigint): number {
  if (total === 0n) return 0;
  return Number((part * 10_000_000_000n) / total) / 100_000_000;
}

const proposal = (p: ProposalSetup, group: string): ConfigField[] => [
  f('Rounds at least', num(p.minTotalRounds), group),
  f('Rounds at most', num(p.maxTotalRounds), group),
  f('Winning rounds needed', num(p.minWins), group),
  f('Lost rounds before rejection', num(p.maxLoses), group),
  f('Proposal stored at least', secs(p.minStoreSec), group),
  f('Proposal stored at most', secs(p.maxStoreSec), group),
  f('Storage price per bit', nano(BigInt(p.bitPrice)), group),
  f('Storage price per cell', nano(BigInt(p.cellPrice)), group),
];

const bridge: Decoder = (s) => {
  const b = configParseBridge(s);
  if (!b) throw new Error('empty bridge parameter');
  return fields([
    f('Bridge contract', addr(b.bridgeAddress)),
    f('Oracle multisig', addr(b.oracleMultisigAddress)),
    f('External chain address', { kind: 'hex', hex: b.externalChainAddress.toString('hex') }),
    f('Oracles', num(b.oracles.size)),
  ]);
};

const jettonBridge: Decoder = (s) => {
  const b = loadJettonBridgeParams(s);
  if (!b) throw new Error('empty bridge parameter');
  const prices = b.jettonBridgePrices;
  return fields([
    f('Bridge contract', addr(b.bridgeAddress)),
    f('Oracle contract', addr(b.oracleAddress)),
    f('Oracles', { kind: 'addresses', raw: b.oracles.map((o) => o.addr.toRawString()) }),
    f('Flags', num(b.flags)),
    b.bridgeBurnFee !== undefined && f('Burn fee', nano(b.bridgeBurnFee)),
    ...(prices
      ? [
          f('Burn fee', nano(prices.bridgeBurnFee), 'Prices'),
          f('Mint fee', nano(prices.bridgeMintFee), 'Prices'),
          f('Jetton wallet storage reserve', nano(prices.walletMinTonsForStorage), 'Prices'),
          f('Jetton wallet gas', num(prices.walletGasConsumption, 'gas units'), 'Prices'),
          f('Minter storage reserve', nano(prices.minterMinTonsForStorage), 'Prices'),
          f('Discovery gas', num(prices.discoverGasConsumption, 'gas units'), 'Prices'),
        ]
      : []),
    b.externalChainAddress &&
      f('External chain address', { kind: 'hex', hex: b.externalChainAddress.toString('hex') }),
  ]);
};

const WORKCHAIN_NAMES: Record<number, string> = { 0: 'Basechain (workchain 0)' };

const KNOWN: Record<number, ParamInfo & { decode?: Decoder }> = {
  0: {
    title: 'Configuration contract address',
    description: 'The contract that holds this configuration and runs votes on changing it.',
    section: 'System contracts',
    decode: masterAddress,
  },
  1: {
    title: 'Elector contract address',
    description: 'The contract that runs validator elections and holds their stakes.',
    section: 'System contracts',
    decode: masterAddress,
  },
  2: {
    title: 'Minter contract address',
    description: 'The contract that mints new Toncoin and extra currencies.',
    section: 'System contracts',
    decode: masterAddress,
  },
  3: {
    title: 'Fee collector address',
    description: 'Where transaction fees go (the elector when absent).',
    section: 'System contracts',
    decode: masterAddress,
  },
  4: {
    title: 'Root DNS contract address',
    description: 'The root of TON DNS (.ton and .t.me domains resolve from here).',
    section: 'System contracts',
    decode: masterAddress,
  },
  5: {
    title: 'Fee burning',
    description: 'Which share of fees is burned, and the address that receives burned coins.',
    section: 'Fees and prices',
    decode: loaded(configParse5, (b) => [
      f('Burned share of fees', {
        kind: 'fraction',
        num: b.feeBurnNominator,
        den: b.feeBurnDenominator,
      }),
      f('Blackhole address', addr(b.blackholeAddr)),
    ]),
  },
  6: {
    title: 'Extra currency mint prices',
    description: 'What minting a new extra currency, or more of one, costs.',
    section: 'Fees and prices',
    decode: (s) => {
      const p = configParse6(s);
      if (!p) return fields([]);
      return fields([
        f('Price to mint a new currency', nano(p.mintNewPrice)),
        f('Price to add to a currency', nano(p.mintAddPrice)),
      ]);
    },
  },
  7: {
    title: 'Extra currencies to mint',
    description: 'Extra currencies (by id) the minter should issue, with amounts.',
    section: 'Other',
    decode: (s) => {
      if (s.remainingRefs === 0) return fields([f('Currencies', { kind: 'text', text: 'none' })]);
      const m = configParse7(s).toMint;
      return fields(
        Object.entries(m).map(([id, amount]) => f(`Currency ${id}`, num(BigInt(amount), 'units'))),
      );
    },
  },
  8: {
    title: 'Global version and capabilities',
    description: 'The protocol version validators run and the features it enables.',
    section: 'Governance',
    decode: globalVersion,
  },
  9: {
    title: 'Mandatory parameters',
    description: 'Parameters that must always be present in the configuration.',
    section: 'Governance',
    decode: (s) => fields([f('Parameters', { kind: 'params', ids: [...configParse9(s)] })]),
  },
  10: {
    title: 'Critical parameters',
    description: 'Parameters whose change needs a critical (harder) vote.',
    section: 'Governance',
    decode: (s) => fields([f('Parameters', { kind: 'params', ids: [...configParse10(s)] })]),
  },
  11: {
    title: 'Configuration voting setup',
    description: 'How proposals to change the configuration are voted on.',
    section: 'Governance',
    decode: loaded(parseVotingSetup, (v) => [
      ...proposal(v.normalParams, 'Ordinary parameters'),
      ...proposal(v.criticalParams, 'Critical parameters'),
    ]),
  },
  12: {
    title: 'Workchains',
    description: 'The workchains besides the masterchain and how they may split into shards.',
    section: 'Other',
    decode: (s) => {
      const dict = configParse12(s);
      const out: ConfigField[] = [];
      for (const id of dict.keys()) {
        const w = dict.get(id)!;
        const g = WORKCHAIN_NAMES[id] ?? `Workchain ${id}`;
        out.push(
          f('Enabled since', { kind: 'time', unix: w.enabledSince }, g),
          f('Active', { kind: 'bool', value: w.active }, g),
          f('Accepts messages', { kind: 'bool', value: w.accept_msgs }, g),
          f('Split depth, at least', num(w.min_split), g),
          f('Split depth, at most', num(w.max_split), g),
          f('Version', num(w.version), g),
          f('VM version', num(w.format.vmVersion), g),
          f('Zero state root hash', { kind: 'hex', hex: w.zerostateRootHash.toString('hex') }, g),
        );
      }
      return fields(out);
    },
  },
  13: {
    title: 'Complaint cost',
    description: 'What filing a complaint against a validator costs.',
    section: 'Fees and prices',
    decode: loaded(configParse13, (c) => [
      f('Deposit', nano(c.deposit)),
      f('Price per bit', nano(c.bitPrice)),
      f('Price per cell', nano(c.cellPrice)),
    ]),
  },
  14: {
    title: 'Block creation rewards',
    description: 'What the validators who create a block receive for it.',
    section: 'Fees and prices',
    decode: loaded(configParse14, (r) => [
      f('Masterchain block', nano(r.masterchainBlockFee)),
      f('Basechain block', nano(r.workchainBlockFee)),
    ]),
  },
  15: {
    title: 'Election timings',
    description: 'How long validators serve and when elections for the next round run.',
    section: 'Validators and elections',
    decode: loaded(configParse15, (t) => [
      f('Validation round length', secs(t.validatorsElectedFor)),
      f('Elections open before the round starts', secs(t.electorsStartBefore)),
      f('Elections close before the round starts', secs(t.electorsEndBefore)),
      f('Stakes held after the round ends', secs(t.stakeHeldFor)),
    ]),
  },
  16: {
    title: 'Validator counts',
    description: 'How many validators a round may have.',
    section: 'Validators and elections',
    decode: loaded(configParse16, (c) => [
      f('Validators, at most', num(c.maxValidators)),
      f('Masterchain validators, at most', num(c.maxMainValidators)),
      f('Validators, at least', num(c.minValidators)),
    ]),
  },
  17: {
    title: 'Validator stake limits',
    description: 'The smallest and largest stakes elections accept.',
    section: 'Validators and elections',
    decode: loaded(configParse17, (l) => [
      f('Minimum stake', nano(l.minStake)),
      f('Maximum stake', nano(l.maxStake)),
      f('Minimum total stake', nano(l.minTotalStake)),
      f('Maximum stake factor (stake ÷ minimum stake)', x16Times(l.maxStakeFactor)),
    ]),
  },
  18: {
    title: 'Storage prices',
    description: 'What keeping data on chain costs, per bit and cell per second.',
    section: 'Fees and prices',
    decode: (s) =>
      fields(
        configParse18(s).flatMap((p) => {
          const g = `Since ${p.utime_since === 0 ? 'genesis' : new Date(p.utime_since * 1000).toISOString().slice(0, 10)}`;
          return [
            f('Since', { kind: 'time', unix: p.utime_since }, g),
            f('Basechain, per bit', per16(p.bit_price_ps, 'nanotons per second'), g),
            f('Basechain, per cell', per16(p.cell_price_ps, 'nanotons per second'), g),
            f('Masterchain, per bit', per16(p.mc_bit_price_ps, 'nanotons per second'), g),
            f('Masterchain, per cell', per16(p.mc_cell_price_ps, 'nanotons per second'), g),
          ];
        }),
      ),
  },
  19: {
    title: 'Global ID',
    description:
      'The network id signed into every block and (since wallet v5) into wallet messages: ' +
      '-239 on mainnet, -3 on testnet.',
    section: 'Governance',
    decode: (s) => {
      const id = s.loadInt(32);
      const known = id === -239 ? ' (mainnet)' : id === -3 ? ' (testnet)' : '';
      return fields([f('Global ID', { kind: 'text', text: `${id}${known}` })]);
    },
  },
  20: {
    title: 'Gas prices, masterchain',
    description: 'Gas price and gas limits of masterchain transactions.',
    section: 'Fees and prices',
    decode: gasPrices,
  },
  21: {
    title: 'Gas prices, basechain',
    description: 'Gas price and gas limits of basechain (workchain 0) transactions.',
    section: 'Fees and prices',
    decode: gasPrices,
  },
  22: {
    title: 'Block limits, masterchain',
    description: 'Size, gas and logical-time limits of masterchain blocks.',
    section: 'Limits',
    decode: blockLimits,
  },
  23: {
    title: 'Block limits, basechain',
    description: 'Size, gas and logical-time limits of basechain blocks.',
    section: 'Limits',
    decode: blockLimits,
  },
  24: {
    title: 'Message forwarding prices, masterchain',
    description: 'What sending a message from or to the masterchain costs.',
    section: 'Fees and prices',
    decode: msgPrices,
  },
  25: {
    title: 'Message forwarding prices, basechain',
    description: 'What sending a message within the basechain costs.',
    section: 'Fees and prices',
    decode: msgPrices,
  },
  28: {
    title: 'Catchain configuration',
    description: 'Lifetimes and sizes of the validator groups that agree on blocks.',
    section: 'Consensus',
    decode: loaded(configParse28, (c) => [
      f('Masterchain catchain lifetime', secs(c.masterCatchainLifetime)),
      f('Shard catchain lifetime', secs(c.shardCatchainLifetime)),
      f('Shard validator group lifetime', secs(c.shardValidatorsLifetime)),
      f('Validators per shard', num(c.shardValidatorsCount)),
      c.suffleMasterValidators !== undefined &&
        f('Masterchain validators shuffled', { kind: 'bool', value: c.suffleMasterValidators }),
    ]),
  },
  29: {
    title: 'Consensus configuration',
    description: 'Timings and sizes of the block consensus protocol.',
    section: 'Consensus',
    decode: loaded(configParse29, (c) => [
      f('Block candidates per round', num(c.roundCandidates)),
      f('Delay before the next candidate', {
        kind: 'duration',
        seconds: c.nextCandidateDelay,
        ms: true,
      }),
      f('Consensus timeout', { kind: 'duration', seconds: c.consensusTimeout, ms: true }),
      f('Fast attempts', num(c.fastAttempts)),
      f('Attempt duration', secs(c.attemptDuration)),
      f('Catchain dependencies, at most', num(c.catchainMaxDeps)),
      f('Block size, at most', num(c.maxBlockBytes, 'bytes')),
      f('Collated data, at most', num(c.maxColaltedBytes, 'bytes')),
      c.protoVersion !== undefined && f('Protocol version', num(c.protoVersion)),
      c.catchainMaxBlocksCoeff !== undefined &&
        f('Catchain blocks coefficient', num(c.catchainMaxBlocksCoeff)),
    ]),
  },
  31: {
    title: 'Fundamental smart contracts',
    description: 'Masterchain contracts that pay no fees and may run special transactions.',
    section: 'System contracts',
    decode: (s) =>
      fields([
        f('Contracts', { kind: 'addresses', raw: configParse31(s).map((a) => a.toRawString()) }),
      ]),
  },
  32: {
    title: 'Previous validator set',
    description: 'The validators of the previous round, with their weights.',
    section: 'Validators and elections',
    decode: validatorSet,
  },
  33: {
    title: 'Previous temporary validator set',
    description: 'A temporary set that replaced the previous one (rare).',
    section: 'Validators and elections',
    decode: validatorSet,
  },
  34: {
    title: 'Current validator set',
    description: 'The validators of the current round, with their weights.',
    section: 'Validators and elections',
    decode: validatorSet,
  },
  35: {
    title: 'Current temporary validator set',
    description: 'A temporary set replacing the current one (rare).',
    section: 'Validators and elections',
    decode: validatorSet,
  },
  36: {
    title: 'Next validator set',
    description: 'The validators elected for the next round, present until it starts.',
    section: 'Validators and elections',
    decode: validatorSet,
  },
  37: {
    title: 'Next temporary validator set',
    description: 'A temporary next set (rare).',
    section: 'Validators and elections',
    decode: validatorSet,
  },
  39: {
    title: 'Validator signed temporary keys',
    description: 'Temporary keys validators signed for the current round.',
    section: 'Validators and elections',
  },
  40: {
    title: 'Validator misbehaviour punishment',
    description: 'Fines for validators that created too few blocks.',
    section: 'Validators and elections',
    decode: (s) => {
      const p = configParse40(s);
      if (!p) return fields([]);
      return fields([
        f('Flat fine', nano(p.defaultFlatFine)),
        f('Proportional fine', x16(Number(p.defaultProportionaFine))),
        f('Severity multiplier, flat', num(p.severityFlatMult)),
        f('Severity multiplier, proportional', num(p.severityProportionalMult)),
        f('Unpunishable interval', num(p.unfunishableInterval, 'rounds')),
        f('Long interval', num(p.longInterval, 'rounds')),
        f('Medium interval', num(p.mediumInterval, 'rounds')),
      ]);
    },
  },
  43: {
    title: 'Account and message size limits',
    description: 'Largest account state, message, library and external message sizes.',
    section: 'Limits',
  },
  44: {
    title: 'Suspended addresses',
    description: 'Accounts that may not run transactions until a given time.',
    section: 'Other',
    decode: loaded(configParse44, (p) => [
      f('Suspended until', { kind: 'time', unix: p.suspendedUntil }),
      f('Addresses', { kind: 'addresses', raw: p.addresses.map((a) => a.toRawString()) }),
    ]),
  },
  45: {
    title: 'Precompiled contracts',
    description: 'Contract code (by hash) run natively, with a fixed gas cost.',
    section: 'Other',
    decode: (s) =>
      fields(
        configParse45(s).flatMap((c, i) => [
          f('Code hash', { kind: 'hex', hex: c.hash.toString('hex') }, `Contract ${i + 1}`),
          f('Gas charged', num(c.gasUsed, 'gas units'), `Contract ${i + 1}`),
        ]),
      ),
  },
  71: {
    title: 'Ethereum bridge (TON to wTON)',
    description: 'The Toncoin bridge to Ethereum.',
    section: 'Bridges',
    decode: bridge,
  },
  72: {
    title: 'BNB Chain bridge (TON to wTON)',
    description: 'The Toncoin bridge to BNB Chain.',
    section: 'Bridges',
    decode: bridge,
  },
  73: {
    title: 'Polygon bridge (TON to wTON)',
    description: 'The Toncoin bridge to Polygon.',
    section: 'Bridges',
    decode: bridge,
  },
  79: {
    title: 'Ethereum jetton bridge',
    description: 'The token bridge between Ethereum and TON.',
    section: 'Bridges',
    decode: jettonBridge,
  },
  81: {
    title: 'BNB Chain jetton bridge',
    description: 'The token bridge between BNB Chain and TON.',
    section: 'Bridges',
    decode: jettonBridge,
  },
  82: {
    title: 'Polygon jetton bridge',
    description: 'The token bridge between Polygon and TON.',
    section: 'Bridges',
    decode: jettonBridge,
  },
};

/** A 16.16 factor as "×N" (max stake factor 196608 = ×3). */
function x16Times(v: number): FieldValue {
  return { kind: 'scaled', value: v, scale: 65536, unit: '×' };
}

/** Title, description and section of a parameter; unknown ids get a generic entry. */
export function paramInfo(id: number): ParamInfo {
  const k = KNOWN[id];
  if (k) return { title: k.title, description: k.description, section: k.section };
  return {
    title: `Parameter ${id}`,
    description:
      id < 0
        ? 'A parameter with a negative number: used by test networks and experiments.'
        : 'A parameter this explorer does not know the layout of; its cell is shown.',
    section: 'Other',
  };
}

/** One parameter of the configuration with its cell (decoded later, on demand). */
export interface ConfigCell {
  id: number;
  cell: Cell;
}

/** The last configuration parsed: the Config and Validators pages read the same one. */
let lastParsed: { bytes: string; cells: ConfigCell[] } | null = null;

/**
 * The parameters of a configuration as v2 `getConfigAll` returns it (`config.bytes`: a base64
 * BoC whose root is the `Hashmap 32 ^Cell` of parameters), sorted by number. Nothing is
 * decoded, and the same configuration is parsed once. Throws `Error` when the BoC does not
 * parse.
 */
export function parseConfigCells(bytesBase64: string): ConfigCell[] {
  if (lastParsed?.bytes !== bytesBase64) {
    lastParsed = { bytes: bytesBase64, cells: parseCells(bytesBase64) };
  }
  return lastParsed.cells;
}

function parseCells(bytesBase64: string): ConfigCell[] {
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
  return dict
    .keys()
    .sort((a, b) => a - b)
    .map((id) => ({ id, cell: dict.get(id)! }));
}

/**
 * Decodes one parameter's cell with its @ton/ton loader. Returns `unknown` for parameters
 * without a known layout; throws `Error` ("Could not decode …") when the cell does not match
 * the layout.
 */
export function decodeParam(id: number, cell: Cell): DecodedParam {
  const decode = KNOWN[id]?.decode;
  if (!decode) return { kind: 'unknown' };
  try {
    return decode(cell.beginParse());
  } catch (e) {
    throw new Error(`Could not decode parameter ${id}: ${(e as Error).message}`, { cause: e });
  }
}

/** The raw form of a parameter's cell: base64 BoC and representation hash (hex). */
export function rawCell(cell: Cell): { boc: string; hash: string } {
  return { boc: cell.toBoc().toString('base64'), hash: cell.hash().toString('hex') };
}
