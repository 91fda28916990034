import { useSyncExternalStore } from 'react';
import { parseRoute, routePath, type Route } from './routes';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The current route, re-rendering on navigation. */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  return parseRoute(hash);
}

/** Navigates to a route (pushes a history entry, so Back works). */
export function navigate(route: Route): void {
  window.location.hash = routePath(route);
}
