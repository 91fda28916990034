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
  benchSeededAt?: number;
  benchRowsAt?: number;
};

/** Generates the rows after the first paint (so paint timing measures the app, not the
 * generator), seeds the cache, then mounts the real list. */
function seed(): void {
  const t0 = performance.now();
  const txs = generateTransactions(ACCOUNT, ROWS);
  const pages = [];
  for (let i = 0; i < ROWS; i += PAGE) {
    pages.push({ transactions: txs.slice(i, i + PAGE), address_book: {} });
  }
  pages.push({ transactions: [], address_book: {} });
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
    { pages, pageParams: pages.map((_, i) => i * PAGE) },
  );
  bench.benchGenerateMs = performance.now() - t0;
  bench.benchSeededAt = performance.now();
  performance.mark('bench-seeded');
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
  };
  requestAnimationFrame(check);
}

function Bench() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Two frames: the "Generating" text is painted before the generator blocks the thread.
    requestAnimationFrame(() =>
      setTimeout(() => {
        seed();
        setReady(true);
      }, 0),
    );
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
