import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { elfDefinedDynamicSymbols } from '../helpers/elf-symbols';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The entry point of an ABI-stable (Node-API) addon: any Node or Electron version loads it. */
const NAPI_ENTRY = 'napi_register_module_v1';

interface PackageJson {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Node's lookup of package `name` from `fromDir`: the nearest node_modules/name upwards. */
function findPackageDir(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return null;
  }
}

/**
 * Every installed package main can load: the project's production dependencies (what
 * electron-builder ships next to dist/electron/main.cjs) and theirs, optional ones included
 * when installed (libsql's binary comes as the optional dependency `@libsql/<platform>`).
 */
function shippedPackages(): string[] {
  const seen = new Set<string>();
  const visit = (dir: string, optional: Set<string>) => {
    const pkg = readPackage(dir);
    const deps = { ...pkg.dependencies, ...pkg.optionalDependencies };
    for (const name of Object.keys(deps)) {
      const found = findPackageDir(name, dir);
      if (!found) {
        // A missing optional dependency is another platform's binary; anything else is an error.
        expect(optional.has(name) || name in (pkg.optionalDependencies ?? {}), name).toBe(true);
        continue;
      }
      if (seen.has(found)) continue;
      seen.add(found);
      visit(found, new Set(Object.keys(readPackage(found).optionalDependencies ?? {})));
    }
  };
  visit(ROOT, new Set());
  return [...seen];
}

/** The `.node` files inside a package (its own, not those of packages nested in it). */
function nodeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== 'node_modules') out.push(...nodeFiles(p));
    else if (e.isFile() && e.name.endsWith('.node')) out.push(p);
  }
  return out;
}

describe.runIf(process.platform === 'linux')('native addons main can load', () => {
  const files = shippedPackages().flatMap(nodeFiles);
  const rel = (f: string) => path.relative(ROOT, f);

  it('include the SQLite binding libsql loads here and the keychain binding', () => {
    const libsqlDir = findPackageDir('libsql', ROOT)!;
    // libsql picks its binary by platform, as `@libsql/<platform>` (glibc on this machine).
    const binary = path.join(path.dirname(libsqlDir), '@libsql', `linux-${process.arch}-gnu`);
    expect(files.map(rel)).toEqual(
      expect.arrayContaining([
        rel(path.join(binary, 'index.node')),
        rel(path.join(findPackageDir('keytar', ROOT)!, 'build/Release/keytar.node')),
      ]),
    );
  });

  it('are all Node-API builds, which load in Node 20 and Electron 45 from one npm ci', () => {
    const notNapi = files.filter((f) => !elfDefinedDynamicSymbols(f).has(NAPI_ENTRY)).map(rel);
    expect(notNapi).toEqual([]);
  });

  it('tells a Node-API entry from a runtime-specific one', () => {
    // The node executable defines Node-API's functions for addons, but is no Node-API addon.
    const node = elfDefinedDynamicSymbols(process.execPath);
    expect(node.has('napi_create_object')).toBe(true);
    expect(node.has(NAPI_ENTRY)).toBe(false);
  });
});
