import { readFile, rm } from 'node:fs/promises';
import { z } from 'zod';
import { exportRequestSchema } from '../../../../shared/exports/kinds';
import { networkSchema } from '../../../../shared/profiles';
import { writeFileAtomic } from '../atomic-file';
import { totalsStateSchema } from './summary-accumulator';
import { walkStateSchema } from './walker';

/**
 * The checkpoint of an export, written atomically after every committed page: the request,
 * where the partial file is and how many of its bytes are committed, the walk position and
 * the running totals. On resume the partial file is cut back to `bytes` and the walk goes on
 * from `walk`: nothing is lost and nothing repeats. Read back through this schema.
 */
const checkpointSchema = z.object({
  version: z.literal(1),
  jobId: z.string().min(1),
  request: exportRequestSchema,
  outPath: z.string().min(1),
  partialPath: z.string().min(1),
  network: networkSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
  bytes: z.number().int().min(0),
  walk: walkStateSchema,
  totals: totalsStateSchema,
  /** Jetton symbol/decimals resolved so far, by master raw address (stable across resumes). */
  jettons: z.record(z.string(), z.object({ symbol: z.string(), decimals: z.number().int() })),
  /** Why the last run stopped, when it did not finish. */
  lastError: z.string().nullable(),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

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
  return parsed.data;
}

/** Deletes the checkpoint of an export (after it finished or was discarded). */
export async function deleteCheckpoint(outPath: string): Promise<void> {
  await rm(checkpointPathFor(outPath), { force: true });
}
