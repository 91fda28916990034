import { Fragment, type ReactNode } from 'react';
import type { SentencePart } from '../../../shared/ledger/tx-sentence';
import { formatUnits } from '../../../shared/ton/units';
import { Address } from './Address';
import { TON_DECIMALS, tonText } from '../../../shared/ton/asset-facts';

/**
 * A transaction's sentence (shared/ledger/tx-sentence.ts `movementSentence`) drawn: `total`
 * where the whole amount goes (the page's own amount element), each account as an
 * {@link Address} (name, menu), each recipient's part in TON with its exact nanotons in the
 * tooltip.
 */
export function TxSentence({ parts, total }: { parts: readonly SentencePart[]; total: ReactNode }) {
  return (
    <>
      {parts.map((p, i) =>
        p.kind === 'total' ? (
          <Fragment key={i}>{total}</Fragment>
        ) : p.kind === 'text' ? (
          <span key={i} className="muted">
            {p.text}
          </span>
        ) : p.kind === 'ton' ? (
          <span
            key={i}
            className="amount native"
            data-testid="recipient-part"
            title={`${tonText(p.nanotons)} (${p.nanotons} nanotons)`}
          >
            {formatUnits(p.nanotons, TON_DECIMALS, { group: true })}
          </span>
        ) : (
          <Address key={i} address={p.address} />
        ),
      )}
    </>
  );
}
