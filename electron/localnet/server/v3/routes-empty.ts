import type { FastifyInstance } from 'fastify';
import {
  addressList,
  optAddress,
  optBool,
  optEnum,
  optInt,
  optUint,
  page,
  parseStdAddress,
  single,
  V3Error,
} from './params';
import type { Query } from './params';
import { registerTable } from './route';
import type { V3Endpoint, V3RouteTable } from './route';
import type { LocalNetworkFull } from '../../local-network';

function window(q: Query) {
  const s = optUint(q, 'start_utime', true);
  const e = optUint(q, 'end_utime', true);
  if (s !== undefined && e !== undefined && s > e)
    throw new V3Error(422, 'start_utime must be less than or equal to end_utime');
}

/** Each named parameter is a required standard address (422 otherwise). */
function requireAddresses(q: Query, keys: string[]): void {
  for (const k of keys) {
    const v = single(q, k);
    if (!v) throw new V3Error(422, `${k} address is required`);
    parseStdAddress(v, k);
  }
}

function validatorFilters(q: Query) {
  if (single(q, 'stake_holder_address') && single(q, 'adnl_address')) {
    throw new V3Error(422, 'stake_holder_address and adnl_address are mutually exclusive');
  }
  optAddress(q, 'stake_holder_address');
  window(q);
}

/** `/dns/activeAuctions`: no auctions run locally. */
function dnsActiveAuctions(q: Query) {
  requireAddresses(q, ['bidder']);
  optEnum(q, 'state', ['all', 'won', 'bidding'] as const);
  optBool(q, 'include_nft_items');
  const p = page(q, 100);
  if (single(q, 'after') && p.offset > 0)
    throw new V3Error(422, 'after cannot be combined with offset');
  return { auctions: [], address_book: {}, metadata: {}, next_cursor: null };
}

/** `/staking/nominatorPools/pool`: as toncenter, an address that is not a pool is not found. */
function nominatorPool(q: Query): never {
  requireAddresses(q, ['pool']);
  // None run locally.
  throw new V3Error(404, 'nominator pool not found');
}

/** `/staking/nominatorPools/nominator`: the pools of a nominator (none). */
function nominatorPools(q: Query) {
  requireAddresses(q, ['nominator']);
  return { nominator_pools: [], address_book: {} };
}

/** `/staking/nominatorPools/nominatorEvents`: a pool's nominator events (none). */
function nominatorEvents(q: Query) {
  requireAddresses(q, ['pool']);
  optAddress(q, 'nominator');
  window(q);
  page(q);
  return { events: [], address_book: {} };
}

/** `/staking/nominatorPools/validatorEvents`: by validator or pool (one required; none). */
function poolValidatorEvents(q: Query) {
  const v = optAddress(q, 'validator');
  const pool = optAddress(q, 'pool');
  if (!v && !pool) throw new V3Error(422, 'validator or pool address is required');
  optEnum(q, 'type', ['reward', 'penalty', 'deposit', 'withdrawal'] as const);
  window(q);
  page(q);
  return { events: [], address_book: {} };
}

/** Rewards of a nominator or of a pool's validator (`who`): both addresses are required. */
function rewards(who: 'nominator' | 'validator'): V3Endpoint {
  return (q) => {
    requireAddresses(q, [who, 'pool']);
    window(q);
    page(q);
    return { total_on_page: '0', rewards: [], address_book: {} };
  };
}

/** `/validators/events`: stake events (no elector runs locally). */
function validatorEvents(q: Query) {
  validatorFilters(q);
  optEnum(q, 'type', ['stake_accepted', 'stake_rejected', 'stake_recovered'] as const);
  page(q);
  return { events: [], address_book: {} };
}

/** `/validators/elections`: elections (none); participants allow at most 100 per page. */
function validatorElections(q: Query) {
  validatorFilters(q);
  optInt(q, 'election_id');
  optBool(q, 'finished');
  const p = page(q);
  if (optBool(q, 'return_participants') && p.limit > 100) {
    throw new V3Error(422, 'limit must be at most 100 when return_participants is set');
  }
  return { elections: [], address_book: {} };
}

/** `/validators/complaints`: complaints (none). */
function validatorComplaints(q: Query) {
  validatorFilters(q);
  page(q);
  return { complaints: [], address_book: {} };
}

/**
 * A multisig list answered as `{[key]: [], address_book: {}}`: filtered by `address` or the
 * `other` address list (at least one is required), with the boolean option `flag`.
 */
function multisigList(other: string, flag: string, key: string): V3Endpoint {
  return (q) => {
    page(q);
    if (!addressList(q, 'address').length && !addressList(q, other).length) {
      throw new V3Error(422, `at least one of address, ${other} should be specified`);
    }
    optBool(q, flag);
    return { [key]: [], address_book: {} };
  };
}

/** `/vesting`: vesting contracts (none). */
function vesting(q: Query) {
  page(q);
  addressList(q, 'contract_address');
  addressList(q, 'wallet_address');
  optBool(q, 'check_whitelist');
  return { vesting_contracts: [], address_book: {} };
}

/**
 * Endpoints whose subject does not exist on a local chain (DNS auctions, nominator pools,
 * validator elections, stake events and complaints: no elector runs; multisig, vesting):
 * parameters are validated as toncenter does, and the answer is
 * toncenter's shape with no rows.
 */
export const EMPTY_ROUTES: V3RouteTable = {
  'GET /dns/activeAuctions': dnsActiveAuctions,
  'GET /staking/nominatorPools/pool': nominatorPool,
  'GET /staking/nominatorPools/nominator': nominatorPools,
  'GET /staking/nominatorPools/nominatorEvents': nominatorEvents,
  'GET /staking/nominatorPools/validatorEvents': poolValidatorEvents,
  'GET /staking/nominatorPools/nominatorRewards': rewards('nominator'),
  'GET /staking/nominatorPools/validatorRewards': rewards('validator'),
  'GET /validators/events': validatorEvents,
  'GET /validators/elections': validatorElections,
  'GET /validators/complaints': validatorComplaints,
  'GET /multisig/wallets': multisigList('wallet_address', 'include_orders', 'multisigs'),
  'GET /multisig/orders': multisigList('multisig_address', 'parse_actions', 'orders'),
  'GET /vesting': vesting,
};

/** Registers `EMPTY_ROUTES`. */
export function registerEmptyRoutes(app: FastifyInstance, net: LocalNetworkFull): void {
  registerTable(app, net, EMPTY_ROUTES);
}
