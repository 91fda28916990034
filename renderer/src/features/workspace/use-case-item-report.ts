import { useCallback, useEffect, useMemo } from 'react';
import type { CaseItem } from '../../../../shared/workspace/cases';
import { toBase64Hash, toHexHash } from '../../../../shared/ton/hash';
import { useAccountNames } from '../../lib/address-data';
import { useUiStore } from '../../stores/ui-store';
import type { ReportSummary } from './case-summaries';
import type { CasePictures, CaseSummaries } from './case-report-export';

/**
 * What the report says of an item besides its summary: the name the app knows (an address)
 * and the reference as the hash setting shows it (hex or base64; as stored when not a hash).
 * No link into this shell (its address and token change at each launch): the report links
 * public explorers itself.
 */
function useItemIdentity(item: CaseItem) {
  const hashFormat = useUiStore((s) => s.hashFormat);
  const nameOf = useAccountNames(item.kind === 'address' ? [item.ref] : []);
  return useMemo(() => {
    let shownRef = item.ref;
    if (item.kind !== 'address') {
      try {
        shownRef = hashFormat === 'hex' ? toHexHash(item.ref) : toBase64Hash(item.ref);
      } catch {
        // not a hash: shown as stored
      }
    }
    return {
      shownRef,
      ...(item.kind === 'address' ? { name: nameOf(item.ref) } : {}),
    };
  }, [item.kind, item.ref, hashFormat, nameOf]);
}

/**
 * How a case item's summary cell reports to the export: its summary (with the item's name and
 * shown reference) goes into `summaries` and its picture drawer, if any, into `pictures`, both
 * keyed by item id; a change of name or hash setting updates the stored summary.
 */
export function useCaseItemReport(
  item: CaseItem,
  summaries: CaseSummaries,
  pictures: CasePictures,
): ReportSummary {
  const identity = useItemIdentity(item);
  useEffect(() => {
    const cur = summaries[String(item.id)];
    if (cur) summaries[String(item.id)] = { ...cur, ...identity };
  }, [identity, summaries, item.id]);
  return useCallback(
    (s, drawPicture) => {
      summaries[String(item.id)] = { ...s, ...identity };
      if (drawPicture) pictures[String(item.id)] = drawPicture;
      else delete pictures[String(item.id)];
    },
    [summaries, pictures, item.id, identity],
  );
}
