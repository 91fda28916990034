import type { RiskFlag } from '../../../../shared/risk';
import { sharedEnds } from '../../../../shared/risk';
import { formatAddress, parseAddress } from '../../../../shared/ton/address';
import { parsedOrNull } from '../../../../shared/parses';
import type { Network } from '../../../../shared/profiles';
import { useLookalikeFlag } from './lookalikes';
import { useRisk } from './risk';

/** An address form with the characters it shares at each end marked. */
function Marked({ form, head, tail }: { form: string; head: number; tail: number }) {
  return (
    <code className="lookalike-form">
      <mark>{form.slice(0, head)}</mark>
      {form.slice(head, form.length - tail)}
      <mark>{form.slice(form.length - tail)}</mark>
    </code>
  );
}

/** The genuine address in the same form (flags) as the lookalike's evidence. */
function genuineForm(flag: RiskFlag, network: Network): string | null {
  if (!flag.related) return null;
  const bounceable = parsedOrNull(() => parseAddress(flag.evidence).friendly?.bounceable);
  return parsedOrNull(() =>
    formatAddress(flag.related!, network, { bounceable: bounceable ?? false }),
  );
}

/**
 * A poisoning flag's two addresses side by side, whole, with the ends they share marked: the
 * lookalike (what the transfer came from) above the genuine counterparty it imitates.
 */
export function LookalikePair({ flag }: { flag: RiskFlag }) {
  const network = useRisk()?.network ?? 'mainnet';
  const genuine = genuineForm(flag, network);
  if (!genuine) return null;
  const { head, tail } = sharedEnds(flag.evidence, genuine);
  return (
    <dl className="lookalike-pair" data-testid="lookalike-pair">
      <dt>Lookalike</dt>
      <dd data-testid="lookalike-address">
        <Marked form={flag.evidence} head={head} tail={tail} />
      </dd>
      <dt>Genuine</dt>
      <dd data-testid="genuine-address">
        <Marked form={genuine} head={head} tail={tail} />
      </dd>
    </dl>
  );
}

/**
 * "⚠ Lookalike" before an address a list found imitating a real counterparty on the network
 * (this session or kept in the workspace; nothing for any other address): shown wherever the address is, so it is never copied.
 */
export function LookalikeTag({ address }: { address: string }) {
  const flag = useLookalikeFlag(address);
  const network = useRisk()?.network ?? 'mainnet';
  if (!flag) return null;
  const genuine = genuineForm(flag, network);
  return (
    <span
      className="lookalike-tag"
      data-testid="lookalike-tag"
      title={`Lookalike address: it imitates ${genuine ?? 'a counterparty of an account you viewed'}. Do not pay it.`}
    >
      ⚠ Lookalike
    </span>
  );
}
