import type { FeeEstimate } from '../../../../shared/ipc/channels/send';
import { Amount } from '../../components/Amount';
import { KeyValue } from '../../components/KeyValue';

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
        items={[
          ['Gas', <Amount key="g" value={s.gasFee} />],
          ['Storage', <Amount key="s" value={s.storageFee} />],
          ['Inbound forward', <Amount key="i" value={s.inFwdFee} />],
          ['Forward (outgoing messages)', <Amount key="f" value={s.fwdFee} />],
        ]}
      />
      <p className="muted send-note">
        Estimated by emulation on the current state; the real fee may differ slightly.
      </p>
    </section>
  );
}
