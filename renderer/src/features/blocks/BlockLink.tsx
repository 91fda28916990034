import type { ReactNode } from 'react';
import { routePath } from '../../routing/routes';
import { blockName } from '../../../../shared/chain/shard';

/** A block's id: its workchain, shard (v3 hex form) and seqno. */
export interface BlockId {
  workchain: number;
  shard: string;
  seqno: number;
}

/**
 * A link to a block's page; it reads the block's short name `wc:shard:seqno` unless
 * `children` say otherwise (e.g. the seqno alone).
 */
export function BlockLink({
  block,
  className,
  children,
}: {
  block: BlockId;
  className?: string;
  children?: ReactNode;
}) {
  const { workchain, shard, seqno } = block;
  return (
    <a className={className} href={routePath({ name: 'block', workchain, shard, seqno })}>
      {children ?? blockName(block)}
    </a>
  );
}

/** The chain a workchain id names, as the block lists write it. */
export const chainName = (workchain: number): string =>
  workchain === -1 ? 'masterchain' : `workchain ${workchain}`;
