import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 24, "nothing unhandled may end the process": a real Node process with the guard the
 * web shell and the desktop app install, where a promise is rejected with no handler and a
 * callback throws. It logs both (one line each, where first) and keeps running; without the
 * guard Node ends the process at the first one.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const guard = path.join(root, 'electron/core/app/process-guard.ts');

function run(withGuard: boolean) {
  const script = `
    ${withGuard ? `const { installProcessGuard } = await import(${JSON.stringify(guard)}); installProcessGuard('Test shell');` : ''}
    Promise.reject(new RangeError('Maximum call stack size exceeded'));
    setTimeout(() => { throw new Error('thrown from a callback'); }, 10);
    setTimeout(() => { console.log('still serving'); process.exit(0); }, 200);
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('the process guard', () => {
  it('logs an unhandled rejection and an uncaught exception, and the process keeps serving', () => {
    const r = run(true);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('still serving');
    expect(r.stderr).toMatch(
      /Test shell: unhandled rejection \(kept serving\): RangeError: Maximum call stack size exceeded/,
    );
    expect(r.stderr).toMatch(
      /Test shell: uncaught exception \(kept serving\): Error: thrown from a callback/,
    );
  });

  it('without it, the same rejection ends the process', () => {
    const r = run(false);
    expect(r.status).not.toBe(0);
    expect(r.stdout).not.toContain('still serving');
  });
});
