import { MINUS } from '../../../shared/format';
import { plural } from '../../../shared/plural';
import { sentenceText, type SentencePart } from '../../../shared/ledger/tx-sentence';
import { useAccountNames } from '../lib/address-data';
import { Tooltip } from './Popover';
import { tonText } from '../../../shared/ton/asset-facts';

/**
 * "N more" beside a transaction's counterparty when its outgoing messages went to more
 * addresses than the one shown: a chip (not a signed figure, so it never reads as an amount)
 * whose tooltip and accessible name say who got what when the sentence is given (`-990 TON:
 * 700 to peel-1.ton, 290 to split.ton`, shared/ledger/tx-sentence.ts), else "and N more
 * recipients". Nothing when `count` is 0.
 */
export function MoreRecipients({
  count,
  sentence,
}: {
  count: number;
  /** The transaction's sentence and the TON it sent (nanotons), for a payment to several. */
  sentence?: { parts: readonly SentencePart[]; nanotons: string };
}) {
  if (count <= 0) return null;
  return sentence ? (
    <Recipients count={count} {...sentence} />
  ) : (
    <Chip count={count} words={`and ${plural(count, 'more recipient', 'more recipients')}`} />
  );
}

function Chip({ count, words }: { count: number; words: string }) {
  return (
    <Tooltip tip={words} className="more-chip">
      <span data-testid="more-recipients">{count} more</span>
    </Tooltip>
  );
}

/** The chip with the sentence in words, the recipients named as everywhere else. */
function Recipients({
  count,
  parts,
  nanotons,
}: {
  count: number;
  parts: readonly SentencePart[];
  nanotons: string;
}) {
  const addresses = parts.flatMap((p) => (p.kind === 'address' ? [p.address] : []));
  const name = useAccountNames(addresses);
  const total = `${MINUS}${tonText(nanotons)}`;
  return <Chip count={count} words={sentenceText(parts, total, name)} />;
}
