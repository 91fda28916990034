import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import graph of the app's sources (electron/, renderer/src/, shared/): every relative
 * `import`, `export … from` and `import()` (types included: a type import ties two files as
 * much as a value does), read as text. A set of files that import each other in a loop (a
 * strongly connected component) is a circle: data and calls should go one way. There is none,
 * and a new one fails the test (it names the files): move what both sides share down into a
 * module of its own.
 */
const ROOT = path.resolve(__dirname, '../..');
const TOP = ['electron', 'renderer/src', 'shared'];

const SOURCE = /\.(ts|tsx)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The source file a relative specifier names (`./x` → x.ts, x.tsx, x/index.ts…), else null. */
function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [base, ...['.ts', '.tsx', '/index.ts', '/index.tsx'].map((e) => base + e)];
  return candidates.find((c) => SOURCE.test(c) && existsSync(c)) ?? null;
}

/** Each source file → the source files it imports (paths relative to the repository). */
function importGraph(): Map<string, Set<string>> {
  const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join('/');
  const graph = new Map<string, Set<string>>();
  for (const file of TOP.flatMap((t) => sourceFiles(path.join(ROOT, t)))) {
    const text = readFileSync(file, 'utf8');
    const deps = new Set<string>();
    for (const m of text.matchAll(SPECIFIER)) {
      const target = resolve(file, m[1]!);
      if (target) deps.add(rel(target));
    }
    graph.set(rel(file), deps);
  }
  return graph;
}

/** Strongly connected components of more than one file, or of one importing itself (Tarjan). */
export function circles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || graph.get(v)?.has(v)) found.push(scc.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const key = (files: readonly string[]) => [...files].sort().join(' <-> ');

describe('the import graph of electron/, renderer/src/ and shared/', () => {
  const graph = importGraph();

  it('reads the sources and their imports', () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('electron/core/services/exports/export-job.ts')).toContain(
      'electron/core/services/exports/export-base.ts',
    );
  });

  it('has no circle', () => {
    expect(circles(graph).map(key).sort()).toEqual([]);
  });

  it('finds a circle when there is one', () => {
    const g = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a', 'd'])],
    ]);
    expect(circles(g).map(key).sort()).toEqual(['a <-> b <-> c', 'd']);
  });
});
