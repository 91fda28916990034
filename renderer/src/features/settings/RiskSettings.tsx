import { useEffect, useState } from 'react';
import { nanoToTon, tonToNano } from '../../../../shared/ton/amount';
import { useRisk } from '../risk';
import { setDustThreshold } from '../../api/risk';

/**
 * Risk flags: the dust threshold (TON; an incoming TON transfer under it is flagged "Dust
 * payment"; 0 turns the rule off), kept in the workspace. Overrides are set on each flag.
 */
export function RiskSettings() {
  const risk = useRisk();
  const current = risk ? nanoToTon(risk.settings.dustThresholdNano) : '';
  const [draft, setDraft] = useState(current);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  useEffect(() => setDraft(current), [current]);
  if (!risk) return null;
  const save = async () => {
    try {
      const nano = tonToNano(draft);
      const next = await setDustThreshold({
        network: risk.network,
        thresholdNano: nano.toString(),
      });
      setMessage({ error: false, text: `Saved: ${nanoToTon(next.dustThresholdNano)} TON.` });
    } catch (e) {
      setMessage({ error: true, text: (e as Error).message });
    }
  };
  return (
    <section aria-label="Risk flags">
      <h2>Risk flags</h2>
      <form
        className="settings-choice"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label>
          Dust threshold (TON){' '}
          <input
            inputMode="decimal"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-describedby="dust-help"
          />
        </label>{' '}
        <button type="submit">Save threshold</button>
        <p id="dust-help" className="muted">
          An incoming TON transfer under this amount is flagged as dust (0 turns the rule off; at
          most 1 TON). A label of category “trusted” or “Ignore this rule here” on a flag overrides
          flags about an address.
        </p>
        {message && (
          <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error' : ''}>
            {message.text}
          </p>
        )}
      </form>
    </section>
  );
}
