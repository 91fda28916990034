import { decodeBody, NO_ADDRESS, opcodeName } from '../../../shared/ton/message-body';
import type { V3Message } from '../lib/v3-types';
import { Address } from './Address';
import { Amount } from './Amount';
import { Hash } from './Hash';
import { KeyValue } from './KeyValue';

const ADDRESS_FIELDS = new Set([
  'destination',
  'response_destination',
  'from',
  'response_address',
  'sender',
  'new_owner',
  'prev_owner',
]);

/**
 * One message of a transaction: parties, value, forwarding fee, and its body decoded (text
 * comments; jetton and NFT operations by opcode), with the raw opcode when unknown.
 */
export function MessageView({ msg, title }: { msg: V3Message; title: string }) {
  const body = decodeBody(msg.message_content?.body);
  const decoded = msg.message_content?.decoded as
    { type?: string; comment?: string } | null | undefined;
  const comment = decoded?.type === 'text_comment' ? decoded.comment : body.comment;
  const opName = msg.opcode
    ? (opcodeName(msg.opcode) ?? `Unknown operation ${msg.opcode}`)
    : body.name;
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
  items.push([
    'Operation',
    <span key="op">
      {opName}
      {msg.opcode && <span className="muted"> ({msg.opcode})</span>}
    </span>,
  ]);
  for (const [k, v] of Object.entries(body.fields)) {
    items.push([
      k.replace(/_/g, ' '),
      ADDRESS_FIELDS.has(k) ? (
        <Address key={k} address={v === NO_ADDRESS ? null : v} emptyLabel="none" />
      ) : /amount/.test(k) && k.includes('ton') ? (
        <Amount key={k} value={v} />
      ) : (
        <span key={k} className="mono">
          {v}
        </span>
      ),
    ]);
  }
  if (comment !== undefined)
    items.push([
      'Comment',
      <span key="c" className="comment">
        “{comment}”
      </span>,
    ]);
  if (body.error)
    items.push([
      'Body',
      <span key="e" className="error">
        {body.error}
      </span>,
    ]);
  const flags = [msg.bounce ? 'bounceable' : null, msg.bounced ? 'bounced back' : null].filter(
    Boolean,
  );
  if (flags.length) items.push(['Flags', flags.join(', ')]);
  items.push(['Message hash', <Hash key="h" value={msg.hash} label="message hash" />]);
  return (
    <section className="message" aria-label={title}>
      <h3>{title}</h3>
      <KeyValue items={items} label={title} />
    </section>
  );
}
