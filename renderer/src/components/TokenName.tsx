import { judgeName } from '../../../shared/text/name-judgement';
import { impersonatesTon } from '../../../shared/risk/jetton-rules';
import { ChainText } from './ChainText';

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
}) {
  const judged = judgeName([text], { source, dnsItem });
  const fakeTon =
    source === 'jetton' && master !== undefined
      ? impersonatesTon({ master, symbol: null, name: null, [field]: text })[0]?.detail
      : undefined;
  const flag = [judged.flag, fakeTon].filter(Boolean).join('; ');
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
