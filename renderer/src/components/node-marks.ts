import type { StatusTone } from '../../../shared/status';

/**
 * A mark drawn on one node of a graph by whoever shows it (a replay's verdict, a preflight's
 * outcome): a short symbol in a status tone, and what it means (tooltip, screen readers).
 * Here, beside the generic pieces, so the feature that draws the graph (trace) and the ones
 * that mark it (replay) share it without importing each other.
 */
export interface NodeMark {
  /** One or two characters drawn in the node's corner (✓, ✗, !). */
  symbol: string;
  tone: StatusTone;
  /** What the mark says, in words ("Replay matches the chain"). */
  label: string;
  /** A word for tests and styles (`match`, `mismatch`…). */
  kind: string;
}

/** Marks by node id (a transaction node's id is its hash, as v3 gives it). */
export type NodeMarks = ReadonlyMap<string, NodeMark>;
