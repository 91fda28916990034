import { Buffer } from 'buffer';

// @ton/core and shared/ton use Node's global Buffer; the browser has none. Imported first by
// main.tsx, in a chunk of its own (vite.config.ts), so it is set before any module touches it.
const g = globalThis as { Buffer?: typeof Buffer };
g.Buffer ??= Buffer;
