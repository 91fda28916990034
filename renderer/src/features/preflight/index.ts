/** What other features may use of preflight (import only through here). */
export { PreflightPanel } from './PreflightPanel';
export { PreflightAgreement } from './PreflightAgreement';
export { ConsolePreflight } from './ConsolePreflight';
export { usePrediction } from './use-preflight';
