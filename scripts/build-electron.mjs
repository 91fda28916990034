// Bundles the Electron main process and preload into dist/electron/*.cjs (options in
// scripts/main-bundle.mjs). The sandboxed preload must be self-contained.
import { build } from 'esbuild';
import { COMMON_BUNDLE, MAIN_BUNDLE } from './main-bundle.mjs';

await build({
  ...MAIN_BUNDLE,
  entryPoints: ['electron/main.ts'],
  outfile: 'dist/electron/main.cjs',
});
await build({
  ...COMMON_BUNDLE,
  entryPoints: ['electron/preload.ts'],
  outfile: 'dist/electron/preload.cjs',
  external: ['electron'],
});
console.log('Built dist/electron/main.cjs and dist/electron/preload.cjs');
