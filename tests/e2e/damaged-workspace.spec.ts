import { test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { damagePages, manyPageWorkspace } from '../helpers/damaged-workspace';
import { demoWallet } from './demo-accounts';
import { expect, go, openApp } from './fixtures';

/**
 * Issue 24, "a workspace with damaged pages": `npm start -- --web` started from a terminal on a
 * user-data folder whose workspace file has damaged pages asks what to do, naming the file.
 * "No" quits and leaves the file exactly as it was; "yes" keeps the file (moved aside, not a
 * byte changed) and opens the app on an empty workspace, where Settings → Workspace backup
 * restores a backup (labels and ignored risk rules). The terminal is a real pseudo-terminal
 * (util-linux `script`), as a user's is: the question is asked only on a terminal.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A real workspace spanning many pages, closed cleanly, then pages overwritten; its file. */
function damagedWorkspace(dir: string): string {
  const file = manyPageWorkspace(dir);
  damagePages(file);
  return file;
}

/** The web shell as `npm start -- --web` in a terminal: `script` gives it a pseudo-terminal. */
class TerminalShell {
  private out = '';
  private readonly child: ChildProcess;
  readonly exited: Promise<number | null>;

  constructor(userDataDir: string) {
    const command = [process.execPath, 'scripts/start.mjs', '--web', '--no-open', '--user-data']
      .map((a) => `'${a}'`)
      .join(' ');
    this.child = spawn('script', ['-qfec', `${command} '${userDataDir}'`, '/dev/null'], {
      cwd: root,
      env: { ...process.env, CI: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout!.on('data', (c: Buffer) => (this.out += c.toString()));
    this.child.stderr!.on('data', (c: Buffer) => (this.out += c.toString()));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  output(): string {
    return this.out;
  }

  /** Waits until the terminal shows `re`; returns the first match. */
  async waitFor(re: RegExp, timeout = 180_000): Promise<RegExpExecArray> {
    await expect.poll(() => re.test(this.out), { timeout, message: this.out }).toBe(true);
    return re.exec(this.out)!;
  }

  type(text: string): void {
    this.child.stdin!.write(text);
  }

  /** Ctrl-C on the terminal (the shell's orderly shutdown), then waits for the exit. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    this.type('\x03');
    const forced = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
    await this.exited;
    clearTimeout(forced);
  }
}

test('a damaged workspace: the question names the file; no keeps it, yes moves it aside and a backup restores', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'ton-explorer-damaged-'));
  const shells: TerminalShell[] = [];
  try {
    const file = damagedWorkspace(dir);
    const before = digest(file);

    // "No": the app quits and the file is as it was.
    const declined = new TerminalShell(dir);
    shells.push(declined);
    await declined.waitFor(/Move it aside and start with an empty workspace\? \[y\/N\]/);
    expect(declined.output()).toContain(file);
    expect(declined.output()).toMatch(/nothing was written to it/);
    declined.type('n\r');
    expect(await declined.exited).toBe(1);
    expect(declined.output()).not.toMatch(/Web shell: http/);
    expect(digest(file)).toBe(before);
    expect(readdirSync(dir).filter((f) => f.startsWith('workspace.damaged-'))).toEqual([]);

    // "Yes": moved aside as it was; the app opens on an empty workspace.
    const accepted = new TerminalShell(dir);
    shells.push(accepted);
    await accepted.waitFor(/\[y\/N\]/);
    accepted.type('y\r');
    const moved = (await accepted.waitFor(/Moved the damaged workspace to (\S+\.sqlite)/))[1]!;
    expect(path.dirname(moved)).toBe(dir);
    expect(digest(moved)).toBe(before);
    const url = (await accepted.waitFor(/Web shell: (\S+)/))[1]!;
    await openApp(page, url);
    await go(page, '#/labels');
    await expect(page.getByText('label 1', { exact: true })).toHaveCount(0);

    // Settings → Workspace backup restores a label and an ignored risk rule.
    const alice = (await demoWallet('alice', 'v4R2')).toRawString();
    const eve = (await demoWallet('eve', 'v5R1')).toRawString();
    const backup = path.join(dir, 'workspace-local.json');
    writeFileSync(
      backup,
      JSON.stringify({
        format: 'ton-explorer-workspace',
        version: 1,
        network: 'local',
        labels: [{ address: alice, label: 'Alice (restored)' }],
        watches: [],
        cases: [],
        riskIgnores: [{ address: eve, rule: 'dust' }],
      }),
    );
    await go(page, '#/settings');
    await page.getByLabel('Import workspace backup').setInputFiles(backup);
    const report = page.getByTestId('backup-report');
    await expect(report).toContainText('Imported 1 label', { timeout: 60_000 });
    await expect(report).toContainText('1 ignored risk rule restored.');
    await go(page, '#/labels');
    await expect(page.getByText('Alice (restored)').first()).toBeVisible({ timeout: 30_000 });

    // The new workspace is healthy: the next start asks nothing.
    await accepted.stop();
    const again = new TerminalShell(dir);
    shells.push(again);
    await again.waitFor(/Web shell: (\S+)/);
    expect(again.output()).not.toMatch(/\[y\/N\]/);
    expect(existsSync(moved)).toBe(true);
  } finally {
    for (const s of shells) await s.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
