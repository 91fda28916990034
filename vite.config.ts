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
    chunkSizeWarningLimit: 2000,
  },
});
