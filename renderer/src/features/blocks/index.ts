import { pageOnDemand } from '../../lib/page-on-demand';

/** What other features and the shell may use of this feature (import only through here); its
 * pages load on demand (`pageOnDemand`). */
export { BlockLink } from './BlockLink';
export const BlockPage = pageOnDemand(() => import('./BlockPage').then((m) => m.BlockPage));
export const BlocksPage = pageOnDemand(() => import('./BlocksPage').then((m) => m.BlocksPage));
export const ConfigPage = pageOnDemand(() => import('./ConfigPage').then((m) => m.ConfigPage));
export const ValidatorsPage = pageOnDemand(() =>
  import('./ValidatorsPage').then((m) => m.ValidatorsPage),
);
