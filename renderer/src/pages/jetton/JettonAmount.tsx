import type { ComponentProps } from 'react';
import { Amount } from '../../components/Amount';
import { unitOf, type JettonInfo } from './jetton-content';

/** An amount of a jetton: its units in the jetton's decimals, with the jetton's symbol. */
export function JettonAmount({
  value,
  info,
}: {
  value: ComponentProps<typeof Amount>['value'];
  info: JettonInfo;
}) {
  return <Amount value={value} {...unitOf(info)} />;
}
