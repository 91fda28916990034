import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

/** Lint messages of the boundary rule for an in-memory file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer boundaries are lint errors', () => {
  it.each([
    [
      'shared/x.ts',
      "import { createRouter } from '../electron/core/ipc/router';\nexport { createRouter };\n",
      /imports neither/,
    ],
    [
      'shared/ton/x.ts',
      "import { bridge } from '../../renderer/src/bridge';\nexport { bridge };\n",
      /imports neither/,
    ],
    [
      'renderer/src/x.ts',
      "import { createRouter } from '../../electron/core/ipc/router';\nexport { createRouter };\n",
      /only through shared\/ipc/,
    ],
    [
      'renderer/src/x.ts',
      "import { app } from 'electron';\nexport { app };\n",
      /electron\/main\.ts/,
    ],
    [
      'electron/localnet/x.ts',
      "import { httpRequest } from '../core/client/transport';\nexport { httpRequest };\n",
      /separate server/,
    ],
    [
      'electron/localnet/server/x.ts',
      "import { Throttle } from '../../core/services/throttle';\nexport { Throttle };\n",
      /separate server/,
    ],
    [
      'electron/localnet/x.ts',
      "import { int64 } from '../../shared/api/schema-kit';\nexport { int64 };\n",
      /separate server/,
    ],
    [
      'electron/localnet/server/x.ts',
      "import { createRouter } from '../../core/ipc/router';\nexport { createRouter };\n",
      /separate server/,
    ],
    [
      'electron/localnet/x.ts',
      "import { createAppCore } from '../core/app/create-app';\nexport { createAppCore };\n",
      /separate server/,
    ],
    [
      'electron/localnet/x.ts',
      "import { startWebShell } from '../hosts/web-shell/server';\nexport { startWebShell };\n",
      /separate server/,
    ],
    [
      'electron/core/services/x.ts',
      "import { startWebShell } from '../../hosts/web-shell/server';\nexport { startWebShell };\n",
      /core imports no host/,
    ],
    [
      'electron/core/app/x.ts',
      "import { x } from '../../main';\nexport { x };\n",
      /core imports no host/,
    ],
    [
      'electron/hosts/cli/x.ts',
      "import { startWebShell } from '../web-shell/server';\nexport { startWebShell };\n",
      /never another host/,
    ],
    [
      'electron/hosts/web-shell/x.ts',
      "import { parseLaunchArgs } from '../desktop/launch-args';\nexport { parseLaunchArgs };\n",
      /never another host/,
    ],
    [
      'electron/hosts/desktop/x.ts',
      "import { run } from '../cli';\nexport { run };\n",
      /never another host/,
    ],
    [
      'electron/core/app/x.ts',
      "import { DEFAULT_SEED } from '../../localnet/types';\nexport { DEFAULT_SEED };\n",
      /only through its front door, electron\/localnet\/index\.ts/,
    ],
    [
      'electron/core/app/x.ts',
      "export { createLocalNetworkServer } from '../../localnet/server/app';\n",
      /front door/,
    ],
    [
      'electron/hosts/cli/x.ts',
      "import { LocalIndex } from '../../localnet/index/local-index';\nexport { LocalIndex };\n",
      /front door/,
    ],
    [
      'electron/x.ts',
      "import { createLocalNetwork } from './localnet/local-network';\nexport { createLocalNetwork };\n",
      /front door/,
    ],
    [
      'renderer/src/components/x.tsx',
      "import { LabelsProvider } from '../features/workspace';\nexport { LabelsProvider };\n",
      /imports no feature/,
    ],
    [
      'renderer/src/components/deep/x.tsx',
      "import { AlertsIndicator } from '../../features/workspace/watch';\nexport { AlertsIndicator };\n",
      /imports no feature/,
    ],
    [
      'renderer/src/lib/x.ts',
      "import { SendPage } from '../features/send';\nexport { SendPage };\n",
      /lib\/ holds generic hooks and helpers and imports no feature/,
    ],
    [
      'renderer/src/lib/deep/x.tsx',
      "import { LabelsProvider } from '../../features/workspace/labels';\nexport { LabelsProvider };\n",
      /imports no feature/,
    ],
    [
      'renderer/src/features/account/x.tsx',
      "import { RiskFlags } from '../risk/RiskFlags';\nexport { RiskFlags };\n",
      /only through its public index\.ts/,
    ],
    [
      'renderer/src/features/account/x.tsx',
      "import { RiskFlags } from '../../features/risk/RiskFlags';\nexport { RiskFlags };\n",
      /only through its public index\.ts/,
    ],
    [
      'renderer/src/x.tsx',
      "import { AccountPage } from './features/account/AccountPage';\nexport { AccountPage };\n",
      /only through its public index\.ts/,
    ],
  ])('%s: %s', async (file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('allowed imports pass', async () => {
    for (const [file, code] of [
      ['electron/hosts/cli/x.ts', "import { createAppCore } from '../../core/app/create-app';"],
      ['electron/hosts/desktop/x.ts', "import { userDataDir } from '../../core/app/user-data';"],
      ['electron/localnet/x.ts', "import { Database } from '../sqlite/database';"],
      ['electron/localnet/server/x.ts', "import { Address } from '@ton/core';"],
      ['electron/core/services/x.ts', "import { Database } from '../../sqlite/database';"],
      ['electron/core/app/x.ts', "import { createLocalNetwork } from '../../localnet';"],
      ['electron/hosts/cli/x.ts', "import { DEFAULT_SEED } from '../../localnet/index';"],
      // Inside the local network, its modules import each other.
      ['electron/localnet/server/x.ts', "import { DEFAULT_SEED } from '../types';"],
      ['electron/localnet/x.ts', "import { LocalIndex } from './index/local-index';"],
      // tests/ import the inner modules they test.
      ['tests/helpers/x.ts', "import { DEFAULT_SEED } from '../../electron/localnet/types';"],
    ]) {
      expect(await boundaryErrors(file!, `${code}\nexport const used = 1;\n`), file).toEqual([]);
    }
    expect(
      await boundaryErrors(
        'electron/localnet/x.ts',
        "import { normalizeAddress } from '../../shared/ton/address';\nexport { normalizeAddress };\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'renderer/src/x.ts',
        "import { SOCKET_PATH } from '../../shared/ipc/wire';\nexport { SOCKET_PATH };\n",
      ),
    ).toEqual([]);
  });

  it.each([
    // A feature: its own files, another feature's index.ts, the generic layers.
    [
      'renderer/src/features/account/x.tsx',
      "import { AccountHeader } from './AccountHeader';\nimport { RiskFlags } from '../risk';\nimport { Address } from '../../components/Address';\nimport { useV3 } from '../../api/use-v3';\nexport { AccountHeader, RiskFlags, Address, useV3 };\n",
    ],
    // The shell: a feature's index.ts.
    [
      'renderer/src/x.tsx',
      "import { AccountPage } from './features/account';\nexport { AccountPage };\n",
    ],
    // A generic component: other components and the generic layers.
    [
      'renderer/src/components/x.tsx',
      "import { CopyButton } from './CopyButton';\nimport { errorGuidance } from '../lib/errors';\nexport { CopyButton, errorGuidance };\n",
    ],
    // A generic hook: stores, the query layer, other lib/ pieces.
    [
      'renderer/src/lib/x.ts',
      "import { useOpenedBoc } from '../stores/opened-boc';\nimport { importCase } from '../api/cases';\nimport { errorGuidance } from './errors';\nexport { useOpenedBoc, importCase, errorGuidance };\n",
    ],
  ])('%s: allowed feature imports pass', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('only renderer/src/api/ calls the bridge', () => {
  it.each([
    ['renderer/src/components/x.ts', "import { bridge } from '../bridge';"],
    ['renderer/src/lib/x.ts', "import type { TransportStatus } from '../bridge/types';"],
    ['renderer/src/features/workspace/x.ts', "import { bridge } from '../../bridge';"],
    ['renderer/src/features/send/x.ts', "import { bridge } from '../../bridge/index';"],
    ['renderer/src/x.ts', "import { bridge } from './bridge';"],
    ['renderer/src/components/x.ts', "import { caller } from '../api/call';"],
  ])('%s: %s is an error', async (file, line) => {
    const errors = await boundaryErrors(file, `${line}\nexport const x = 1;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Only renderer\/src\/api\/ calls the bridge/);
  });

  it('api/ imports the bridge; everyone else imports api/', async () => {
    const viaBridge = "import { bridge } from '../bridge';\nexport { bridge };\n";
    expect(await boundaryErrors('renderer/src/api/x.ts', viaBridge)).toEqual([]);
    const viaApi = "import { useCases } from '../api/cases';\nexport { useCases };\n";
    expect(await boundaryErrors('renderer/src/components/x.ts', viaApi)).toEqual([]);
  });

  it('api/ still reaches main only through the bridge', async () => {
    const errors = await boundaryErrors(
      'renderer/src/api/x.ts',
      "import { createRouter } from '../../../electron/ipc/router';\nexport { createRouter };\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/only through shared\/ipc/);
  });
});

/** Lint messages of `ruleId` for an in-memory file at `file`. */
async function ruleErrors(file: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

describe('only the Electron glue touches Electron', () => {
  it.each(['electron/core/services/x.ts', 'electron/hosts/desktop/x.ts', 'shared/x.ts'])(
    '%s may not import electron',
    async (file) => {
      const errors = await boundaryErrors(
        file,
        "import { app } from 'electron';\nexport { app };\n",
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/electron\/main\.ts/);
    },
  );

  it.each([
    ['webContents.send', 'export const f = (w: any) => w.webContents.send("x", 1);\n'],
    [
      'ipcMain',
      'declare const ipcMain: any;\nexport const f = () => ipcMain.handle("x", () => 1);\n',
    ],
  ])('raw Electron IPC (%s) outside the glue is an error', async (_what, code) => {
    const errors = await ruleErrors('electron/core/services/x.ts', code, 'no-restricted-syntax');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/typed IPC wrappers/);
  });

  it('electron/main.ts may import electron and use its IPC', async () => {
    const code =
      "import { ipcMain } from 'electron';\nexport const f = () => ipcMain.handle('x', () => 1);\n";
    expect(await boundaryErrors('electron/main.ts', code)).toEqual([]);
    expect(await ruleErrors('electron/main.ts', code, 'no-restricted-syntax')).toEqual([]);
  });
});

/** A function of `lines` statements (each one line, none blank or a comment). */
function functionOf(lines: number): string {
  const body = Array.from({ length: lines }, (_, i) => `  total += ${i};`).join('\n');
  return `export function long(): number {\n  let total = 0;\n${body}\n  return total;\n}\n`;
}

describe('no function over 80 lines in electron/, shared/ and renderer/', () => {
  // 3 lines of frame (signature, `let`, `return`) and the closing brace: 77 statements = 81 lines.
  it.each([
    'electron/core/services/x.ts',
    'electron/hosts/cli/x.ts',
    'electron/localnet/server/x.ts',
    'shared/x.ts',
    'shared/ledger/x.ts',
    'renderer/src/lib/x.ts',
    'renderer/src/features/canvas/x.tsx',
    'renderer/src/components/x.tsx',
  ])('%s: 81 counted lines is an error, 80 is not', async (file) => {
    const over = await ruleErrors(file, functionOf(77), 'max-lines-per-function');
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/too many lines \(81\)\. Maximum allowed is 80/);
    expect(await ruleErrors(file, functionOf(76), 'max-lines-per-function')).toEqual([]);
  });

  it('a React component is held to it too', async () => {
    // A component of 76 JSX lines: the signature, `return (`, the <ul> pair, `);` and the brace
    // make 82 counted lines; 74 make 80.
    const component = (items: number) =>
      `export function Long() {\n  return (\n    <ul>\n${Array.from({ length: items }, (_, i) => `      <li>${i}</li>`).join('\n')}\n    </ul>\n  );\n}\n`;
    const file = 'renderer/src/features/account/x.tsx';
    const over = await ruleErrors(file, component(76), 'max-lines-per-function');
    expect(over).toHaveLength(1);
    expect(over[0]).toMatch(/Function 'Long' has too many lines \(82\)/);
    expect(await ruleErrors(file, component(74), 'max-lines-per-function')).toEqual([]);
  });

  it('blank lines and comments are not counted', async () => {
    const padded = functionOf(76).replace(/\n/g, '\n\n  // why\n');
    expect(await ruleErrors('shared/x.ts', padded, 'max-lines-per-function')).toEqual([]);
  });
});

describe('the IPC wire names', () => {
  it('are spelled only in shared/ipc/wire.ts (channel prefix, event channel, socket paths)', () => {
    const files = execFileSync('git', ['ls-files', 'electron', 'renderer', 'shared'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => /\.tsx?$/.test(f) && f !== 'shared/ipc/wire.ts');
    expect(files.length).toBeGreaterThan(100);
    // A quoted wire name: 'explorer:…' or `explorer:…`, "explorer-event", the socket's '/ipc'
    // and '/session'.
    const spelled = /['"`]explorer:|['"`]explorer-event['"`]|['"`]\/(?:ipc|session)['"`?]/;
    const offenders = files.filter((f) => spelled.test(readFileSync(path.join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
