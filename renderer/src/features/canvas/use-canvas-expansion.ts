import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { mergeLedgers, withTrace } from '../../../../shared/attribution';
import { unitsFromDecimal } from '../../../../shared/canvas/amount-input';
import type { TraceRules } from '../../../../shared/canvas/auto-trace';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import type { FlowDirection } from '../../../../shared/canvas/edges';
import { arrangeCanvas } from '../../../../shared/canvas/picture';
import type { TraceResult } from '../../../../shared/ipc/channels/canvas';
import { formatUnits } from '../../../../shared/ton/units';
import { cancelExpand, expandCanvas } from '../../api/canvas';
import { useLearnAddresses } from '../../lib/address-data';
import { expansionInfo, traceInfo } from './canvas-info';
import { applyExpansion, assetOf, nextOffsetOf } from './canvas-model';
import type { CanvasNaming } from './use-canvas-naming';

/** What the expansion reads and writes beside its own state. */
export interface ExpansionDeps {
  doc: CanvasDocument;
  setDoc: Dispatch<SetStateAction<CanvasDocument>>;
  naming: Pick<CanvasNaming, 'profile' | 'label' | 'shown' | 'stopLabelled'>;
  /** Runs an action, showing its error (useActionFeedback). */
  run(work: () => Promise<unknown>): Promise<void>;
  /** Asks for the whole picture in view once the next document is drawn. */
  fitLater(): void;
  /** Clears the path shown on the drawing. */
  clearHighlight(): void;
}

/** The typed minimum of a canvas's filters, in its asset's decimals ('' for none). */
function minimumText(doc: CanvasDocument): string {
  const f = doc.filters;
  return f.minAmount === null
    ? ''
    : formatUnits(f.minAmount, assetOf(doc, f.asset ?? 'TON').decimals);
}

/**
 * Growing the canvas from the ledger: Expand (an account's top counterparties in a direction,
 * or the next of them: `more`), with its progress line (`busy`) and Cancel; an auto-trace's
 * result merged in and laid out; the typed minimum (`minText`, in the filter asset's units);
 * the line saying what the last step did (`info`) and what the ledger could not read (`gaps`).
 * A minimum that does not parse is shown as the action's error.
 */
export function useCanvasExpansion(initial: CanvasDocument, deps: ExpansionDeps) {
  const { doc, setDoc, naming, run } = deps;
  const [busy, setBusy] = useState<string | null>(null);
  /** The Expand running now (its id, for Cancel), and a counter for new ids. */
  const expanding = useRef<string | null>(null);
  const expandSeq = useRef(0);
  const [info, setInfo] = useState<string | null>(null);
  const [gaps, setGaps] = useState<string[]>([]);
  const [minText, setMinText] = useState(() => minimumText(initial));
  const learnAddresses = useLearnAddresses();
  const f = doc.filters;

  const expand = (account: string, direction: FlowDirection, more = false) =>
    run(async () => {
      let minAmount: string | undefined;
      if (minText.trim()) {
        const decimals = assetOf(doc, f.asset ?? 'TON').decimals;
        minAmount = unitsFromDecimal(minText, decimals).toString();
      }
      const offset = more ? (nextOffsetOf(doc, account, direction) ?? 0) : 0;
      setBusy(`Reading the ledger of ${naming.label(account)}…`);
      const expandId = `expand-${Date.now()}-${++expandSeq.current}`;
      expanding.current = expandId;
      try {
        const x = await expandCanvas({
          expandId,
          profileId: naming.profile.id,
          account,
          direction,
          limit: f.limit,
          offset,
          ...(f.asset ? { asset: f.asset } : {}),
          ...(minAmount ? { minAmount } : {}),
          ...(f.fromUnix !== null ? { fromUnix: f.fromUnix } : {}),
          ...(f.toUnix !== null ? { toUnix: f.toUnix } : {}),
        });
        learnAddresses(x.book);
        setDoc((d) => ({
          ...applyExpansion(
            { ...d, filters: { ...d.filters, minAmount: minAmount ?? null } },
            x,
            direction,
          ),
          // What the expansion read is what the canvas attributes by.
          ledgers: x.ledger ? mergeLedgers(d.ledgers, [x.ledger]) : d.ledgers,
        }));
        setGaps(x.gaps);
        setInfo(expansionInfo(naming.label(account), direction, x));
      } finally {
        expanding.current = null;
        setBusy(null);
      }
    });

  const onTrace = (r: TraceResult, rules: TraceRules) => {
    const start = r.expansions[0]?.account;
    deps.fitLater();
    learnAddresses(Object.assign({}, ...r.expansions.map((x) => x.book)));
    setDoc((d) => {
      let next = d;
      for (const x of r.expansions) next = applyExpansion(next, x, r.direction);
      // Repeated runs merge: one ledger per account, every run's stops (the answer lists each
      // account once). The trace's picture reads as a money flow: laid out from the start to
      // where the trails ended.
      return start
        ? arrangeCanvas(
            withTrace(next, start, r, rules, Date.now()),
            naming.shown,
            naming.stopLabelled,
          )
        : next;
    });
    deps.clearHighlight();
    setInfo(traceInfo(r));
  };

  const cancel = () => {
    const id = expanding.current;
    if (id) void cancelExpand({ expandId: id });
  };
  return { busy, info, setInfo, gaps, minText, setMinText, expand, onTrace, cancel };
}

/** Growing the canvas from the ledger ({@link useCanvasExpansion}). */
export type CanvasExpansion = ReturnType<typeof useCanvasExpansion>;
