import { describeAction } from '../lib/actions';
import { tokenDisplay } from '../lib/token-info';
import type { MetadataMap, V3Action } from '../lib/v3-types';
import { opcodeName } from '../../../shared/ton/message-body';
import { Address } from './Address';
import { ChainText } from './ChainText';
import { Amount } from './Amount';
import { StatusPill } from './StatusPill';
import type { Status } from '../../../shared/status';
import { sameAddress } from '../../../shared/ton/address';
import type { ReactNode } from 'react';

/**
 * One v3 action in plain words: "TON transfer · A sent 1.5 TON to B · comment", jetton amounts
 * with the master's decimals and symbol from `metadata`, and its `status` (from `actionStatus`,
 * read with the action's transactions) when given.
 */
export function ActionLine({
  action,
  metadata,
  status,
  account,
  amount: amountOverride,
}: {
  action: Pick<V3Action, 'type' | 'details'>;
  metadata?: MetadataMap | undefined;
  status?: Status | undefined;
  /** The account whose history this is: its outgoing amounts read −, incoming +. */
  account?: string | undefined;
  /** Drawn instead of the action's own amount (a payment that bounced reads net). */
  amount?: ReactNode;
}) {
  const v = describeAction(action);
  const amount = amountOverride ?? actionAmount(v, metadata, signFor(v, account));
  return (
    <span className="action-line">
      <strong className="action-title">{v.title}</strong>
      {v.from && <Address address={v.from} />}
      {v.verb && (v.from || v.to) && <span className="muted">{v.verb}</span>}
      {v.nft ? (
        // "A transferred NFT X to B (for 10 TON)"
        <>
          <span className="muted">NFT</span>
          <Address address={v.nft} />
          {v.to && (
            <>
              <span className="muted">{v.toWord ?? 'to'}</span>
              <Address address={v.to} />
            </>
          )}
          {amount && (
            <>
              <span className="muted">for</span>
              {amount}
            </>
          )}
        </>
      ) : (
        <>
          {amount}
          {v.to && (
            <>
              {v.amount && <span className="muted">{v.toWord ?? 'to'}</span>}
              <Address address={v.to} />
            </>
          )}
        </>
      )}
      {v.opcode && <span className="muted">{opcodeName(v.opcode) ?? `op ${v.opcode}`}</span>}
      {v.comment && (
        <span className="comment">
          “<ChainText text={v.comment} max={200} />”
        </span>
      )}
      {status && <StatusPill status={status} />}
    </span>
  );
}

type ActionWords = ReturnType<typeof describeAction>;

/** The sign of the action's amount seen from `account`: − when it sent, + when it received. */
function signFor(v: ActionWords, account: string | undefined): '+' | '-' | undefined {
  if (!account) return undefined;
  if (v.from && sameAddress(v.from, account)) return '-';
  if (v.to && sameAddress(v.to, account)) return '+';
  return undefined;
}

/** The action's own amount: TON, or a jetton in its master's decimals and symbol; else null. */
function actionAmount(
  v: ActionWords,
  metadata: MetadataMap | undefined,
  sign: '+' | '-' | undefined,
): ReactNode {
  if (!v.amount) return null;
  if (!v.amount.asset) return <Amount value={v.amount.value} sign={sign} />;
  const t = tokenDisplay(v.amount.asset, metadata);
  return (
    <Amount
      value={v.amount.value}
      decimals={t.decimals}
      symbol={t.symbol ?? 'jettons'}
      master={v.amount.asset}
      sign={sign}
    />
  );
}
