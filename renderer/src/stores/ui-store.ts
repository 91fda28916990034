import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { setShownTimeZone, type TimeZoneSetting } from '../../../shared/format';

export type Theme = 'light' | 'dark';
/** How 32-byte hashes are shown: lower-case hex (as Tonviewer/Tonscan) or base64 (as toncenter). */
export type HashFormat = 'hex' | 'base64';

/** UI-only state (never server data: that lives in react-query). */
interface UiState {
  theme: Theme;
  setTheme(theme: Theme): void;
  toggleTheme(): void;
  /** The form every hash field shows (both forms stay one click away). Default hex. */
  hashFormat: HashFormat;
  setHashFormat(format: HashFormat): void;
  /** The clock every date-time is shown in (with its zone named): local time or UTC. */
  timeZone: TimeZoneSetting;
  setTimeZone(zone: TimeZoneSetting): void;
  /**
   * The optional columns the user chose to show (true) or hide (false), by table name and
   * column id; a column not listed is shown when it fits (`components/table-fit.ts`).
   */
  columnChoices: Record<string, Record<string, boolean>>;
  /** Sets a table's choices (null: every optional column back to "when it fits"). */
  setColumnChoices(table: string, choices: Record<string, boolean> | null): void;
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
      hashFormat: 'hex',
      setHashFormat: (hashFormat) => set({ hashFormat }),
      timeZone: 'local',
      setTimeZone: (timeZone) => set({ timeZone }),
      columnChoices: {},
      setColumnChoices: (table, choices) =>
        set((s) => {
          const next = { ...s.columnChoices };
          if (choices) next[table] = choices;
          else delete next[table];
          return { columnChoices: next };
        }),
      networkPanelOpen: false,
      setNetworkPanelOpen: (networkPanelOpen) => set({ networkPanelOpen }),
    }),
    {
      name: 'ton-explorer.ui',
      partialize: (s) => ({
        theme: s.theme,
        hashFormat: s.hashFormat,
        timeZone: s.timeZone,
        columnChoices: s.columnChoices,
      }),
    },
  ),
);

// The shared formatter reads the zone for every date-time the pages format.
setShownTimeZone(useUiStore.getState().timeZone);
useUiStore.subscribe((s) => setShownTimeZone(s.timeZone));
