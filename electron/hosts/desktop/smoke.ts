import type { IpcResult } from '../../../shared/ipc/errors';

/**
 * What a shell offers the smoke run: a window, its renderer, and contract calls made from
 * that renderer. Electron implements it over a hidden BrowserWindow (`npm start -- --smoke`);
 * a test implements it over the web shell and headless Chromium. Each method throws (or
 * rejects) with a readable message when its step fails.
 */
export interface SmokeHost {
  /** Opens the app's window without showing it. */
  openWindow(): Promise<void>;
  /** Loads the renderer into the window; resolves once the app has drawn its first screen. */
  loadRenderer(): Promise<void>;
  /** One contract call from the renderer, through that shell's bridge (preload or socket). */
  invoke(channel: string, payload: unknown): Promise<IpcResult<unknown>>;
}

/** One step of the smoke run: a short id for the failure line, and what it checks. */
export interface SmokeStep {
  id: string;
  title: string;
  run(host: SmokeHost): Promise<void>;
}

/** Fails the step with the call's error when the contract call did not answer ok. */
async function callOk(host: SmokeHost, channel: string, payload: unknown): Promise<unknown> {
  const r = await host.invoke(channel, payload);
  if (!r.ok) throw new Error(`${channel}: ${r.error.code} ${r.error.message}`);
  return r.data;
}

/**
 * The smoke run's steps, in order: the one list both shells run. The workspace and the Local
 * network are reached the way pages reach them (contract calls from the renderer), so a
 * SQLite binding main cannot load fails its step by name.
 */
export const SMOKE_STEPS: readonly SmokeStep[] = [
  { id: 'window', title: 'window opened (hidden)', run: (h) => h.openWindow() },
  { id: 'renderer', title: 'renderer loaded', run: (h) => h.loadRenderer() },
  {
    id: 'ipc',
    title: 'IPC call answered (app:info)',
    run: async (h) => {
      const info = (await callOk(h, 'app:info', {})) as { version?: unknown };
      if (typeof info.version !== 'string') throw new Error('app:info answered without a version');
    },
  },
  {
    id: 'workspace',
    title: 'workspace database opened (labels read)',
    run: async (h) => {
      await callOk(h, 'workspace:labels-list', { network: 'local', limit: 1 });
    },
  },
  {
    id: 'localnet',
    title: "Local network's database opened (v3 masterchainInfo on the Local profile)",
    run: async (h) => {
      await callOk(h, 'api:call', {
        profileId: 'local',
        api: 'v3',
        operation: 'masterchainInfo',
        params: {},
      });
    },
  },
];

/**
 * Runs `steps` in order on `host`, writing one line per step (`smoke ok <id>: <title> (<ms>)`)
 * and stopping at the first failure (`smoke FAILED <id>: <title>: <reason>`). Returns the
 * process exit code: 0 when every step passed, else 1.
 */
export async function runSmoke(
  host: SmokeHost,
  write: (line: string) => void,
  steps: readonly SmokeStep[] = SMOKE_STEPS,
): Promise<number> {
  for (const step of steps) {
    const started = Date.now();
    try {
      await step.run(host);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      write(`smoke FAILED ${step.id}: ${step.title}: ${reason}`);
      return 1;
    }
    write(`smoke ok ${step.id}: ${step.title} (${Date.now() - started} ms)`);
  }
  write(`smoke passed: ${steps.length} steps`);
  return 0;
}
