export { CanvasPage } from './CanvasPage';
export { CaseCanvases } from './CaseCanvases';
