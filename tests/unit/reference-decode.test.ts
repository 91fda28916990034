import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Cell } from '@ton/core';
import { defaultConfig } from '@ton/sandbox';
import { load as loadYaml } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../shared/format';
import { formatFieldValue, formatPercent, formatScaled } from '../../shared/chain/config-format';
import {
  CONFIG_SECTIONS,
  capabilityNames,
  decodeParam,
  paramInfo,
  parseConfigCells,
  type ConfigField,
  type DecodedParam,
} from '../../shared/chain/config-params';
import {
  emptyReason,
  keyToHex,
  orderApprovals,
  vestingSchedule,
} from '../../renderer/src/features/reference/present';
import type {
  MultisigOrderRow,
  VestingRow,
} from '../../renderer/src/features/reference/reference-types';
import { routePath, parseRoute } from '../../renderer/src/routing/routes';
import { API_DOCS, fixturesPresent, loadFixture } from '../helpers/toncenter-fixtures';

/**
 * Decoding and presentation of the reference pages (config, validators, staking, DNS,
 * multisig, vesting, top accounts) against toncenter's own documents: the OpenAPI files in
 * ../shared/api (schemas and their examples) and the captures in ../shared/fixtures/toncenter,
 * read at test time. Absent folders skip outside CI and fail in CI.
 */
const apiPresent = fixturesPresent('reference-decode', API_DOCS);
const capturesPresent = fixturesPresent('reference-decode');

interface Schema {
  type?: string;
  $ref?: string;
  example?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface OpenApi {
  paths: Record<
    string,
    { get?: { responses: Record<string, { content?: Record<string, { schema: Schema }> }> } }
  >;
  components: { schemas: Record<string, Schema> };
}
const v3: OpenApi | null = apiPresent
  ? (loadYaml(readFileSync(path.join(API_DOCS, 'toncenter-v3.openapi.yaml'), 'utf8')) as OpenApi)
  : null;

function resolve(s: Schema): Schema {
  return s.$ref ? v3!.components.schemas[s.$ref.split('/').pop()!]! : s;
}

/** The 200 response schema of a v3 path, $refs resolved one level. */
function responseSchema(p: string): Schema {
  const op = v3!.paths[`/api/v3/${p}`]?.get;
  if (!op) throw new Error(`no GET /api/v3/${p} in the OpenAPI document`);
  return resolve(op.responses['200']!.content!['application/json']!.schema);
}

/**
 * An instance of a schema built from the document: each property's own `example` where it has
 * one, else an empty value of its type (arrays get one element). Nothing is invented: fields the
 * document gives no example for are empty strings, zeros or false.
 */
function exampleOf(schema: Schema, depth = 0): unknown {
  const s = resolve(schema);
  if (s.example !== undefined) return s.example;
  if (s.type === 'array') return depth > 4 ? [] : [exampleOf(s.items ?? {}, depth + 1)];
  if (s.properties) {
    return Object.fromEntries(
      Object.entries(s.properties).map(([k, v]) => [k, exampleOf(v, depth + 1)]),
    );
  }
  if (s.type === 'integer' || s.type === 'number') return 0;
  if (s.type === 'boolean') return false;
  if (s.type === 'string') return '';
  return {};
}

const needsApi = describe.skipIf(!v3);

needsApi('v3 reference endpoints against the OpenAPI document', () => {
  it('documents every field the pages read from each list', () => {
    // Field names the pages read (reference-types.ts), per list item schema.
    const reads: Array<[string, string, string[]]> = [
      [
        'validators/cycles',
        'cycles',
        [
          'cycle_start',
          'cycle_end',
          'total',
          'main',
          'total_weight',
          'total_stake',
          'election_id',
          'validators',
        ],
      ],
      [
        'validators/elections',
        'elections',
        [
          'election_id',
          'elect_close',
          'total_participants',
          'total_stake',
          'min_stake',
          'failed',
          'finished',
        ],
      ],
      [
        'validators/complaints',
        'complaints',
        [
          'complaint_hash',
          'created_at',
          'validator_pubkey',
          'severity',
          'suggested_fine',
          'approved_percent',
          'is_passed',
          'reward_address',
        ],
      ],
      [
        'validators/events',
        'events',
        ['tx_hash', 'utime', 'type', 'stake_holder_address', 'amount', 'election_id'],
      ],
      [
        'dns/records',
        'records',
        [
          'domain',
          'nft_item_address',
          'nft_item_owner',
          'dns_wallet',
          'dns_site_adnl',
          'dns_storage_bag_id',
          'dns_next_resolver',
        ],
      ],
      [
        'dns/activeAuctions',
        'auctions',
        [
          'domain',
          'nft_item_address',
          'max_bid_address',
          'max_bid_amount',
          'auction_end_time',
          'finished',
        ],
      ],
      [
        'multisig/orders',
        'orders',
        [
          'address',
          'multisig_address',
          'order_seqno',
          'threshold',
          'approvals_num',
          'approvals_mask',
          'sent_for_execution',
          'expiration_date',
          'signers',
          'actions',
        ],
      ],
      [
        'multisig/wallets',
        'multisigs',
        ['address', 'threshold', 'next_order_seqno', 'signers', 'proposers'],
      ],
      [
        'vesting',
        'vesting_contracts',
        [
          'address',
          'owner_address',
          'sender_address',
          'start_time',
          'total_amount',
          'total_duration',
          'unlock_period',
          'cliff_duration',
          'whitelist',
        ],
      ],
      [
        'staking/nominatorPools/nominatorEvents',
        'events',
        ['tx_hash', 'utime', 'type', 'amount', 'nominator_address'],
      ],
    ];
    for (const [p, key, fields] of reads) {
      const item = resolve(responseSchema(p).properties![key]!.items!);
      for (const f of fields) expect(item.properties, `${p} ${key}[].${f}`).toHaveProperty(f);
    }
    const pool = responseSchema('staking/nominatorPools/pool');
    for (const f of [
      'validator_address',
      'validator_amount',
      'stake_amount_sent',
      'active_nominators',
    ]) {
      expect(pool.properties, `pool.${f}`).toHaveProperty(f);
    }
    // topAccountsByBalance is a bare array of {account, balance}.
    const top = responseSchema('topAccountsByBalance');
    expect(top.type).toBe('array');
    expect(Object.keys(resolve(top.items!).properties!)).toEqual(['account', 'balance']);
  });

  it('reads the documented complaint example hashes as 32-byte keys', () => {
    const complaint = exampleOf(
      responseSchema('validators/complaints').properties!.complaints!.items!,
    ) as { complaint_hash: string; vset_id: string; weight_remaining: string };
    // The document's examples: base64 hashes; the page compares keys as lower-case hex.
    expect(complaint.complaint_hash).toMatch(/=$/);
    expect(keyToHex(complaint.complaint_hash)).toMatch(/^[0-9a-f]{64}$/);
    expect(keyToHex(complaint.vset_id)).toBe(
      Buffer.from(complaint.vset_id, 'base64').toString('hex'),
    );
    expect(keyToHex('AB'.repeat(32))).toBe('ab'.repeat(32));
    expect(keyToHex('')).toBeNull();
    expect(keyToHex('short')).toBeNull();
  });

  it('reads a documented multisig order: no approvals without a mask', () => {
    const order = exampleOf(
      responseSchema('multisig/orders').properties!.orders!.items!,
    ) as MultisigOrderRow;
    expect(order.signers).toHaveLength(1);
    expect(orderApprovals(order)).toEqual([{ signer: '', approved: false }]);
    expect(
      orderApprovals({ ...order, signers: ['a', 'b', 'c'], approvals_mask: '5' }).map(
        (a) => a.approved,
      ),
    ).toEqual([true, false, true]);
  });

  it('draws no schedule from a documented vesting item without figures, and a full one from figures', () => {
    const v = exampleOf(
      responseSchema('vesting').properties!.vesting_contracts!.items!,
    ) as VestingRow;
    expect(vestingSchedule(v)).toEqual([]);
    const year = 365 * 86_400;
    const month = year / 12;
    const filled: VestingRow = {
      ...v,
      start_time: 1_700_000_000,
      total_amount: '1200000000000',
      total_duration: year,
      unlock_period: month,
      cliff_duration: 3 * month,
    };
    const s = vestingSchedule(filled);
    expect(s[0]).toEqual({ time: 1_700_000_000, unlockedNano: 0n });
    expect(s.at(-1)).toEqual({ time: 1_700_000_000 + year, unlockedNano: 1_200_000_000_000n });
    // Nothing unlocks during the cliff; at the cliff, 3 of 12 periods are unlocked.
    expect(s.find((p) => p.time === 1_700_000_000 + 2 * month)!.unlockedNano).toBe(0n);
    expect(s.find((p) => p.time === 1_700_000_000 + 3 * month)!.unlockedNano).toBe(
      300_000_000_000n,
    );
  });
});

describe.skipIf(!capturesPresent)('config params from real getConfigParam captures', () => {
  for (const file of ['docs-v2-getConfigParam-01.json', 'v2-jsonrpc-getConfigParam-01.json']) {
    it(`decodes ${file} as a masterchain address parameter`, () => {
      const body = loadFixture<{ result: { config: { bytes: string } } }>(file);
      const cell = Cell.fromBase64(body.result.config.bytes);
      const d = decodeParam(0, cell);
      expect(d.kind).toBe('fields');
      const f = (d as Extract<DecodedParam, { kind: 'fields' }>).fields[0]!;
      const hex = cell.beginParse().loadBuffer(32).toString('hex');
      expect(f.value).toEqual({ kind: 'address', raw: `-1:${hex}` });
    });
  }
});

describe('configuration decoding (a real mainnet configuration: @ton/sandbox defaultConfig)', () => {
  const cells = parseConfigCells(defaultConfig);
  const decoded = (id: number) => decodeParam(id, cells.find((c) => c.id === id)!.cell);
  const field = (id: number, label: string): ConfigField => {
    const d = decoded(id);
    if (d.kind !== 'fields') throw new Error(`param ${id} is ${d.kind}`);
    const f = d.fields.find((x) => x.label === label);
    if (!f) throw new Error(`param ${id} has no field "${label}"`);
    return f;
  };

  it('decodes every known parameter without error and gives each a section', () => {
    for (const { id, cell } of cells) {
      expect(() => decodeParam(id, cell), `param ${id}`).not.toThrow();
      expect(CONFIG_SECTIONS).toContain(paramInfo(id).section);
      expect(paramInfo(id).description.length).toBeGreaterThan(10);
    }
  });

  it('names the network (19) and the enabled capabilities (8), not a bare bit mask', () => {
    expect(field(19, 'Global ID').value).toEqual({ kind: 'text', text: '-239 (mainnet)' });
    expect(formatFieldValue(field(8, 'Global version').value)).toMatch(/^\d+$/);
    const caps = field(8, 'Capabilities').value;
    expect(caps.kind).toBe('text');
    expect(capabilityNames(0x1een)).toEqual([
      'block creation statistics',
      'bounced messages carry the body',
      'collators report their version',
      'short dequeue records',
      'stored outbound queue size',
      'message metadata',
      'deferred messages',
    ]);
    expect(capabilityNames(1n << 20n)).toEqual(['bit 20']);
  });

  it('shows gas prices (20, 21) as nanotons per gas unit', () => {
    const mc = field(20, 'Gas price');
    const bc = field(21, 'Gas price');
    expect(mc.value).toEqual({
      kind: 'scaled',
      value: 655360000n,
      scale: 65536,
      unit: 'nanotons per gas unit',
    });
    expect(formatFieldValue(bc.value)).toBe('400 nanotons per gas unit (raw 26,214,400 ÷ 65,536)');
    expect(formatFieldValue(field(21, 'Flat gas limit').value)).toBe('100 gas units');
    expect(
      formatFieldValue(field(21, 'Flat gas price (for the first flat-limit units)').value),
    ).toBe('0.00004 TON (40,000 nanotons)');
  });

  it('shows durations in words and stake limits in TON', () => {
    expect(formatFieldValue(field(15, 'Validation round length').value)).toBe(
      '18 h 12 min 16 s (65,536 s)',
    );
    expect(formatFieldValue(field(17, 'Minimum stake').value)).toBe(
      '300,000 TON (300,000,000,000,000 nanotons)',
    );
    expect(formatFieldValue(field(17, 'Maximum stake factor (stake ÷ minimum stake)').value)).toBe(
      '×3',
    );
    expect(formatFieldValue(field(5, 'Burned share of fees').value)).toBe('50 % (1/2)');
    expect(formatFieldValue(field(29, 'Consensus timeout').value)).toBe('16 s (16,000 ms)');
  });

  it('turns validator sets (32, 34, 36) into tables whose shares add up to 100 %', () => {
    for (const id of [32, 34, 36]) {
      const d = decoded(id);
      if (d.kind !== 'validators') throw new Error(`param ${id} is ${d.kind}`);
      const set = d.set;
      expect(set.rows).toHaveLength(set.total);
      expect(set.rows.reduce((a, r) => a + r.weight, 0n)).toBe(set.totalWeight);
      expect(set.sumPercent).toBeCloseTo(100, 6);
      expect(set.rows.reduce((a, r) => a + r.percent, 0)).toBeCloseTo(100, 3);
      expect(set.rows[0]!.publicKey).toMatch(/^[0-9a-f]{64}$/);
      expect(set.until - set.since).toBe(65536);
    }
  });

  it('leaves unknown layouts as cells', () => {
    expect(decodeParam(-999, cells.find((c) => c.id === -999)!.cell)).toEqual({ kind: 'unknown' });
    expect(paramInfo(-999).section).toBe('Other');
  });
});

describe('presentation helpers', () => {
  it('formats durations, fixed-point values and percentages', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(86_400)).toBe('1 d');
    expect(formatDuration(90_061)).toBe('1 d 1 h 1 min 1 s');
    expect(formatScaled(26_214_400n, 65536)).toBe('400');
    expect(formatScaled(1, 65536)).toBe('0.000015');
    expect(formatPercent(33.333333333)).toBe('33.3333 %');
  });

  it('explains empty lists, with the local network’s reason on Local', () => {
    expect(emptyReason('nominator-pools', 'mainnet').title).toBe(
      'No nominator pools on this network',
    );
    expect(emptyReason('nominator-pools', 'local').reason).toMatch(/runs no nominator pool/);
    expect(emptyReason('elections', 'local').reason).toMatch(/no elector/);
    expect(emptyReason('elections', 'testnet').reason).toMatch(/returned no validator elections/);
    expect(emptyReason('domain', 'local')).toEqual({
      title: 'No such domain',
      reason: 'The local network knows only its demo names: alice.ton, bob.ton and carol.ton.',
    });
  });

  it('routes the reference pages', () => {
    for (const r of [
      { name: 'config', param: 34 },
      { name: 'validators', tab: 'cycles' },
      { name: 'top-accounts' },
      { name: 'pending', account: '0:' + 'ab'.repeat(32) },
      { name: 'nominator-pool', address: 'EQabc' },
      { name: 'dns', domain: 'foundation.ton' },
      { name: 'multisig-order', address: 'EQabc' },
    ] as const) {
      expect(parseRoute(routePath(r))).toEqual(r);
    }
    expect(parseRoute('#/config/-999')).toEqual({ name: 'config', param: -999 });
  });
});
