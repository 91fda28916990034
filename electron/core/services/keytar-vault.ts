import type * as KeytarModule from 'keytar';
import { AppError } from '../../../shared/ipc/errors';
import type { Network } from '../../../shared/profiles';
import { vaultAccount, type SecretVault } from './vault';

type Keytar = typeof KeytarModule;

/** keytar's service name for the app's entries. */
export const KEYCHAIN_SERVICE = 'ton-explorer-desktop';

/**
 * What to tell the user when the OS keychain cannot be reached: what failed and what to do next.
 */
export function vaultUnavailableMessage(detail: string): string {
  const linux =
    process.platform === 'linux'
      ? ' On Linux, keys are kept through the Secret Service on the D-Bus session bus: install and ' +
        'start a provider (GNOME Keyring: `apt install gnome-keyring`, or KWallet / KeePassXC with ' +
        'its Secret Service enabled), make sure a D-Bus session is running ' +
        '(DBUS_SESSION_BUS_ADDRESS is set; e.g. log in to a desktop session or run under ' +
        '`dbus-run-session`) and that the keyring is unlocked.'
      : process.platform === 'darwin'
        ? ' Unlock the login keychain (Keychain Access) and try again.'
        : ' Make sure the Windows Credential Manager is available for this user.';
  return `The OS keychain is not available, so the API key cannot be stored (${detail}).${linux} Keys are never written to disk in plain text.`;
}

function isKeychainFailure(err: unknown): boolean {
  const text = err instanceof Error ? err.message : String(err);
  return /secret|dbus|d-bus|org\.freedesktop|keychain|keyring|libsecret|autolaunch|cannot open shared object|prompt|locked/i.test(
    text,
  );
}

/**
 * The vault on keytar (OS keychain). keytar is loaded lazily so a missing libsecret or a
 * missing Secret Service becomes `AppError` `VAULT_UNAVAILABLE` with instructions, never a
 * crash and never a plaintext fallback.
 */
export class KeytarVault implements SecretVault {
  private keytar: Promise<Keytar> | null = null;

  constructor(private readonly service = KEYCHAIN_SERVICE) {}

  private load(): Promise<Keytar> {
    this.keytar ??= import('keytar')
      .then((m) => ((m as { default?: Keytar }).default ?? m) as Keytar)
      .catch((err: unknown) => {
        this.keytar = null;
        throw new AppError({
          code: 'VAULT_UNAVAILABLE',
          message: vaultUnavailableMessage(`keytar could not load: ${(err as Error).message}`),
        });
      });
    return this.keytar;
  }

  private async guard<T>(fn: (k: Keytar) => Promise<T>): Promise<T> {
    const k = await this.load();
    try {
      return await fn(k);
    } catch (err) {
      if (err instanceof AppError) throw err;
      const detail = err instanceof Error ? err.message : String(err);
      if (isKeychainFailure(err) || process.platform === 'linux') {
        throw new AppError({ code: 'VAULT_UNAVAILABLE', message: vaultUnavailableMessage(detail) });
      }
      throw new AppError({ code: 'INTERNAL', message: `Keychain error: ${detail}` });
    }
  }

  get(profileId: string, network: Network): Promise<string | null> {
    return this.guard((k) => k.getPassword(this.service, vaultAccount(profileId, network)));
  }

  set(profileId: string, network: Network, key: string): Promise<void> {
    return this.guard((k) => k.setPassword(this.service, vaultAccount(profileId, network), key));
  }

  delete(profileId: string, network: Network): Promise<boolean> {
    return this.guard((k) => k.deletePassword(this.service, vaultAccount(profileId, network)));
  }

  /** Reads a probe entry: any answer (even "none") proves the Secret Service is reachable. */
  async probe(): Promise<void> {
    await this.guard((k) => k.getPassword(this.service, '__probe__'));
  }
}
