import { readFile, rm } from 'node:fs/promises';
import { z } from 'zod';
import { exportRequestSchema, type ExportRequest } from '../../../shared/exports/kinds';
import type { Network } from '../../../shared/profiles';
import { writeFileAtomic } from '../atomic-file';
import type { JettonInfo } from './rows/map-context';
import type { TotalsState } from './summary-accumulator';
import type { WalkState } from './walker';

/**
 * The checkpoint of an export, written atomically after every committed page: the request,
 * where the partial file is and how many of its bytes are committed, the walk position and
 * the running totals. On resume the partial file is cut back to `bytes` and the walk goes on
 * from `walk`: nothing is lost and nothing repeats.
 */
export interface Checkpoint {
  version: 1;
  jobId: string;
  request: ExportRequest;
  outPath: string;
  partialPath: string;
  network: Network;
  createdAt: number;
  updatedAt: number;
  bytes: number;
  walk: WalkState;
  totals: TotalsState;
  /** Jetton symbol/decimals resolved so far, by master raw address (stable across resumes). */
  jettons: Record<string, JettonInfo>;
  /** Why the last run stopped, when it did not finish. */
  lastError: string | null;
}

const walkSchema = z.object({
  pinnedEndLt: z.string().nullable(),
  pinned: z.boolean(),
  firstLt: z.string().nullable(),
  pinnedTime: z.number().nullable(),
  cursor: z.object({ bound: z.string().nullable(), tie: z.number().int().min(0) }),
  done: z.boolean(),
  boundaryKeys: z.array(z.string()),
  pages: z.number().int(),
  items: z.number().int(),
  duplicates: z.number().int(),
});

const checkpointSchema = z.object({
  version: z.literal(1),
  jobId: z.string().min(1),
  request: exportRequestSchema,
  outPath: z.string().min(1),
  partialPath: z.string().min(1),
  network: z.enum(['mainnet', 'testnet', 'local']),
  createdAt: z.number(),
  updatedAt: z.number(),
  bytes: z.number().int().min(0),
  walk: walkSchema,
  totals: z.object({
    rows: z.number().int(),
    feesRaw: z.string().regex(/^\d+$/),
    firstTime: z.number().nullable(),
    lastTime: z.number().nullable(),
    assets: z.record(
      z.string(),
      z.object({
        symbol: z.string(),
        decimals: z.number().int(),
        inRaw: z.string(),
        outRaw: z.string(),
      }),
    ),
  }),
  jettons: z.record(z.string(), z.object({ symbol: z.string(), decimals: z.number().int() })),
  lastError: z.string().nullable(),
});

/** Where the checkpoint of an export to `outPath` lives: beside the output. */
export function checkpointPathFor(outPath: string): string {
  return `${outPath}.export-checkpoint.json`;
}

/** Where the partial output of an export to `outPath` lives: beside the output (same folder,
 * so the final rename is atomic). XLSX exports keep JSON Lines here until the end. */
export function partialPathFor(outPath: string): string {
  return `${outPath}.partial`;
}

/** Saves a checkpoint atomically (temporary file, fsync, rename). */
export async function saveCheckpoint(cp: Checkpoint): Promise<void> {
  await writeFileAtomic(checkpointPathFor(cp.outPath), `${JSON.stringify(cp, null, 1)}\n`);
}

/**
 * Loads the checkpoint of an export to `outPath`; null when there is none. Throws `Error`
 * when the file exists but is not a valid checkpoint (it is left in place for inspection).
 */
export async function loadCheckpoint(outPath: string): Promise<Checkpoint | null> {
  const file = checkpointPathFor(outPath);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const parsed = checkpointSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${file} is not a valid export checkpoint: ${parsed.error.issues[0]?.message}`);
  return parsed.data as Checkpoint;
}

/** Deletes the checkpoint of an export (after it finished or was discarded). */
export async function deleteCheckpoint(outPath: string): Promise<void> {
  await rm(checkpointPathFor(outPath), { force: true });
}
