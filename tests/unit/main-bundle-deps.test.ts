import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Main's bundles (the desktop app's and the web shell's `main.cjs`) are CommonJS with every
 * package left outside them (scripts/main-bundle.mjs), so each package main's code imports
 * must load through `require`. One that ships only as an ES module (`"type": "module"`
 * without a `require` export) throws ERR_REQUIRE_ESM on Node 20.10 and comes back without
 * its default export on later ones: every call into it fails at run time, though vitest and
 * tsx (which load ES modules) pass.
 */

const root = path.resolve(__dirname, '../..');

/** Every .ts file under `dir` (relative to the repository). */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The packages the files import at run time (not `import type`), by package name. */
function importedPackages(files: readonly string[]): Set<string> {
  const out = new Set<string>();
  const spec = /^\s*import\s+(?!type\b)[^'"]*?from\s+'([^'.][^']*)'/gm;
  for (const f of files) {
    for (const m of readFileSync(f, 'utf8').matchAll(spec)) {
      const name = m[1]!;
      if (name.startsWith('node:') || name === 'electron') continue;
      const parts = name.split('/');
      out.add(name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return out;
}

/** True when an `exports` map offers a `require` condition anywhere. */
function hasRequireCondition(exports: unknown): boolean {
  if (!exports || typeof exports !== 'object') return false;
  return Object.entries(exports).some(([k, v]) => k === 'require' || hasRequireCondition(v));
}

describe('packages main imports', () => {
  it('all load through require (main’s bundles are CommonJS, packages outside)', () => {
    const packages = importedPackages([...sources('electron'), ...sources('shared')]);
    expect(packages.size).toBeGreaterThan(5);
    const esmOnly = [...packages].filter((name) => {
      const pkg = JSON.parse(
        readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { type?: string; exports?: unknown };
      return pkg.type === 'module' && !hasRequireCondition(pkg.exports);
    });
    expect(esmOnly).toEqual([]);
  });
});
