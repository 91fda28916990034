import { toRawUpper } from '../../../shared/ton/address';
import type { JettonInfo } from './rows/map-context';

/** TEP-64's default when a jetton's metadata has no `decimals`. */
export const DEFAULT_JETTON_DECIMALS = 9;

function decimalsOf(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,3}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 255 ? n : null;
}

/**
 * Symbol and decimals of a jetton master from a v3 `metadata` map (token_info of type
 * `jetton_masters`: `symbol`, `extra.decimals`); null when the map does not cover it or it is
 * not indexed yet.
 */
export function jettonInfoFromMetadata(metadata: unknown, masterRaw: string): JettonInfo | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const map = metadata as Record<
    string,
    { is_indexed?: boolean; token_info?: unknown } | undefined
  >;
  let entry;
  try {
    entry = map[toRawUpper(masterRaw)] ?? map[masterRaw];
  } catch {
    return null;
  }
  if (!entry || entry.is_indexed === false || !Array.isArray(entry.token_info)) return null;
  const info = (entry.token_info as Record<string, unknown>[]).find(
    (t) => t.type === 'jetton_masters',
  );
  if (!info) return null;
  const extra = (info.extra ?? {}) as Record<string, unknown>;
  return {
    symbol: typeof info.symbol === 'string' ? info.symbol : '',
    decimals: decimalsOf(extra.decimals) ?? decimalsOf(info.decimals) ?? DEFAULT_JETTON_DECIMALS,
  };
}

/** Symbol and decimals from a v3 `/jetton/masters` item's `jetton_content` (on-chain TEP-64). */
export function jettonInfoFromContent(content: unknown): JettonInfo {
  const c = (content && typeof content === 'object' ? content : {}) as Record<string, unknown>;
  return {
    symbol: typeof c.symbol === 'string' ? c.symbol : '',
    decimals: decimalsOf(c.decimals) ?? DEFAULT_JETTON_DECIMALS,
  };
}
