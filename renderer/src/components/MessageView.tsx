import { Cell } from '@ton/core';
import {
  decodeWalletBody,
  guessWalletVersion,
  type DecodedWalletMessage,
} from '../../../shared/send/wallet-body';
import { parseAddress } from '../../../shared/ton/address';
import { decodeBody, NO_ADDRESS, type DecodedMessageBody } from '../../../shared/ton/message-body';
import type { MetadataMap, V3Message } from '../lib/v3-types';
import { looseText } from './loose-fields';
import { Address } from './Address';
import { ErrorBoundary } from './ErrorBoundary';
import { Amount } from './Amount';
import { ChainText } from './ChainText';
import { Hash } from './Hash';
import { KeyValue } from './KeyValue';
import { jettonOfWallet } from './MovedAmount';
import { DateTime } from './DateTime';

const ADDRESS_FIELDS = new Set([
  'destination',
  'response_destination',
  'from',
  'response_address',
  'sender',
  'new_owner',
  'prev_owner',
]);

/** Jetton bodies sent TO a jetton wallet (transfer, burn, internal transfer). */
const TO_WALLET = new Set(['jetton-transfer', 'jetton-burn', 'jetton-internal-transfer']);
/** Jetton bodies sent BY a jetton wallet (notification, burn notification). */
const FROM_WALLET = new Set(['jetton-notify', 'jetton-burn-notification']);

/** The jetton wallet a jetton body travels to or from, or null for other bodies. */
function jettonWalletOf(
  body: DecodedMessageBody,
  source: string | null | undefined,
  destination: string | null | undefined,
): string | null {
  if (TO_WALLET.has(body.kind)) return destination ?? null;
  if (FROM_WALLET.has(body.kind)) return source ?? null;
  return null;
}

/**
 * The decoded fields of a body as key/value rows: addresses as addresses, TON amounts in TON,
 * the jetton `amount` with the master's decimals and symbol (`assetFacts`), anything else as
 * its raw text.
 */
function bodyRows(
  body: DecodedMessageBody,
  jettonWallet: string | null,
  metadata: MetadataMap | undefined,
): Array<[string, React.ReactNode]> {
  const jetton = jettonWallet ? jettonOfWallet(jettonWallet, metadata) : null;
  return Object.entries(body.fields).map(([k, v]) => [
    k.replace(/_/g, ' '),
    ADDRESS_FIELDS.has(k) ? (
      <Address key={k} address={v === NO_ADDRESS ? null : v} emptyLabel="none" />
    ) : /amount/.test(k) && k.includes('ton') ? (
      <Amount key={k} value={v} />
    ) : k === 'amount' && jetton ? (
      <Amount
        key={k}
        value={v}
        decimals={jetton.decimals}
        symbol={jetton.symbol}
        master={jetton.master}
      />
    ) : (
      <span key={k} className="mono">
        {v}
      </span>
    ),
  ]);
}

/** The operation of a body in words, with its opcode. */
function operationCell(body: DecodedMessageBody, key: string) {
  return (
    <span key={key}>
      {body.kind === 'unknown' && body.opcode ? 'Unknown operation' : body.name}
      {body.opcode && <span className="muted"> ({body.opcode})</span>}
    </span>
  );
}

/**
 * Reads an external inbound message to a wallet as the signed request it is (v3R2, v4R2, v5R1
 * layouts), or null when the body is no standard wallet request.
 */
function walletRequest(
  bodyB64: string | null | undefined,
  destination: string | null | undefined,
): DecodedWalletMessage | null {
  if (!bodyB64 || !destination) return null;
  try {
    const cell = Cell.fromBase64(bodyB64);
    const version = guessWalletVersion(cell);
    if (!version) return null;
    const workchain = parseAddress(destination).address.workChain;
    return { ...decodeWalletBody(cell, version, workchain), versionSource: 'body-layout' };
  } catch {
    return null;
  }
}

/** The signed part of a wallet request and each out-message it asks for, decoded. */
function WalletRequestView({
  req,
  metadata,
}: {
  req: DecodedWalletMessage;
  metadata: MetadataMap | undefined;
}) {
  const head: Array<[string, React.ReactNode]> = [
    ['Operation', `Wallet ${req.version} request (signed external message)`],
    ['seqno', <span key="s">{req.seqno}</span>],
    [
      'valid_until',
      <span key="v">
        {req.validUntil} (<DateTime unix={req.validUntil} />)
      </span>,
    ],
    ['Wallet id', String(req.walletId)],
    [
      'Signature',
      <span key="sig" className="mono break" title={req.signature}>
        {req.signature.slice(0, 16)}…
      </span>,
    ],
  ];
  for (const a of req.otherActions) head.push(['Request', a]);
  return (
    <>
      <KeyValue items={head} label="Wallet request" />
      {req.messages.map((m) => {
        const dest = m.destination?.raw ?? null;
        const items: Array<[string, React.ReactNode]> = [
          ['To', <Address key="t" address={dest} emptyLabel="External out" />],
          ['Value', <Amount key="v" value={m.valueNano} />],
          ['Send mode', String(m.mode)],
          ['Bounceable', m.bounce ? 'yes' : 'no'],
          ['Operation', operationCell(m.body, 'op')],
          ...bodyRows(m.body, jettonWalletOf(m.body, null, dest), metadata),
        ];
        if (m.stateInit) items.push(['State init', 'attached (deploys the destination)']);
        if (m.body.comment !== undefined)
          items.push([
            'Comment',
            <span key="c" className="comment">
              “<ChainText text={m.body.comment} max={2000} lineBreaks />”
            </span>,
          ]);
        return (
          <section
            key={m.index}
            className="message signed-out-message"
            aria-label={`Signed out-message ${m.index + 1}`}
          >
            <h4>Signed out-message {m.index + 1}</h4>
            <KeyValue items={items} label={`Signed out-message ${m.index + 1}`} />
          </section>
        );
      })}
    </>
  );
}

/** {@link MessageBody} in its own error boundary: a message that cannot be drawn fails alone. */
export function MessageView(props: {
  msg: V3Message;
  title: string;
  metadata?: MetadataMap | undefined;
}) {
  return (
    <ErrorBoundary label={props.title} data={props.msg}>
      <MessageBody {...props} />
    </ErrorBoundary>
  );
}

/**
 * One message of a transaction: parties, value, forwarding fee, and its body decoded: text
 * comments, jetton (amounts with the master's decimals from `metadata`) and NFT operations,
 * and an external message to a wallet as the signed request it is (seqno, valid_until, the
 * out-messages it asks for with their own decoded bodies), never as an opcode read from the
 * signature's bits.
 */
function MessageBody({
  msg,
  title,
  metadata,
}: {
  msg: V3Message;
  title: string;
  metadata?: MetadataMap | undefined;
}) {
  const external = !msg.source;
  const request = external ? walletRequest(msg.message_content?.body, msg.destination) : null;
  const body = decodeBody(msg.message_content?.body);
  const decoded = msg.message_content?.decoded as { type?: unknown; comment?: unknown } | null;
  // Loose field: toncenter's decoding is not schema-checked; a non-string fails this panel.
  const comment =
    decoded?.type === 'text_comment'
      ? looseText(decoded.comment, 'message_content.decoded.comment')
      : body.comment;
  const items: Array<[string, React.ReactNode]> = [
    [
      'From',
      <Address key="f" address={msg.source} emptyLabel="External (off-chain)" short={false} />,
    ],
    [
      'To',
      <Address key="t" address={msg.destination} emptyLabel="External out (log)" short={false} />,
    ],
  ];
  if (msg.value !== null && msg.value !== undefined)
    items.push(['Value', <Amount key="v" value={msg.value} />]);
  if (msg.fwd_fee) items.push(['Forward fee', <Amount key="ff" value={msg.fwd_fee} />]);
  if (!request) {
    items.push([
      'Operation',
      external && body.kind === 'unknown' ? (
        <span key="op">External message (not a standard wallet request)</span>
      ) : (
        operationCell(body, 'op')
      ),
    ]);
    if (!external || body.kind !== 'unknown') {
      items.push(...bodyRows(body, jettonWalletOf(body, msg.source, msg.destination), metadata));
    }
    if (comment !== undefined)
      items.push([
        'Comment',
        <span key="c" className="comment">
          “<ChainText text={comment} max={2000} lineBreaks />”
        </span>,
      ]);
    if (body.error && !external)
      items.push([
        'Body',
        <span key="e" className="error">
          {body.error}
        </span>,
      ]);
  }
  const flags = [msg.bounce ? 'bounceable' : null, msg.bounced ? 'bounced back' : null].filter(
    Boolean,
  );
  if (flags.length) items.push(['Flags', flags.join(', ')]);
  items.push(['Message hash', <Hash key="h" value={msg.hash} label="message hash" />]);
  return (
    <section className="message" aria-label={title}>
      <h3>{title}</h3>
      <KeyValue items={items} label={title} />
      {request && <WalletRequestView req={request} metadata={metadata} />}
    </section>
  );
}
