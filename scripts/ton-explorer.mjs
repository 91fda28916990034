#!/usr/bin/env node
// The `ton-explorer` bin: runs the CLI (electron/hosts/cli/main.ts) with tsx, passing arguments,
// stdin/stdout/stderr and the exit code through.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsxCli = require.resolve('tsx/cli');
const child = spawn(
  process.execPath,
  [tsxCli, path.join(root, 'electron/hosts/cli/main.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
child.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
