import { shorten } from '../format';
import type { Network } from '../profiles';
import { impersonatesTon } from '../risk/jetton-rules';
import { chainTextLine } from '../text/safety';
import { formatAddress } from './address';
import type { AssetFacts } from './asset-facts';
import { unitOf, type JettonInfo } from './jetton-content';
import { formatUnits } from './units';

/** Longest jetton symbol drawn in one line of plain text (code points). */
export const SYMBOL_TEXT_MAX = 12;

/**
 * A contract's (jetton master, NFT item) short user-friendly form (`EQAb…x9Zt`, bounceable),
 * or null when absent or not an address.
 */
export function contractShortForm(master: string | null | undefined, network: Network) {
  if (!master) return null;
  try {
    return shorten(formatAddress(master, network), 4, 4);
  } catch {
    return null;
  }
}

/**
 * The unit of a jetton amount in plain text (chart labels and units, `<option>`s, trace graph
 * edges): the symbol as chain text (bounded, hidden characters spelled out), `⚠` when it reads
 * as TON (risk rule `impersonates-ton`), and the master's short form: `DEMO · EQAb…x9Zt`,
 * `TON ⚠ · EQAb…x9Zt`. So a jetton never reads as native TON, whose look (`TON` alone) is
 * reserved. `symbol` null: `jetton units`.
 */
export function jettonUnitText(
  symbol: string | null | undefined,
  master: string | null | undefined,
  network: Network,
): string {
  const sym = symbol ? chainTextLine(symbol, SYMBOL_TEXT_MAX) : 'jetton units';
  const fake = !!symbol && impersonatesTon({ master: master ?? '', symbol, name: null }).length > 0;
  const short = contractShortForm(master, network);
  return `${sym}${fake ? ' ⚠' : ''}${short ? ` · ${short}` : ''}`;
}

/**
 * A jetton amount in plain text (trace graph edges, preflight's value at risk and evidence, the
 * CLI): its smallest units in `unit.decimals` (from `assetFacts`: an unknown jetton reads the
 * default), grouped, then the jetton's unit ({@link jettonUnitText}): `1,500 DEMO · EQAb…x9Zt`,
 * `1 TON ⚠ · EQAb…x9Zt`. Throws (`formatUnits`) when `units` is not an integer.
 */
export function jettonAmountText(
  units: bigint | string,
  unit: { symbol: string | null; decimals: number },
  master: string | null | undefined,
  network: Network,
): string {
  return `${formatUnits(units, unit.decimals, { group: true })} ${jettonUnitText(unit.symbol, master, network)}`;
}

/**
 * How a chart draws a jetton's amounts (the account's and the jetton page's balance charts):
 * its decimals and symbol by {@link unitOf} (an unknown jetton: `assetFacts`' default), the
 * symbol as {@link jettonUnitText} (bounded, never TON alone, the master beside it).
 */
export function jettonChartUnit(
  info: JettonInfo,
  master: string | null | undefined,
  network: Network,
): AssetFacts {
  const unit = unitOf(info);
  return { symbol: jettonUnitText(unit.symbol, master, network), decimals: unit.decimals };
}
