import type { FeeEstimate, FeeParts } from '../../../../shared/ipc/channels/send';
import { Amount } from '../../components/Amount';
import { KeyValue } from '../../components/KeyValue';

/** The fee parts shown, in order: each label and its field of the source's fees. */
const PARTS: Array<[string, keyof FeeParts]> = [
  ['Gas', 'gasFee'],
  ['Storage', 'storageFee'],
  ['Inbound forward', 'inFwdFee'],
  ['Forward (outgoing messages)', 'fwdFee'],
];

/** The v2 estimateFee result: the total and its parts (nanotons shown as TON). */
export function FeeView({ fee }: { fee: FeeEstimate }) {
  const s = fee.source;
  return (
    <section className="send-section" aria-labelledby="send-fee-title">
      <h2 id="send-fee-title">Estimated fee</h2>
      <p data-testid="send-fee">
        <Amount value={fee.totalNano} />
      </p>
      <KeyValue
        label="Fee parts"
        items={PARTS.map(([label, part]) => [label, <Amount key={part} value={s[part]} />])}
      />
      <p className="muted send-note">
        Estimated by emulation on the current state; the real fee may differ slightly.
      </p>
    </section>
  );
}
