import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuiltinLabels } from '../../electron/core/services/labels/builtin-labels';

/**
 * scripts/refresh-ton-labels.mjs on a small checkout in ton-labels' layout: it writes the set
 * the app reads (every asset file whole, the commit, the licence), which loads with its
 * provenance; a file in another layout writes nothing.
 */

const tmp = mkdtempSync(path.join(os.tmpdir(), 'refresh-labels-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const COMMIT = 'c'.repeat(40);
const file = {
  metadata: {
    label: 'okx',
    name: 'OKX',
    category: 'CEX',
    subcategory: '',
    website: 'https://okx.com',
    description: '',
    organization: 'okx',
  },
  addresses: [
    {
      address: 'EQBfAN7LfaUYgXZNw5Wc7GBgkEX2yhuJ5ka95J1JJwXXf4a8',
      source: 'https://okx.com/proof',
      comment: '',
      tags: [],
      submittedBy: 'someone',
      submissionTimestamp: '2025-01-02T03:04:05Z',
    },
  ],
};

/** A checkout: assets/cex/okx.json, the set's lists and its licence. */
function checkout(dir: string, asset: unknown): string {
  mkdirSync(path.join(dir, 'assets/cex'), { recursive: true });
  writeFileSync(path.join(dir, 'assets/cex/okx.json'), JSON.stringify(asset));
  writeFileSync(path.join(dir, 'categories.json'), '[{"name":"CEX","description":"x"}]');
  writeFileSync(path.join(dir, 'tags.json'), '[]');
  writeFileSync(path.join(dir, 'LICENSE'), 'MIT License\n\nCopyright (c) 2024 Ton Foundation\n');
  return dir;
}

const run = (src: string, out: string) =>
  spawnSync(
    process.execPath,
    ['scripts/refresh-ton-labels.mjs', src, '--commit', COMMIT, '--out', out],
    { encoding: 'utf8' },
  );

describe('refresh-ton-labels', () => {
  it('writes the set the app loads, with its commit, licence and provenance', () => {
    const data = path.join(tmp, 'data');
    const r = run(checkout(path.join(tmp, 'good'), file), path.join(data, 'ton-labels'));
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`ton-labels ${COMMIT}: 1 files, 1 addresses`);
    const doc = JSON.parse(readFileSync(path.join(data, 'ton-labels/ton-labels.json'), 'utf8'));
    expect(doc).toMatchObject({ dataset: 'ton-labels', commit: COMMIT, license: 'MIT' });
    expect(doc.files['assets/cex/okx.json']).toEqual(file);
    expect(readFileSync(path.join(data, 'ton-labels/LICENSE'), 'utf8')).toMatch(/^MIT License/);
    // Local's set is absent from this folder: the app loads what is there and says what is not.
    const builtin = new BuiltinLabels(data);
    const l = builtin.get('mainnet', file.addresses[0]!.address)!;
    expect(l).toMatchObject({ label: 'OKX', category: 'CEX' });
    expect(l.provenance).toMatchObject({ version: COMMIT, submittedBy: 'someone' });
    expect(builtin.problems).toEqual([expect.stringContaining('local-labels.json')]);
  });

  it('writes nothing when a file is not in the layout', () => {
    const out = path.join(tmp, 'kept');
    mkdirSync(out);
    writeFileSync(path.join(out, 'ton-labels.json'), 'before');
    const r = run(checkout(path.join(tmp, 'bad'), { addresses: [] }), out);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('assets/cex/okx.json: no metadata {label, category}');
    expect(readFileSync(path.join(out, 'ton-labels.json'), 'utf8')).toBe('before');
    expect(execFileSync('ls', [tmp], { encoding: 'utf8' })).not.toMatch(/tmp-/);
  });
});
