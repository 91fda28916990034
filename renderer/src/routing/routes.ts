import { pathSegments } from '../../../shared/path-segments';

/**
 * The renderer's routes, as hash paths (`#/account/<address>`): they survive reloads in both
 * shells and need no server support. Each route names a page component (`App.tsx`).
 */
export type Route =
  | { name: 'home' }
  | { name: 'search'; query: string }
  | { name: 'account'; address: string; tab?: string }
  /** `view: 'replay'` opens the page with its replay run (`#/tx/<hash>/replay`). */
  | { name: 'transaction'; hash: string; view?: 'replay' }
  | { name: 'trace'; id: string }
  | { name: 'jetton'; address: string; tab?: string }
  | { name: 'nft-collection'; address: string; tab?: string }
  | { name: 'nft-item'; address: string }
  | { name: 'blocks' }
  | { name: 'block'; workchain: number; shard: string; seqno: number }
  | { name: 'config'; param?: number }
  | { name: 'validators'; tab?: string }
  | { name: 'top-accounts' }
  | { name: 'pending'; account?: string }
  | { name: 'nominator-pool'; address: string }
  | { name: 'dns'; domain?: string }
  | { name: 'multisig-order'; address: string }
  | { name: 'console'; api?: 'v2' | 'v3'; operation?: string }
  | { name: 'send' }
  | { name: 'exports'; account?: string }
  | { name: 'settings' }
  | { name: 'labels'; query?: string }
  | { name: 'alerts' }
  | { name: 'cases' }
  | { name: 'case'; id: number }
  /** The investigation canvas: from an address, or a canvas kept in a case (`saved`). */
  | { name: 'canvas'; address?: string; saved?: number }
  | { name: 'not-found'; path: string };

const enc = encodeURIComponent;

/** The hash path of a route. */
export function routePath(route: Route): string {
  switch (route.name) {
    case 'home':
      return '#/';
    case 'search':
      return `#/search/${enc(route.query)}`;
    case 'account':
      return `#/account/${enc(route.address)}${route.tab ? `/${route.tab}` : ''}`;
    case 'transaction':
      return `#/tx/${enc(route.hash)}${route.view ? `/${route.view}` : ''}`;
    case 'trace':
      return `#/trace/${enc(route.id)}`;
    case 'jetton':
      return `#/jetton/${enc(route.address)}${route.tab ? `/${route.tab}` : ''}`;
    case 'nft-collection':
      return `#/nft-collection/${enc(route.address)}${route.tab ? `/${route.tab}` : ''}`;
    case 'nft-item':
      return `#/nft/${enc(route.address)}`;
    case 'blocks':
      return '#/blocks';
    case 'block':
      return `#/block/${route.workchain}:${enc(route.shard)}:${route.seqno}`;
    case 'config':
      return route.param !== undefined ? `#/config/${route.param}` : '#/config';
    case 'validators':
      return `#/validators${route.tab ? `/${route.tab}` : ''}`;
    case 'top-accounts':
      return '#/top-accounts';
    case 'pending':
      return route.account ? `#/pending/${enc(route.account)}` : '#/pending';
    case 'nominator-pool':
      return `#/staking/pool/${enc(route.address)}`;
    case 'dns':
      return route.domain ? `#/dns/${enc(route.domain)}` : '#/dns';
    case 'multisig-order':
      return `#/multisig/order/${enc(route.address)}`;
    case 'console': {
      // An operation needs its API; an API alone selects that API's list (`#/console/v2`).
      const api = route.api ?? (route.operation ? 'v3' : undefined);
      if (!api) return '#/console';
      return `#/console/${api}${route.operation ? `/${enc(route.operation)}` : ''}`;
    }
    case 'send':
      return '#/send';
    case 'exports':
      return `#/exports${route.account ? `/${enc(route.account)}` : ''}`;
    case 'settings':
      return '#/settings';
    case 'labels':
      return `#/labels${route.query ? `/${enc(route.query)}` : ''}`;
    case 'alerts':
      return '#/alerts';
    case 'cases':
      return '#/cases';
    case 'case':
      return `#/case/${route.id}`;
    case 'canvas':
      if (route.saved !== undefined) return `#/canvas/saved/${route.saved}`;
      return route.address ? `#/canvas/${enc(route.address)}` : '#/canvas';
    case 'not-found':
      return `#${route.path}`;
  }
}

/** `{ tab }` when a path names a tab, else nothing (routes carry no undefined fields). */
const tabOf = (tab: string | undefined) => (tab ? { tab } : {});

/**
 * Routes at `#/<segment>/<value>[/<tab>]`, by their first segment: the route its value (and
 * tab, where the page has tabs) make. Without a value the path is not found.
 */
const KEYED: Record<string, (value: string, tab: string | undefined) => Route> = {
  account: (address, tab) => ({ name: 'account', address, ...tabOf(tab) }),
  tx: (hash, view) => ({ name: 'transaction', hash, ...(view === 'replay' ? { view } : {}) }),
  trace: (id) => ({ name: 'trace', id }),
  jetton: (address, tab) => ({ name: 'jetton', address, ...tabOf(tab) }),
  'nft-collection': (address, tab) => ({ name: 'nft-collection', address, ...tabOf(tab) }),
  nft: (address) => ({ name: 'nft-item', address }),
};

/** Pages at `#/<name>` that take one optional value after their name: the route it makes. */
const OPTIONAL: Record<string, (value: string | undefined) => Route> = {
  validators: (tab) => ({ name: 'validators', ...tabOf(tab) }),
  pending: (account) => ({ name: 'pending', ...(account ? { account } : {}) }),
  dns: (domain) => ({ name: 'dns', ...(domain ? { domain } : {}) }),
  exports: (account) => ({ name: 'exports', ...(account ? { account } : {}) }),
  labels: (query) => ({ name: 'labels', ...(query ? { query } : {}) }),
};

/** Parses a location hash into a route; anything unknown is `not-found`. */
export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '') || '/';
  const parts = pathSegments(path);
  const [head, a, b, c] = parts;
  if (head !== undefined && Object.hasOwn(KEYED, head)) {
    return a ? KEYED[head]!(a, b) : { name: 'not-found', path };
  }
  if (head !== undefined && Object.hasOwn(OPTIONAL, head)) return OPTIONAL[head]!(a);
  switch (head) {
    case undefined:
      return { name: 'home' };
    case 'search':
      return { name: 'search', query: a ?? '' };
    // Pages whose path is their name alone.
    case 'blocks':
    case 'top-accounts':
    case 'send':
    case 'settings':
    case 'alerts':
    case 'cases':
      return { name: head };
    case 'block': {
      const m = /^(-?\d+):([^:]+):(\d+)$/.exec(a ?? '');
      if (m) return { name: 'block', workchain: Number(m[1]), shard: m[2]!, seqno: Number(m[3]) };
      break;
    }
    case 'config':
      if (a && /^-?\d+$/.test(a)) return { name: 'config', param: Number(a) };
      return { name: 'config' };
    case 'staking':
      if (a === 'pool' && b) return { name: 'nominator-pool', address: b };
      break;
    case 'multisig':
      if (a === 'order' && b) return { name: 'multisig-order', address: b };
      break;
    case 'console':
      if (a === 'v2' || a === 'v3')
        return { name: 'console', api: a, ...(b ? { operation: b } : {}) };
      return { name: 'console' };
    case 'case':
      if (a && /^\d+$/.test(a) && Number(a) > 0) return { name: 'case', id: Number(a) };
      break;
    case 'canvas':
      if (a === 'saved') {
        if (b && /^\d+$/.test(b) && Number(b) > 0) return { name: 'canvas', saved: Number(b) };
        break;
      }
      return a ? { name: 'canvas', address: a } : { name: 'canvas' };
  }
  void c;
  return { name: 'not-found', path };
}
