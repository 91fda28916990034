import { plural } from '../../../shared/plural';
import { Tooltip } from './Popover';

/**
 * "N more" beside a transaction's counterparty when its outgoing messages went to more
 * addresses than the one shown: a chip (not a signed figure, so it never reads as an amount)
 * with "and N more recipients" in a tooltip and as its accessible name. Nothing when `count`
 * is 0.
 */
export function MoreRecipients({ count }: { count: number }) {
  if (count <= 0) return null;
  const words = `and ${plural(count, 'more recipient', 'more recipients')}`;
  return (
    <Tooltip tip={words} className="more-chip">
      <span data-testid="more-recipients">{count} more</span>
    </Tooltip>
  );
}
