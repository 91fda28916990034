import { judgeName } from '../../../shared/text/name-judgement';
import { impersonatesTon } from '../../../shared/risk/jetton-rules';
import type { RiskRuleId } from '../../../shared/risk/flags';
import { ChainText } from './ChainText';
import { useNameMarkPolicy } from './name-marks';

/**
 * A token's own name or symbol from its metadata (NFT item or collection, jetton), drawn as
 * chain text (isolated, bounded, hidden characters visible) with a ⚠ when the name rules flag
 * it (it looks like an address, is an unresolved `.ton` name, hides characters) or, for a
 * jetton (`master` given), when it reads as TON (risk rule `impersonates-ton`). The flag says
 * why in its label; the element carries `data-flagged`.
 */
export function TokenName({
  text,
  source,
  field = 'name',
  master,
  dnsItem = false,
  max = 64,
  subject,
}: {
  text: string;
  source: 'nft' | 'jetton';
  /** Which of a jetton's metadata fields `text` is (the flag names it). */
  field?: 'symbol' | 'name';
  /** The jetton master (any form), for the TON impersonation rule. */
  master?: string;
  /** An NFT item the index knows as a DNS item: its `.ton` name is its own. */
  dnsItem?: boolean;
  max?: number;
  /** The token's address (NFT item; a jetton's is `master`): an override there clears the ⚠. */
  subject?: string;
}) {
  const policy = useNameMarkPolicy();
  const about = subject ?? master;
  const kept = (rule: RiskRuleId) => !about || !policy.overridden(about, rule);
  const judged = judgeName([text], { source, dnsItem });
  const fakeTon =
    source === 'jetton' && master !== undefined && kept('impersonates-ton')
      ? impersonatesTon({ master, symbol: null, name: null, [field]: text })[0]?.detail
      : undefined;
  const nameFlag = judged.rule && kept(judged.rule) ? judged.flag : null;
  const flag = [nameFlag, fakeTon].filter(Boolean).join('; ');
  return (
    <span className="token-name" data-flagged={flag ? 'true' : undefined}>
      <ChainText text={text} max={max} />
      {flag && (
        <>
          {' '}
          <span
            className="name-flag"
            data-testid="name-flag"
            role="img"
            aria-label={flag}
            title={flag}
          >
            ⚠
          </span>
        </>
      )}
    </span>
  );
}
