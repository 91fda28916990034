import { routePath } from './routes';

/** Unknown route: says so and links home. */
export function NotFoundPage({ path }: { path: string }) {
  return (
    <section className="state state-empty" role="status">
      <h1>Page not found</h1>
      <p>
        Nothing lives at <code>{path}</code>.{' '}
        <a href={routePath({ name: 'home' })}>Go to the start page</a> or use the search.
      </p>
    </section>
  );
}
