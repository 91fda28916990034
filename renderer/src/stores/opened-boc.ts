import { create } from 'zustand';

/**
 * A BoC the OS handed the app (a `.boc` file opened with it or dropped on it), waiting for the
 * Send page to put it in its input; the page takes it (and clears it) when it shows.
 */
export const useOpenedBoc = create<{ boc: string | null; set(boc: string | null): void }>()(
  (set) => ({ boc: null, set: (boc) => set({ boc }) }),
);
