/** What other features and the shell may use of this feature (import only through here). */
export { CanvasPage } from './CanvasPage';
export { CaseCanvases } from './CaseCanvases';
