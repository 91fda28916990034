import { pageOnDemand } from '../../lib/page-on-demand';

/** What other features and the shell may use of this feature (import only through here); its
 * pages load on demand (`pageOnDemand`). */
export const TracePage = pageOnDemand(() => import('./TracePage').then((m) => m.TracePage));
export { TraceGraph } from './TraceGraph';
