import type { ReactNode } from 'react';
import { toRawUpper } from '../../../shared/ton/address';
import { routePath } from '../routing/routes';
import { EmptyState, ErrorState } from './States';

/**
 * Renders `children` with the raw upper-case form (`0:ABC…`, as v3 uses) of an address from
 * the route, or says why the address is not one.
 */
export function WithRawAddress({
  address,
  children,
}: {
  address: string;
  children: (raw: string) => ReactNode;
}) {
  let raw: string;
  try {
    raw = toRawUpper(address);
  } catch (e) {
    return <ErrorState error={{ code: 'INVALID_INPUT', message: (e as Error).message }} />;
  }
  return <>{children(raw)}</>;
}

/** The empty state of a page whose contract kind is not indexed at the address. */
export function NotIndexed({ what, raw }: { what: string; raw: string }) {
  const article = /^[aeiou]/i.test(what) ? 'an' : 'a';
  return (
    <EmptyState title={`Not ${article} ${what}`}>
      No {what} is indexed at this address. It may be another kind of account:{' '}
      <a href={routePath({ name: 'account', address: raw })}>open it as an account</a>.
    </EmptyState>
  );
}
