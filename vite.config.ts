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
    // Pages load on demand (renderer/src/lib/page-on-demand.ts): the first screen parses about
    // half the code. Shared chunks run before main.tsx's own code, so the Buffer polyfill that
    // @ton/core needs at load is a chunk of its own, the first that main's chunk imports.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // No report of slow plugins on a busy machine: `npm start` prints it before its URL.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'buffer-polyfill',
              test: /buffer-polyfill|[\\/]node_modules[\\/](buffer|base64-js|ieee754)[\\/]/,
              priority: 100,
            },
          ],
        },
      },
    },
  },
});
