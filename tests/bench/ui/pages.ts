import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The bench's pages: Vite input name, HTML file, title, and the module (in this folder) it runs. */
const PAGES = [
  {
    name: 'list',
    file: 'index.html',
    title: 'UI bench: 100k-row transaction list',
    entry: 'main.tsx',
  },
  {
    name: 'charts',
    file: 'charts.html',
    title: 'UI bench: trace graph and balance chart',
    entry: 'charts.tsx',
  },
  {
    name: 'graph',
    file: 'graph.html',
    title: 'Graph bench: the investigation canvas',
    entry: 'graph.tsx',
  },
];

/**
 * Writes the bench's HTML pages into `dir` (Vite's root for the bench build): each an empty
 * `#root` and its entry module by absolute path. Returns the pages by input name, for
 * `build.rollupOptions.input`.
 */
function writeBenchPages(dir: string): Record<string, string> {
  return Object.fromEntries(
    PAGES.map(({ name, file, title, entry }) => {
      const html = [
        '<!doctype html>',
        '<html lang="en">',
        `<head><meta charset="UTF-8" /><title>${title}</title></head>`,
        `<body><div id="root"></div><script type="module" src="${path.join(here, entry)}"></script></body>`,
        '</html>',
        '',
      ].join('\n');
      const out = path.join(dir, file);
      writeFileSync(out, html);
      return [name, out];
    }),
  );
}

/**
 * Builds the bench pages with Vite in production mode into `outDir` (`index.html`: the list,
 * `charts.html`: the pictures, and their assets, with relative URLs).
 */
export async function buildBenchPages(outDir: string): Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), 'ui-bench-pages-'));
  try {
    await build({
      root,
      base: './',
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: {
        outDir,
        emptyOutDir: true,
        chunkSizeWarningLimit: 4000,
        // BENCH_MINIFY=0 keeps function names readable in a CPU profile of the bench pages.
        minify: process.env.BENCH_MINIFY === '0' ? false : 'esbuild',
        rollupOptions: { input: writeBenchPages(root) },
        // No report of slow plugins (a busy machine's): it would interleave with the figures.
        rolldownOptions: { checks: { bundlerTimings: false } },
      },
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
