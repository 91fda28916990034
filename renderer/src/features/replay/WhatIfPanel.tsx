import { ErrorState, Loading } from '../../components/States';
import { useWhatIf } from './use-what-if';
import { WhatIfInputs } from './WhatIfInputs';
import { WhatIfResult } from './WhatIfResult';

/**
 * What-if: the transaction run again with its in-message's value, bounce flag or body, or the
 * account's balance, changed; the result beside the chain's, differences marked. Always
 * labelled as an emulation: it is never the chain's result.
 */
export function WhatIfPanel({
  profileId,
  hash,
  inValue,
  inBounce,
  external,
}: {
  profileId: string;
  hash: string;
  /** The chain's in-message value (nanotons) and bounce flag, for the hints. */
  inValue: string | null;
  inBounce: boolean | null;
  /** The in-message is external: it has no value or bounce flag. */
  external: boolean;
}) {
  const w = useWhatIf(profileId, hash);
  const { run } = w;
  return (
    <section className="replay-whatif" aria-label="What-if">
      <p className="muted">
        Change an input and run the transaction again on the local TVM, from the same state. The
        result is an emulation, shown beside the chain's: it is not what happened on the chain.
      </p>
      <WhatIfInputs w={w} inValue={inValue} inBounce={inBounce} external={external} />
      {run.isPending && <Loading label="Running the what-if on the local TVM…" />}
      {run.isError && !w.formError && <ErrorState error={run.error} />}
      {run.data && <WhatIfResult w={run.data} />}
    </section>
  );
}
