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
import { get } from './route';

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

/**
 * Endpoints whose subject does not exist on a local chain (DNS auctions, nominator pools,
 * validator elections, stake events and complaints: no elector runs; multisig, vesting):
 * parameters are validated as toncenter does, and the answer is
 * toncenter's shape with no rows.
 */
export function registerEmptyRoutes(app: FastifyInstance): void {
  get(app, '/dns/activeAuctions', (q) => {
    requireAddresses(q, ['bidder']);
    optEnum(q, 'state', ['all', 'won', 'bidding'] as const);
    optBool(q, 'include_nft_items');
    const p = page(q, 100);
    if (single(q, 'after') && p.offset > 0)
      throw new V3Error(422, 'after cannot be combined with offset');
    return { auctions: [], address_book: {}, metadata: {}, next_cursor: null };
  });

  get(app, '/staking/nominatorPools/pool', (q) => {
    requireAddresses(q, ['pool']);
    // As toncenter: an address that is not a nominator pool is not found (none run locally).
    throw new V3Error(404, 'nominator pool not found');
  });
  get(app, '/staking/nominatorPools/nominator', (q) => {
    requireAddresses(q, ['nominator']);
    return { nominator_pools: [], address_book: {} };
  });
  get(app, '/staking/nominatorPools/nominatorEvents', (q) => {
    requireAddresses(q, ['pool']);
    optAddress(q, 'nominator');
    window(q);
    page(q);
    return { events: [], address_book: {} };
  });
  get(app, '/staking/nominatorPools/validatorEvents', (q) => {
    const v = optAddress(q, 'validator');
    const pool = optAddress(q, 'pool');
    if (!v && !pool) throw new V3Error(422, 'validator or pool address is required');
    optEnum(q, 'type', ['reward', 'penalty', 'deposit', 'withdrawal'] as const);
    window(q);
    page(q);
    return { events: [], address_book: {} };
  });
  // Rewards of a nominator or of a pool's validator: both addresses are required.
  for (const [path, who] of [
    ['/staking/nominatorPools/nominatorRewards', 'nominator'],
    ['/staking/nominatorPools/validatorRewards', 'validator'],
  ] as const) {
    get(app, path, (q) => {
      requireAddresses(q, [who, 'pool']);
      window(q);
      page(q);
      return { total_on_page: '0', rewards: [], address_book: {} };
    });
  }

  get(app, '/validators/events', (q) => {
    validatorFilters(q);
    optEnum(q, 'type', ['stake_accepted', 'stake_rejected', 'stake_recovered'] as const);
    page(q);
    return { events: [], address_book: {} };
  });
  get(app, '/validators/elections', (q) => {
    validatorFilters(q);
    optInt(q, 'election_id');
    optBool(q, 'finished');
    const p = page(q);
    if (optBool(q, 'return_participants') && p.limit > 100) {
      throw new V3Error(422, 'limit must be at most 100 when return_participants is set');
    }
    return { elections: [], address_book: {} };
  });
  get(app, '/validators/complaints', (q) => {
    validatorFilters(q);
    page(q);
    return { complaints: [], address_book: {} };
  });

  /**
   * A multisig list answered as `{[key]: [], address_book: {}}`: filtered by `address` or the
   * `other` address list (at least one is required), with the boolean option `flag`.
   */
  const multisigList = (path: string, other: string, flag: string, key: string) =>
    get(app, path, (q) => {
      page(q);
      if (!addressList(q, 'address').length && !addressList(q, other).length) {
        throw new V3Error(422, `at least one of address, ${other} should be specified`);
      }
      optBool(q, flag);
      return { [key]: [], address_book: {} };
    });
  multisigList('/multisig/wallets', 'wallet_address', 'include_orders', 'multisigs');
  multisigList('/multisig/orders', 'multisig_address', 'parse_actions', 'orders');
  get(app, '/vesting', (q) => {
    page(q);
    addressList(q, 'contract_address');
    addressList(q, 'wallet_address');
    optBool(q, 'check_whitelist');
    return { vesting_contracts: [], address_book: {} };
  });
}
