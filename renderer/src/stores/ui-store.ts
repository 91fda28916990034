import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type Theme = 'light' | 'dark';

/** UI-only state (never server data: that lives in react-query). */
interface UiState {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
  /** Whether the Network panel (the active profile's request log) is open; not persisted. */
  networkPanelOpen: boolean;
  setNetworkPanelOpen(open: boolean): void;
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      theme:
        typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light',
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set((s) => ({ theme: s.theme === 'dark' ? 'light' : 'dark' })),
      networkPanelOpen: false,
      setNetworkPanelOpen: (networkPanelOpen) => set({ networkPanelOpen }),
    }),
    { name: 'ton-explorer.ui', partialize: (s) => ({ theme: s.theme }) },
  ),
);
