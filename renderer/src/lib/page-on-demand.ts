import { lazy, type ComponentType } from 'react';

/**
 * A page whose code is loaded when it is first shown: its module (and what only it uses)
 * becomes a chunk of its own, so the first screen parses the code it shows rather than every
 * page of the app. A feature's index exports its pages this way; the shell renders them inside
 * a `Suspense` (App.tsx), which shows "Loading the page…" for the moment the chunk takes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any page's own props
export function pageOnDemand<C extends ComponentType<any>>(load: () => Promise<C>): C {
  return lazy(() => load().then((page) => ({ default: page }))) as unknown as C;
}
