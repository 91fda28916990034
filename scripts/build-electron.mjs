// Bundles the Electron main process and preload into dist/electron/*.cjs (options in
// scripts/main-bundle.mjs). The sandboxed preload must be self-contained.
import { build } from 'esbuild';
import { COMMON_BUNDLE, MAIN_BUNDLE } from './main-bundle.mjs';

// Main, and the local network's thread beside it (electron/core/app/local-network-host.ts
// starts dist/electron/local-network-worker.cjs).
await build({
  ...MAIN_BUNDLE,
  entryPoints: {
    main: 'electron/main.ts',
    'local-network-worker': 'electron/core/app/local-network-worker.ts',
  },
  outdir: 'dist/electron',
  outExtension: { '.js': '.cjs' },
});
await build({
  ...COMMON_BUNDLE,
  entryPoints: ['electron/preload.ts'],
  outfile: 'dist/electron/preload.cjs',
  external: ['electron'],
});
console.log('Built dist/electron/main.cjs, local-network-worker.cjs and preload.cjs');
