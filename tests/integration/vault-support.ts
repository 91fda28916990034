import { KeytarVault } from '../../electron/core/services/keytar-vault';

/**
 * Whether keychain tests may run: only inside scripts/with-keyring.sh (a throwaway
 * gnome-keyring in a private D-Bus session), never against the developer's own keychain.
 * Outside CI a missing Secret Service skips with a message; under CI it fails.
 */
export async function keyringAvailable(suite: string): Promise<boolean> {
  const inKeyring = process.env.TON_EXPLORER_IN_KEYRING === '1';
  let reason: string | null = inKeyring ? null : 'not running under scripts/with-keyring.sh';
  if (!reason) {
    try {
      await new KeytarVault('ton-explorer-probe').probe();
    } catch (e) {
      reason = (e as Error).message;
    }
  }
  if (!reason) return true;
  const message = `${suite}: no Secret Service (${reason}). Run: bash scripts/with-keyring.sh npx vitest run tests/integration/${suite}`;
  if (process.env.CI) throw new Error(message);
  console.warn(`skipping ${message}`);
  return false;
}
