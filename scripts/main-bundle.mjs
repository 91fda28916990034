// How the Electron main process is bundled, shared by scripts/build-electron.mjs and the test
// that loads main's SQLite binding the way the desktop app does.
// Main keeps node_modules external (electron-builder ships them; keytar and libsql load native
// files, @ton/sandbox WASM files at run time), so `require('libsql')` resolves at run time from
// the app's node_modules, as it does in Electron.

/** esbuild options common to main and preload. */
export const COMMON_BUNDLE = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
};

/**
 * esbuild options of main (add `entryPoints` and `outfile`). Modules that find their own file
 * read `__filename` when bundled (CommonJS) and `import.meta.url` from sources, so the empty
 * `import.meta` of the CommonJS output is expected there.
 */
export const MAIN_BUNDLE = {
  ...COMMON_BUNDLE,
  packages: 'external',
  logOverride: { 'empty-import-meta': 'silent' },
};
