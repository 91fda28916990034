import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../shared/format';
import type { DecodedExternal } from '../../../../shared/send/decode-external';
import type { DecodedInternalMessage } from '../../../../shared/send/wallet-body';
import { sendModeFeeNote, sendModeFlags } from '../../../../shared/send/send-mode';
import type { Network } from '../../../../shared/profiles';
import { Address } from '../../components/Address';
import { Amount } from '../../components/Amount';
import { CopyButton } from '../../components/CopyButton';
import { Hash } from '../../components/Hash';
import { KeyValue } from '../../components/KeyValue';

function Forms({ decoded, network }: { decoded: DecodedExternal; network: Network }) {
  const d = decoded.destination;
  const rows: Array<[string, string]> = [
    ['Raw', d.raw],
    ['Bounceable', d.bounceable],
    ['Non-bounceable', d.nonBounceable],
    ['Bounceable (testnet flag)', d.testnetBounceable],
    ['Non-bounceable (testnet flag)', d.testnetNonBounceable],
  ];
  return (
    <div className="send-forms" aria-label="Destination address forms">
      {rows.map(([label, value]) => (
        <div key={label} className="form-row">
          <span className="muted form-label">{label}</span>
          <span className="mono break">{value}</span>
          <CopyButton text={value} label={`${label.toLowerCase()} form`} />
        </div>
      ))}
      <p className="muted send-note">
        A BoC carries no network flag: addresses inside it have no test-only bit. This profile is{' '}
        <strong>{network}</strong>
        {network === 'testnet'
          ? ' (forms with the testnet flag apply).'
          : ' (forms without the testnet flag apply).'}
      </p>
    </div>
  );
}

function InternalMessage({ m }: { m: DecodedInternalMessage }) {
  const b = m.body;
  const flags = sendModeFlags(m.mode);
  const feeNote = sendModeFeeNote(m.mode, m.valueNano);
  return (
    <li className="send-message" data-testid="send-internal-message">
      <div>
        <strong>#{m.index + 1}</strong> <Amount value={m.valueNano} /> to{' '}
        {m.destination ? (
          <Address address={m.destination.raw} link={false} />
        ) : (
          <span className="muted">not an internal address</span>
        )}
        <span className="muted">
          {' '}
          · bounce {m.bounce ? 'yes' : 'no'} · mode {m.mode}
          {flags.length > 0 ? ` (${flags.join(', ')})` : ''}
          {m.stateInit ? ' · with state init' : ''}
        </span>
      </div>
      {feeNote && (
        <div className="send-note" data-testid="send-mode-note">
          {feeNote}
        </div>
      )}
      <div className="send-body">
        {b.name}
        {b.opcode && <span className="mono muted"> {b.opcode}</span>}
        {b.comment !== undefined && <q className="send-comment">{b.comment}</q>}
        {Object.keys(b.fields).length > 0 && (
          <dl className="send-fields">
            {Object.entries(b.fields).map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd className="mono break">{v}</dd>
              </div>
            ))}
          </dl>
        )}
        {b.error && <div className="error">{b.error}</div>}
      </div>
    </li>
  );
}

/**
 * The decoded external message: destination in every form, state init, body opcode and, for
 * a standard wallet request, wallet id, seqno, valid_until and each internal message.
 */
export function MessageSummary({
  decoded,
  network,
}: {
  decoded: DecodedExternal;
  network: Network;
}) {
  const w = decoded.wallet;
  const items: Array<[string, ReactNode]> = [
    ['Type', 'External-in message'],
    ['Destination', <Address key="d" address={decoded.destination.raw} short={false} />],
    [
      'State init',
      decoded.stateInit
        ? `Present${decoded.stateInit.wallet ? ` (wallet ${decoded.stateInit.wallet} code: deploys the wallet)` : ''}`
        : 'None',
    ],
    ['Body opcode', decoded.bodyOpcode ?? '(none)'],
    ['Message hash', <Hash key="h" value={decoded.hash} short={false} label="message hash" />],
  ];
  if (w) {
    items.push(
      [
        'Wallet',
        `${w.version} (${w.versionSource === 'body-layout' ? 'from the body layout' : w.versionSource === 'state-init' ? 'from the state init' : 'from the account code'})`,
      ],
      [
        'Wallet id',
        `${w.walletId}${w.walletIdNetwork ? ` (${w.walletIdNetwork.network}, global id ${w.walletIdNetwork.globalId})` : ''}`,
      ],
      ['Seqno', String(w.seqno)],
      ['Valid until', `${formatDateTime(w.validUntil)} (${w.validUntil})`],
      ['Total value', <Amount key="t" value={decoded.totalValueNano} />],
    );
  }
  return (
    <section className="send-section" aria-labelledby="send-summary-title">
      <h2 id="send-summary-title">Message</h2>
      <KeyValue items={items} label="Decoded message" />
      <Forms decoded={decoded} network={network} />
      {w ? (
        <>
          <h3>Internal messages ({w.messages.length})</h3>
          <ol className="send-messages">
            {w.messages.map((m) => (
              <InternalMessage key={m.index} m={m} />
            ))}
          </ol>
          {w.otherActions.length > 0 && (
            <ul>
              {w.otherActions.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p className="muted">{decoded.walletNote}</p>
      )}
    </section>
  );
}
