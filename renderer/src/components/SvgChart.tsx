import type { ReactNode, SVGProps } from 'react';
import { svgSaveHandlers } from './chart-export';
import { pictureTitleLines, type PictureContext } from '../lib/picture-title';
import { ChartFrame, type ChartState } from './ChartFrame';

/**
 * What an SVG chart's frame shows and saves: its title, the picture's `width` × `height` box,
 * and the saved file's base name and picture title (`title` with `picture`).
 */
export interface SvgFrame {
  title: string;
  /** Base of saved file names. */
  fileName: string;
  /** What the saved picture's title says besides `title`: subject, period, network, block. */
  picture: PictureContext;
  width: number;
  height: number;
}

/**
 * An SVG chart in its {@link ChartFrame}: in chart view the picture (`children`, drawn in the
 * frame's box, which is what Save as SVG/PNG exports) and the hover line under it.
 * `notice` shows above either view; the table is always rendered (hidden in chart view).
 */
export function SvgChart({
  state,
  frame,
  controls,
  notice,
  svgProps,
  hover,
  table,
  children,
}: {
  state: Pick<ChartState<unknown>, 'view' | 'setView' | 'svg'>;
  frame: SvgFrame;
  controls?: ReactNode;
  notice?: ReactNode;
  /** Attributes of the `<svg>` (class, role, accessible name, pointer and key handlers). */
  svgProps: SVGProps<SVGSVGElement>;
  /** The hover line: the hovered item, or a hint. */
  hover: ReactNode;
  table: ReactNode;
  children: ReactNode;
}) {
  const { view, setView, svg } = state;
  const { title, fileName, picture, width, height } = frame;
  return (
    <ChartFrame
      title={title}
      view={view}
      onViewChange={setView}
      {...svgSaveHandlers(svg, fileName, () => ({
        x: 0,
        y: 0,
        width,
        height,
        title: pictureTitleLines(title, picture),
      }))}
      controls={controls}
    >
      {notice}
      {view === 'chart' && (
        <>
          <svg ref={svg} width="100%" viewBox={`0 0 ${width} ${height}`} {...svgProps}>
            {children}
          </svg>
          <div className="chart-hover" aria-live="polite">
            {hover}
          </div>
        </>
      )}
      {/* The table is the chart's data: always present for the table view, and for copy. */}
      <div className="chart-table-wrap" hidden={view !== 'table'}>
        {table}
      </div>
    </ChartFrame>
  );
}
