import { useCallback, useMemo } from 'react';
import { DEFAULT_STOP_CATEGORIES } from '../../../../shared/canvas/auto-trace';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { labelLine } from '../../../../shared/canvas/picture';
import { shorten } from '../../../../shared/format';
import { useV3 } from '../../api/use-v3';
import { useAccountNames } from '../../lib/address-data';
import { useProfile } from '../../lib/profile-context';
import { useAccountFlags } from '../risk';
import { useAddressLabels } from '../workspace';
import { useCanvasPatterns } from './CanvasPatterns';

/**
 * How the canvas shows its accounts: the shown name (`name`, '' when none; `label` falls back
 * to the short address), the user's label line, the risk flags and the patterns found (peel
 * chains, shared funders), the accounts whose label category ends a trail, and the block the
 * pictures and saved canvases are as of (the latest masterchain block, else the one the
 * canvas was kept with).
 */
export function useCanvasNaming(doc: CanvasDocument) {
  const profile = useProfile();
  const name = useAccountNames(doc.nodes.map((n) => n.address));
  // The block pictures and saved canvases are as of: the latest masterchain block (the status
  // bar's query), else the one the canvas was kept with.
  const asOfBlock = useV3('masterchainInfo', {}).data?.last.seqno ?? doc.asOfBlock;
  const label = useCallback((a: string) => name(a) || shorten(a, 6, 4), [name]);
  const labels = useAddressLabels(doc.nodes.map((n) => n.address));
  const labelOf = useCallback((a: string) => labelLine(labels(a)), [labels]);
  const risk = useAccountFlags();
  const patterns = useCanvasPatterns(doc, label);
  // The accounts table's badges: the account's flags and its peel-chain hop, if any.
  const flagsOf = useCallback(
    (address: string) => [...risk.flagsOf(address), ...(patterns.peelFlags.get(address) ?? [])],
    [risk, patterns],
  );
  // How the picture shows an account, and the accounts whose label category ends a trail.
  const shown = useMemo(
    () => ({ name: label, label: labelOf, flagged: risk.flagged, network: profile.network }),
    [label, labelOf, risk.flagged, profile.network],
  );
  const stopLabelled = useMemo(() => {
    const stops = new Set(DEFAULT_STOP_CATEGORIES);
    return new Set(
      doc.nodes
        .map((n) => n.address)
        .filter((a) => stops.has(labels(a)?.category.trim().toLowerCase() ?? '')),
    );
  }, [doc.nodes, labels]);
  return { profile, name, label, labelOf, risk, patterns, flagsOf, shown, stopLabelled, asOfBlock };
}

/** How the canvas shows its accounts ({@link useCanvasNaming}). */
export type CanvasNaming = ReturnType<typeof useCanvasNaming>;
