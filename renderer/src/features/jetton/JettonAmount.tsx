import type { ComponentProps } from 'react';
import { Amount } from '../../components/Amount';
import { unitOf, type JettonInfo } from '../../../../shared/ton/jetton-content';

/**
 * An amount of a jetton: its units in the jetton's decimals, with the jetton's symbol and its
 * master's short address (a jetton never reads as TON).
 */
export function JettonAmount({
  value,
  info,
  master,
}: {
  value: ComponentProps<typeof Amount>['value'];
  info: JettonInfo;
  /** The jetton master (any form). */
  master: string;
}) {
  return <Amount value={value} {...unitOf(info)} master={master} />;
}
