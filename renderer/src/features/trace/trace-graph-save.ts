import { formatDateTime } from '../../../../shared/format';
import { plural } from '../../../../shared/plural';
import { shownHash } from '../../components/Hash';
import type { SvgExportArea } from '../../components/chart-export';
import type { V3Trace } from '../../lib/v3-types';
import type { HashFormat } from '../../stores/ui-store';
import type { TraceDrawing } from './GraphBody';

/**
 * The title lines of a saved trace picture: what (the trace and its size), when (its first
 * and last transaction times, local), the network, and the masterchain block it is as of.
 */
function pictureTitle(
  trace: V3Trace,
  network: string,
  txCount: number,
  hashFormat: HashFormat,
): string[] {
  // The id in the form the app shows hashes in (hex by default), as on the trace's page.
  const id = shownHash(trace.trace_id ?? trace.external_hash ?? 'unknown', hashFormat);
  const start = formatDateTime(trace.start_utime);
  const end = trace.end_utime ? formatDateTime(trace.end_utime) : 'not finished';
  return [
    `Trace ${id} · ${plural(txCount, 'transaction')}`,
    `${start} … ${end} · ${network} · as of masterchain block ${trace.mc_seqno_end}`,
  ];
}

/**
 * How the graph of `trace` is saved as a picture: its file name (`trace-<id's first 16
 * letters and digits>`, no extension) and the area saved: the whole drawing, titled.
 */
export function tracePicture(
  trace: V3Trace,
  { graph, layout, network }: TraceDrawing,
  hashFormat: HashFormat,
): { fileName: string; area: SvgExportArea } {
  const txCount = graph.nodes.filter((n) => n.kind === 'tx').length;
  const area = {
    x: 0,
    y: 0,
    width: layout.width,
    height: layout.height,
    resetTransformSelector: '.tg-layer',
    // The whole drawing, every branch: its drawn bounds, not only the layout's measure.
    fitSelector: '.tg-layer',
    title: pictureTitle(trace, network, txCount, hashFormat),
  };
  const fileName = `trace-${(trace.trace_id ?? 'graph').replace(/[^A-Za-z0-9]/g, '').slice(0, 16)}`;
  return { fileName, area };
}
