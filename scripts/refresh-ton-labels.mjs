#!/usr/bin/env node
// Refreshes the built-in labels (data/ton-labels/) from a newer copy of ton-studio/ton-labels
// (MIT). The app reads that folder at run time, never the network.
//
//   node scripts/refresh-ton-labels.mjs <source> [--commit SHA] [--out DIR]
//
// <source> is one of:
//   - a checkout of the repository (a folder holding assets/ and LICENSE; its commit is read
//     with `git rev-parse HEAD` unless --commit gives it);
//   - a bare git directory (a mirror; its HEAD is exported with `git archive`);
//   - the GitHub archive URL, e.g.
//     https://github.com/ton-studio/ton-labels/archive/refs/heads/main.tar.gz
//     (its commit is the archive's own record, read with `git get-tar-commit-id`, or --commit).
//
// It writes data/ton-labels/ton-labels.json (every file of assets/ whole, keyed by its path,
// with upstream's categories.json and tags.json, the commit and its date) and LICENSE, after
// checking each file has the layout the app reads ({metadata, addresses}). Nothing is written
// when a check fails.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPOSITORY = 'https://github.com/ton-studio/ton-labels';

const { values, positionals } = parseArgs({
  options: { commit: { type: 'string' }, out: { type: 'string' } },
  allowPositionals: true,
});
const source = positionals[0];
if (!source) {
  console.error('usage: node scripts/refresh-ton-labels.mjs <checkout|bare git dir|archive URL>');
  process.exit(2);
}
const outDir = path.resolve(values.out ?? path.join(root, 'data/ton-labels'));

/** Runs git and returns its trimmed output. */
function git(args, input) {
  const stdio = ['pipe', 'pipe', 'pipe'];
  return execFileSync('git', args, { encoding: 'utf8', input, stdio, maxBuffer: 1 << 28 }).trim();
}

/** A folder holding the repository's files, its commit and commit date. */
async function materialise(src) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ton-labels-'));
  if (/^https?:\/\//.test(src)) {
    const res = await fetch(src);
    if (!res.ok) throw new Error(`${src}: HTTP ${res.status}`);
    const archive = path.join(tmp, 'archive.tar.gz');
    writeFileSync(archive, Buffer.from(await res.arrayBuffer()));
    const gz = readFileSync(archive);
    let commit = values.commit;
    if (!commit) {
      const tar = execFileSync('gzip', ['-dc'], { input: gz, maxBuffer: 1 << 28 });
      // The commit is in the archive's first (pax) header: git reads that much and exits.
      commit = execFileSync('git', ['get-tar-commit-id'], {
        input: tar.subarray(0, 4096),
        encoding: 'utf8',
      }).trim();
      if (!/^[0-9a-f]{40}$/.test(commit)) throw new Error(`${src}: no commit id; pass --commit`);
    }
    execFileSync('tar', ['-xzf', archive, '-C', tmp, '--strip-components=1']);
    return { dir: tmp, tmp, commit, committedAt: null };
  }
  const abs = path.resolve(src);
  if (existsSync(path.join(abs, 'assets'))) {
    const commit = values.commit ?? git(['-C', abs, 'rev-parse', 'HEAD']);
    const committedAt = safe(() => git(['-C', abs, 'log', '-1', '--format=%cI', commit]));
    return { dir: abs, tmp, commit, committedAt };
  }
  if (existsSync(path.join(abs, 'objects')) && existsSync(path.join(abs, 'HEAD'))) {
    const rev = values.commit ?? 'HEAD';
    const commit = git(['--git-dir', abs, 'rev-parse', rev]);
    const committedAt = git(['--git-dir', abs, 'log', '-1', '--format=%cI', commit]);
    const tar = execFileSync('git', ['--git-dir', abs, 'archive', '--format=tar', commit], {
      maxBuffer: 1 << 28,
    });
    execFileSync('tar', ['-xf', '-', '-C', tmp], { input: tar });
    return { dir: tmp, tmp, commit, committedAt };
  }
  throw new Error(`${src} is neither a checkout (with assets/), a bare git directory nor a URL`);
}

function safe(fn) {
  try {
    return fn();
  } catch {
    return null;
  }
}

/** Every `assets/**.json` file, sorted by path, parsed and checked. */
function readAssets(dir) {
  const files = readdirSync(path.join(dir, 'assets'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
  const out = {};
  for (const rel of files) {
    if (!rel.endsWith('.json')) throw new Error(`${rel}: not a .json file`);
    const data = JSON.parse(readFileSync(path.join(dir, rel), 'utf8'));
    const m = data?.metadata;
    if (!m || typeof m.label !== 'string' || typeof m.category !== 'string') {
      throw new Error(`${rel}: no metadata {label, category}`);
    }
    if (
      !Array.isArray(data.addresses) ||
      data.addresses.some((a) => typeof a?.address !== 'string')
    ) {
      throw new Error(`${rel}: addresses must be a list of {address, …}`);
    }
    out[rel] = data;
  }
  return out;
}

/** The file's text: the header pretty, then one line per upstream file (readable diffs). */
function render(head, files) {
  const lines = Object.entries(files).map(
    ([k, v]) => `    ${JSON.stringify(k)}: ${JSON.stringify(v)}`,
  );
  const headText = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${headText},\n  "files": {\n${lines.join(',\n')}\n  }\n}\n`;
}

const src = await materialise(source);
try {
  const files = readAssets(src.dir);
  const readJson = (name) => JSON.parse(readFileSync(path.join(src.dir, name), 'utf8'));
  const head = {
    dataset: 'ton-labels',
    repository: REPOSITORY,
    license: 'MIT',
    commit: src.commit,
    committedAt: src.committedAt ?? '',
    retrieved: new Date().toISOString().slice(0, 10),
    network: 'mainnet',
    categories: readJson('categories.json'),
    tags: readJson('tags.json'),
  };
  const addresses = Object.values(files).reduce((n, f) => n + f.addresses.length, 0);
  const tmpOut = `${outDir}.tmp-${process.pid}`;
  rmSync(tmpOut, { recursive: true, force: true });
  mkdirSync(tmpOut, { recursive: true });
  writeFileSync(path.join(tmpOut, 'ton-labels.json'), render(head, files));
  writeFileSync(path.join(tmpOut, 'LICENSE'), readFileSync(path.join(src.dir, 'LICENSE')));
  rmSync(outDir, { recursive: true, force: true });
  renameSync(tmpOut, outDir);
  console.log(
    `ton-labels ${src.commit}: ${Object.keys(files).length} files, ${addresses} addresses -> ${path.relative(root, outDir)}`,
  );
} finally {
  rmSync(src.tmp, { recursive: true, force: true });
}
