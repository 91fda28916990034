import type { ReactNode } from 'react';
import { Address } from '../../components/Address';
import { OfflineBanner, type CachedQueryState } from '../../persistence/OfflineBanner';

/**
 * The page of one reference contract (a pool, a multisig order): titled, its full address
 * under the title, then `children`; the offline banner of `queries` first when given.
 */
export function ContractArticle({
  title,
  address,
  queries,
  children,
}: {
  title: string;
  address: string;
  queries?: readonly CachedQueryState[];
  children: ReactNode;
}) {
  return (
    <article className="ref-page" aria-label={title}>
      {queries && <OfflineBanner queries={queries} />}
      <h2>{title}</h2>
      <p>
        <Address address={address} short={false} />
      </p>
      {children}
    </article>
  );
}
