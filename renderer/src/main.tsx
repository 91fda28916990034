import './lib/buffer-polyfill';
import { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { CACHE_MAX_AGE_MS, persistOptions } from './persistence/persist-options';
import './styles.css';

// Main already throttles and retries by the API's rules; react-query must not multiply that.
// gcTime matches the persister's max age so viewed pages survive restarts (offline view).
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      gcTime: CACHE_MAX_AGE_MS,
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <App />
    </PersistQueryClientProvider>
  </StrictMode>,
);
