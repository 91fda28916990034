/** What other features and the shell may use of this feature (import only through here). */
export { TracePage } from './TracePage';
export { TraceGraph, type NodeMark, type NodeMarks } from './TraceGraph';
