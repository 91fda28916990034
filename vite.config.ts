import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The renderer is served from file:// in Electron and from 127.0.0.1 in the web shell, so
// asset URLs are relative.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    // One bundle read from the local disk (desktop app, web shell on 127.0.0.1), not over a
    // network: its size costs little. Splitting it would run shared chunks before the Buffer
    // polyfill that main.tsx installs first, which @ton/core needs at load.
    chunkSizeWarningLimit: 4000,
  },
});
