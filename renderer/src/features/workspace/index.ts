/** What other features and the shell may use of this feature (import only through here). */
export { AlertsPage } from './AlertsPage';
export { CaseChoiceFields, useCaseChoice } from './CaseChoice';
export { CasePage } from './CasePage';
export { CasesPage } from './CasesPage';
export { EditorDialog, useEditorAction } from './EditorDialog';
export { LabelsPage } from './LabelsPage';
export { WorkspaceBackup } from './WorkspaceBackup';
export { AddToCaseButton } from './cases';
export { AccountLabel, LabelsProvider, useAddressLabels } from './labels';
export { AlertsIndicator } from './watch';
