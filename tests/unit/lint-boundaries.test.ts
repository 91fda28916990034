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
      "import { createRouter } from '../electron/ipc/router';\nexport { createRouter };\n",
      /imports neither/,
    ],
    [
      'shared/ton/x.ts',
      "import { bridge } from '../../renderer/src/bridge';\nexport { bridge };\n",
      /imports neither/,
    ],
    [
      'renderer/src/x.ts',
      "import { createRouter } from '../../electron/ipc/router';\nexport { createRouter };\n",
      /only through shared\/ipc/,
    ],
    [
      'renderer/src/x.ts',
      "import { app } from 'electron';\nexport { app };\n",
      /electron\/main\.ts/,
    ],
    [
      'electron/localnet/x.ts',
      "import { httpRequest } from '../client/transport';\nexport { httpRequest };\n",
      /separate server/,
    ],
    [
      'electron/localnet/server/x.ts',
      "import { Throttle } from '../../services/throttle';\nexport { Throttle };\n",
      /separate server/,
    ],
    [
      'electron/localnet/x.ts',
      "import { int64 } from '../../shared/api/schema-kit';\nexport { int64 };\n",
      /separate server/,
    ],
  ])('%s: %s', async (file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });

  it('allowed imports pass', async () => {
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
    // A quoted wire name: 'tx:…' or `tx:…`, "tx-event", the socket's '/ipc' and '/session'.
    const spelled = /['"`]tx:|['"`]tx-event['"`]|['"`]\/(?:ipc|session)['"`?]/;
    const offenders = files.filter((f) => spelled.test(readFileSync(path.join(root, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
