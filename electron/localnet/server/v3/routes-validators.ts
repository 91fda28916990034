import {
  configParse15,
  configParse16,
  configParse17,
  configParseValidatorSet,
  loadConfigParamsAsSlice,
  type ValidatorSet,
} from '@ton/ton/dist/config/ConfigParser';
import type { FastifyInstance } from 'fastify';
import type { LocalNetworkFull } from '../../local-network';
import { optBool, optInt, optUint, page, single, V3Error } from './params';
import type { Query } from './params';
import { get } from './route';

/** A 32-byte key in hex, base64 or base64url (toncenter's accepted forms) as upper-case hex. */
function keyHex(value: string, name: string): string {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return value.toUpperCase();
  const buf = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (buf.length !== 32) throw new V3Error(422, `failed to parse ${name}: not a 32-byte key`);
  return buf.toString('hex').toUpperCase();
}

/**
 * The validation cycles a local chain's configuration describes: the previous (32), current
 * (34) and next (36) validator sets, with the election rules of params 15–17. The local
 * network runs no elector, so stakes, stake holders and elections are unknown and omitted
 * (as toncenter omits them when absent); weights and keys are the config's own.
 */
function cyclesOf(configBase64: string) {
  if (cache?.base64 !== configBase64)
    cache = { base64: configBase64, cycles: readCycles(configBase64) };
  return cache.cycles;
}

type Cycle = ReturnType<typeof readCycles>[number];
/** The cycles of the last configuration read (it changes only with a new configuration). */
let cache: { base64: string; cycles: Cycle[] } | null = null;

function readCycles(configBase64: string) {
  const params = loadConfigParamsAsSlice(configBase64);
  const t = configParse15(params.get(15));
  const c = configParse16(params.get(16));
  const l = configParse17(params.get(17));
  const sets: ValidatorSet[] = [];
  for (const id of [32, 34, 36]) {
    const s = params.get(id);
    const set = s ? configParseValidatorSet(s) : null;
    if (set) sets.push(set);
  }
  return sets.map((set) => ({
    cycle_start: set.timeSince,
    cycle_end: set.timeUntil,
    total: set.total,
    main: set.main,
    total_weight: (set.totalWeight ?? 0n).toString(),
    validators_elected_for: t.validatorsElectedFor,
    elections_start_before: t.electorsStartBefore,
    elections_end_before: t.electorsEndBefore,
    stake_held_for: t.stakeHeldFor,
    max_validators: c.maxValidators,
    max_main_validators: c.maxMainValidators,
    min_validators: c.minValidators,
    min_stake_limit: l.minStake.toString(),
    max_stake_limit: l.maxStake.toString(),
    min_total_stake: l.minTotalStake.toString(),
    max_stake_factor: l.maxStakeFactor,
    validators: set.list
      .keys()
      .sort((a, b) => a - b)
      .map((i) => {
        const v = set.list.get(i)!;
        return {
          validator_index: i,
          validator_pubkey: v.publicKey.toString('hex').toUpperCase(),
          adnl_addr: v.adnlAddress ? v.adnlAddress.toString('hex').toUpperCase() : '',
          weight: v.weight.toString(),
          complaints: [],
        };
      }),
  }));
}

/**
 * v3 `validators/cycles` of the local network, served from its own configuration (see
 * {@link cyclesOf}); the filters and limits as toncenter applies them (`stake_holder_address`
 * matches nothing: no stake holders are known locally).
 */
export function registerValidatorRoutes(app: FastifyInstance, net: LocalNetworkFull): void {
  get(app, '/validators/cycles', (q: Query) => {
    if (single(q, 'stake_holder_address') && single(q, 'adnl_address')) {
      throw new V3Error(422, 'stake_holder_address and adnl_address are mutually exclusive');
    }
    const holder = single(q, 'stake_holder_address');
    const adnl = single(q, 'adnl_address');
    const pubkey = single(q, 'validator_pubkey');
    const adnlHex = adnl ? keyHex(adnl, 'adnl_address') : undefined;
    const keyFilter = pubkey ? keyHex(pubkey, 'validator_pubkey') : undefined;
    const startRaw = optUint(q, 'start_utime', true);
    const endRaw = optUint(q, 'end_utime', true);
    const start = startRaw === undefined ? undefined : Number(startRaw);
    const end = endRaw === undefined ? undefined : Number(endRaw);
    if (start !== undefined && end !== undefined && start > end)
      throw new V3Error(422, 'start_utime must be less than or equal to end_utime');
    const cycleStart = optInt(q, 'cycle_start');
    const electionId = optInt(q, 'election_id');
    const withValidators = optBool(q, 'return_validators') ?? false;
    const p = page(q);
    if (withValidators && p.limit > 100) {
      throw new V3Error(422, 'limit must be at most 100 when return_validators is set');
    }
    const filtered = Boolean(holder || adnlHex || keyFilter);
    let cycles = cyclesOf(net.blockchain.configBase64)
      .filter((c) => cycleStart === undefined || c.cycle_start === cycleStart)
      // The local chain has no elector: no election produced these cycles.
      .filter(() => electionId === undefined)
      .filter((c) => start === undefined || c.cycle_start >= start)
      .filter((c) => end === undefined || c.cycle_start <= end)
      .map((c) => ({
        ...c,
        validators: c.validators.filter(
          (v) =>
            !holder &&
            (!adnlHex || v.adnl_addr === adnlHex) &&
            (!keyFilter || v.validator_pubkey === keyFilter),
        ),
      }))
      .filter((c) => !filtered || c.validators.length > 0);
    cycles.sort((a, b) =>
      p.sort === 'asc' ? a.cycle_start - b.cycle_start : b.cycle_start - a.cycle_start,
    );
    cycles = cycles.slice(p.offset, p.offset + p.limit);
    return {
      cycles: cycles.map(({ validators, ...c }) => (withValidators ? { ...c, validators } : c)),
      address_book: {},
    };
  });
}
