import { pageOnDemand } from '../../lib/page-on-demand';

/** What other features and the shell may use of this feature (import only through here); its
 * pages load on demand (`pageOnDemand`). */
export const AlertsPage = pageOnDemand(() => import('./AlertsPage').then((m) => m.AlertsPage));
export const CasePage = pageOnDemand(() => import('./CasePage').then((m) => m.CasePage));
export const CasesPage = pageOnDemand(() => import('./CasesPage').then((m) => m.CasesPage));
export const LabelsPage = pageOnDemand(() => import('./LabelsPage').then((m) => m.LabelsPage));
export { WorkspaceBackup } from './WorkspaceBackup';
export { AddToCaseButton } from './cases';
export { AccountLabel, LabelsProvider, useAddressLabels } from './labels';
export { AlertsIndicator } from './watch';
