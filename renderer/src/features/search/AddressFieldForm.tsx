import { useState } from 'react';
import { useProfile } from '../../lib/profile-context';
import { resolveAddressField } from './address-field';

/**
 * A one-field form that asks for an account: any form the search takes (addresses, and .ton
 * names resolved to their wallet, see {@link resolveAddressField}). On submit it hands the raw
 * address to `onAddress`, or says under the form why the text is no address.
 */
export function AddressFieldForm({
  label,
  inputLabel,
  submitLabel,
  initial = '',
  onAddress,
}: {
  /** The words before the field. */
  label: string;
  /** The field's accessible name. */
  inputLabel: string;
  submitLabel: string;
  /** What the field holds at first (e.g. the account of the route). */
  initial?: string;
  onAddress: (raw: string) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const profile = useProfile();
  return (
    <>
      <form
        className="ref-controls"
        onSubmit={(e) => {
          e.preventDefault();
          resolveAddressField(draft, profile).then(
            (raw) => {
              setError(null);
              onAddress(raw);
            },
            (err: Error) => setError(err.message),
          );
        }}
      >
        <label>
          {label}
          <input
            type="text"
            aria-label={inputLabel}
            placeholder="Address in any form, or a name (alice.ton)"
            value={draft}
            size={52}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button type="submit">{submitLabel}</button>
      </form>
      {error && <p className="error">{error}</p>}
    </>
  );
}
