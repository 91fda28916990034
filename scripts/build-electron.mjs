// Bundles the Electron main process and preload into dist/electron/*.cjs.
// Main keeps node_modules external (electron-builder ships them; keytar and libsql load
// native files, @ton/sandbox WASM files at run time). The sandboxed preload must be self-contained.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: ['electron/main.ts'],
  outfile: 'dist/electron/main.cjs',
  packages: 'external',
});
await build({
  ...common,
  entryPoints: ['electron/preload.ts'],
  outfile: 'dist/electron/preload.cjs',
  external: ['electron'],
});
console.log('Built dist/electron/main.cjs and dist/electron/preload.cjs');
