import { useRef, useState, type ReactNode } from 'react';
import './chart-frame.css';
import { EmptyState } from './States';

/** Chart or table: every chart has a table view of the same data. */
export type ChartView = 'chart' | 'table';

/**
 * The state an SVG chart keeps: chart or table view, the hovered item (`H`, default an index)
 * and its `<svg>` element (for Save as SVG/PNG).
 */
export function useChartState<H = number>() {
  const [view, setView] = useState<ChartView>('chart');
  const [hover, setHover] = useState<H | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  return { view, setView, hover, setHover, svg };
}

/** What {@link useChartState} returns. */
export type ChartState<H = number> = ReturnType<typeof useChartState<H>>;

export interface ChartFrameProps {
  /** Heading of the chart (also the accessible name of its region). */
  title: string;
  view: ChartView;
  onViewChange(view: ChartView): void;
  /** Save the picture; omitted when there is nothing to save (empty chart). */
  onSavePng?: () => Promise<void> | void;
  onSaveSvg?: () => Promise<void> | void;
  /** Extra controls (zoom buttons, range pickers) shown before the save buttons. */
  controls?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every chart shares: a titled region with its controls, "Save as PNG" / "Save as
 * SVG", and a Chart/Table switch. A failed save says why under the toolbar.
 */
export function ChartFrame({
  title,
  view,
  onViewChange,
  onSavePng,
  onSaveSvg,
  controls,
  children,
}: ChartFrameProps) {
  const [saveError, setSaveError] = useState<string | null>(null);
  const run = (fn?: () => Promise<void> | void) => async () => {
    setSaveError(null);
    try {
      await fn?.();
    } catch (e) {
      setSaveError((e as Error).message);
    }
  };
  return (
    <section className="chart-frame" aria-label={title}>
      <div className="chart-toolbar">
        <h3 className="chart-title">{title}</h3>
        {view === 'chart' && controls}
        <div className="chart-actions">
          {view === 'chart' && onSavePng && (
            <button type="button" onClick={run(onSavePng)}>
              Save as PNG
            </button>
          )}
          {view === 'chart' && onSaveSvg && (
            <button type="button" onClick={run(onSaveSvg)}>
              Save as SVG
            </button>
          )}
          <div className="segmented" role="radiogroup" aria-label={`${title}: view`}>
            {(['chart', 'table'] as const).map((v) => (
              <button
                key={v}
                type="button"
                role="radio"
                aria-checked={view === v}
                className={view === v ? 'active' : ''}
                onClick={() => onViewChange(v)}
              >
                {v === 'chart' ? 'Chart' : 'Table'}
              </button>
            ))}
          </div>
        </div>
      </div>
      {saveError && (
        <div className="notice" role="alert">
          {saveError}
        </div>
      )}
      {children}
    </section>
  );
}

/** A chart with nothing to draw: its title and the reason it is empty. */
export function ChartEmpty({
  title,
  empty,
  reason,
}: {
  title: string;
  empty: string;
  reason: string;
}) {
  return (
    <section className="chart-frame" aria-label={title}>
      <h3 className="chart-title">{title}</h3>
      <EmptyState title={empty}>{reason}</EmptyState>
    </section>
  );
}
