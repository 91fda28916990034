import '../../../renderer/src/lib/buffer-polyfill';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { benchProfile } from './bench-profile';
import { ProfileProvider } from '../../../renderer/src/lib/profile-context';
import { TransactionsTab } from '../../../renderer/src/features/account/TransactionsTab';
import '../../../renderer/src/styles.css';
import { generateTransactions } from './generate-rows';

// The real account transaction list (TransactionsTab → VirtualTable) over 100k generated rows
// placed in the react-query cache under the key the tab reads, as 1000 full pages of 100 and
// an empty last page (so the list knows it is complete and never asks the network).
const ROWS = 100_000;
const PAGE = 100;
const ACCOUNT = '0:' + 'AB'.repeat(32);
const profile = benchProfile;

const client = new QueryClient({
  defaultOptions: { queries: { staleTime: Infinity, retry: false } },
});
const bench = window as unknown as {
  benchGenerateMs?: number;
  benchGenerated?: boolean;
  benchMount?: () => Promise<void>;
  benchSeededAt?: number;
  benchRowsAt?: number;
};
/** Resolves the harness's `benchMount` once the first rows are on screen. */
let rowsShown: (() => void) | null = null;

/** The generated pages, waiting for the harness to mount the list (`benchMount`). */
let generated: { pages: object[]; pageParams: number[] } | null = null;

/** Generates the rows after the first paint (so paint timing measures the app, not the
 * generator) and collects the generator's garbage; then `benchGenerated` is set. */
function generate(): void {
  const t0 = performance.now();
  const txs = generateTransactions(ACCOUNT, ROWS);
  const pages = [];
  for (let i = 0; i < ROWS; i += PAGE) {
    pages.push({ transactions: txs.slice(i, i + PAGE), address_book: {} });
  }
  pages.push({ transactions: [], address_book: {} });
  generated = { pages, pageParams: pages.map((_, i) => i * PAGE) };
  bench.benchGenerateMs = performance.now() - t0;
  // The generator's garbage (about a gigabyte of temporary strings and objects) is not the
  // app's: collected now, not by the first GC inside the measured mount (the bench launches
  // Chromium with --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();
  bench.benchGenerated = true;
}

/** Places the generated pages in the cache under the tab's key and mounts the list. */
function seed(mount: () => void): void {
  client.setQueryData(
    [
      'profile',
      profile.id,
      'v3',
      'transactions',
      { account: [ACCOUNT], sort: 'desc' },
      'pages',
      PAGE,
    ],
    generated,
  );
  bench.benchSeededAt = performance.now();
  performance.mark('bench-seeded');
  mount();
  watchFirstRows();
}

/** Records, in the page's clock, the first frame whose DOM holds the list's first data row
 * (`benchRowsAt`): the frame that paints it. In-page, so the harness's round trips do not count. */
function watchFirstRows(): void {
  // performance.now(), not the callback's argument: that is the frame's start, which can be
  // earlier than the long task that rendered the rows.
  const check = () => {
    if (!document.querySelector('[role="row"][aria-rowindex="2"]')) {
      requestAnimationFrame(check);
      return;
    }
    bench.benchRowsAt = performance.now();
    performance.mark('bench-rows');
    rowsShown?.();
  };
  requestAnimationFrame(check);
}

function Bench() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Two frames: the "Generating" text is painted before the generator blocks the thread.
    requestAnimationFrame(() => setTimeout(generate, 0));
    // The harness mounts the list (so it can read the main thread's CPU time around it);
    // resolves when the first rows are on screen.
    bench.benchMount = () =>
      new Promise<void>((resolve) => {
        rowsShown = resolve;
        seed(() => setReady(true));
      });
  }, []);
  return (
    <main style={{ padding: 16 }}>
      <h1>Transactions (100,000 generated rows)</h1>
      {ready ? <TransactionsTab raw={ACCOUNT} /> : <p>Generating rows…</p>}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={client}>
      <ProfileProvider value={profile}>
        <Bench />
      </ProfileProvider>
    </QueryClientProvider>
  </StrictMode>,
);
