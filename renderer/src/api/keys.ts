import type { Network } from '../../../shared/profiles';

/**
 * The query-key factory: every react-query key of server data is built here, one builder per
 * channel (or per area of the workspace), so a key is spelled once and an invalidation names
 * exactly what a change touches. Keys of chain data start with `'profile', profileId` (profiles
 * never mix, and only those keys go into the offline cache: `persistence/persist-options.ts`);
 * workspace keys start with `'workspace'` and the network.
 */
export const queryKeys = {
  /** `app:info`. */
  appInfo: ['app-info'] as const,
  /** `profiles:list` (also set from `profiles:changed` and `profiles:use`). */
  profiles: ['profiles'] as const,
  /** `keys:keychain`: whether the OS keychain can keep keys here. */
  keychain: ['keychain'] as const,
  /** Every chain-data key of a profile (v2/v3 operations and what pages derive from them). */
  profile: (profileId: string) => ['profile', profileId] as const,
  /** One v2/v3 operation through `api:call`. */
  api: (profileId: string, api: 'v2' | 'v3', operation: string, params: Record<string, unknown>) =>
    ['profile', profileId, api, operation, params] as const,
  /**
   * The status bar's background v2 `getMasterchainInfo`, which makes main learn the v2 version;
   * not a `profile` key: a persisted answer must not stand in for the call.
   */
  v2VersionProbe: (profileId: string) => ['v2-version-probe', profileId] as const,
  /**
   * The address facts a profile learnt from v3 responses (`api/address-registry.ts`); not a
   * `profile` key: never persisted, never refetched.
   */
  addressRegistry: (profileId: string) => ['address-registry', profileId] as const,
  /** `api:throttle`: the profile's throttle and connectivity (pushed by `throttle:changed`). */
  throttle: (profileId: string) => ['throttle', profileId] as const,
  /** `api:log`: the profile's request log (the Network panel). */
  requestLog: (profileId: string) => ['request-log', profileId] as const,
  /** `images:load`: one off-chain picture through main. */
  tokenImage: (profileId: string, url: string | null) => ['token-image', profileId, url] as const,
  workspace: {
    /** `workspace:watch-list`. */
    watches: (network: Network) => ['workspace', 'watches', network] as const,
    /** `workspace:alerts-list`. */
    alerts: (network: Network) => ['workspace', 'alerts', network] as const,
    /** `workspace:cases-list`; a case (`workspace:case-get`) and its canvases sit under it. */
    cases: (network: Network) => ['workspace', 'cases', network] as const,
    /** `workspace:case-get`. */
    case: (network: Network, id: number) => ['workspace', 'cases', network, id] as const,
    /** `replay:case-list` of a case (re-read with the case). */
    caseReplays: (network: Network, caseId: number) =>
      ['workspace', 'cases', network, 'replays', caseId] as const,
    /** `replay:case-get`: one kept replay (saved again under the same id when replaced). */
    savedReplay: (network: Network, id: number) =>
      ['workspace', 'cases', network, 'replay', id] as const,
    /** `canvas:list` of a case (re-read with the case). */
    caseCanvases: (network: Network, caseId: number) =>
      ['workspace', 'cases', network, 'canvases', caseId] as const,
    /** Every `workspace:labels-list` read of a network (search and the Labels page). */
    labels: (network: Network) => ['workspace', 'labels', network] as const,
    /** `workspace:labels-list` as a search (label, category or note contains `query`). */
    labelSearch: (network: Network, query: string, limit: number) =>
      ['workspace', 'labels', network, 'search', query, limit] as const,
    /** `workspace:labels-list`, one page of the Labels page. */
    labelsPage: (network: Network, query: string, offset: number, scope = 'user') =>
      ['workspace', 'labels', network, 'page', query, offset, scope] as const,
    /** `workspace:labels-lookup` of a set of addresses (the canvas's exposure). */
    labelsOf: (network: Network, addresses: readonly string[]) =>
      ['workspace', 'labels', network, 'of', [...addresses].sort().join(',')] as const,
    /** `workspace:builtin-labels-info`: the network's built-in set (never changes in a run). */
    builtinLabelsInfo: (network: Network) =>
      ['workspace', 'labels', network, 'builtin-info'] as const,
    /** `workspace:risk-settings` (overrides and dust threshold). */
    riskSettings: (network: Network) => ['workspace', 'risk-settings', network] as const,
    /** `workspace:risk-lookalikes` (the lookalike addresses kept). */
    lookalikes: (network: Network) => ['workspace', 'risk-lookalikes', network] as const,
    /** `workspace:cache-stats` (not per network: the cache is one file). */
    cacheStats: ['workspace', 'cache-stats'] as const,
  },
  replay: {
    /** `replay:transaction` with steps. Not a `profile` key: a replay is kept by main (its
     * pinned-state store), never in the offline cache. */
    transaction: (profileId: string, hash: string) =>
      ['replay', profileId, 'transaction', hash] as const,
    /** `replay:trace`. */
    trace: (profileId: string, traceId: string) => ['replay', profileId, 'trace', traceId] as const,
  },
  canvas: {
    /** `canvas:get`: a saved canvas. */
    saved: (network: Network, id: number) => ['canvas', 'saved', network, id] as const,
    /** `canvas:edge-movements`: the movements behind one drawn flow in a period. */
    edgeMovements: (profileId: string, edgeId: string, period: Record<string, unknown>) =>
      ['canvas', 'edge-movements', profileId, edgeId, period] as const,
    /** `canvas:trace-plan`: what an auto-trace would cost. */
    tracePlan: (profileId: string, network: Network, start: string, rules: unknown) =>
      ['canvas', 'trace-plan', profileId, network, start, rules] as const,
  },
};
