import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A web shell process (`electron/hosts/web-shell/main.ts --no-open`) and what it printed. */
export interface ShellProcess {
  child: ChildProcess;
  /** Resolves with the printed `Web shell: <url>`; rejects with the output if it exits first. */
  url: Promise<string>;
  /** Resolves with the exit code (or signal name) and the whole output. */
  exited: Promise<{ code: number | string | null; output: string }>;
  output(): string;
  alive(): boolean;
}

/**
 * Spawns the web shell as `npm start -- --web --no-open` runs it, on `userDataDir`. With
 * `npmStart`, runs `npm start -- --no-open` itself instead (scripts/start.mjs: Electron when
 * its binary is there, else the web shell); `env` is added to the environment.
 */
export function spawnWebShell(
  userDataDir: string,
  extraArgs: string[] = [],
  opts: { npmStart?: boolean; env?: NodeJS.ProcessEnv } = {},
): ShellProcess {
  const entry = opts.npmStart
    ? ['scripts/start.mjs']
    : ['--import', 'tsx', 'electron/hosts/web-shell/main.ts'];
  const child = spawn(
    process.execPath,
    [...entry, '--no-open', '--user-data', userDataDir, ...extraArgs],
    {
      cwd: root,
      env: { ...process.env, CI: '1', ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let exitedFlag = false;
  const exited = new Promise<{ code: number | string | null; output: string }>((resolve) =>
    child.once('exit', (code, signal) => {
      exitedFlag = true;
      resolve({ code: code ?? signal, output: out });
    }),
  );
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Web shell: (\S+)/.exec(out);
      if (m) resolve(m[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code }) =>
      reject(new Error(`web shell exited (${code}) before printing its URL:\n${out}`)),
    );
  });
  url.catch(() => undefined);
  return { child, url, exited, output: () => out, alive: () => !exitedFlag };
}
