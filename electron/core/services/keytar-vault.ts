import { AppError } from '../../../shared/ipc/errors';
import type { Network } from '../../../shared/profiles';
import { vaultAccount, type SecretVault } from './vault';

/**
 * The part of keytar's API the vault uses. Declared here rather than imported from keytar's
 * types: keytar is an optional dependency (its native build needs libsecret's headers and a
 * compiler), so on a bare machine it is not in node_modules and the code must still compile.
 */
interface Keytar {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** keytar's service name for the app's entries. */
export const KEYCHAIN_SERVICE = 'ton-explorer-desktop';

/** Every "no keychain" message starts so: the user is told first that nothing will be kept. */
const NO_KEYCHAIN = 'Keys cannot be saved: no OS keychain';

/** What the user can still do without a keychain. */
const MEMORY_HINT =
  'Until then the app can hold a key in memory only, until it quits (never written to disk).';

/**
 * The message when keytar (the keychain binding) is missing or does not load. `npm ci` skips
 * keytar when its native build fails (it is an optional dependency) and npm then removes the
 * package, so `npm rebuild keytar` has nothing to rebuild: `npm install` builds it again. When
 * the package is there but its binary does not load, `npm rebuild keytar` is the fix.
 */
export function noBindingMessage(detail: string, absent: boolean): string {
  const why = absent
    ? 'keytar, the keychain binding, is not installed: its native build needs libsecret'
    : `keytar, the keychain binding, did not load: ${detail}`;
  const command = absent ? '`npm install`' : '`npm rebuild keytar`';
  const fix =
    process.platform === 'linux'
      ? `Install libsecret-1-dev (\`sudo apt-get install libsecret-1-dev\`) and run ${command} in the app's folder, then start the app again.`
      : `Install a C++ compiler and run ${command} in the app's folder, then start the app again.`;
  return `${NO_KEYCHAIN} (${why}). ${fix} ${MEMORY_HINT}`;
}

/**
 * What to tell the user when the keychain binding loaded but the OS keychain cannot be reached
 * (no Secret Service on Linux, a locked keychain): what failed and what to do next.
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
  return `${NO_KEYCHAIN} (${detail}).${linux} Keys are never written to disk in plain text. ${MEMORY_HINT}`;
}

function isKeychainFailure(err: unknown): boolean {
  const text = err instanceof Error ? err.message : String(err);
  return /secret|dbus|d-bus|org\.freedesktop|keychain|keyring|libsecret|autolaunch|cannot open shared object|prompt|locked/i.test(
    text,
  );
}

/** True when the import failed because the package is not installed at all. */
function isMissingPackage(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  const text = err instanceof Error ? err.message : String(err);
  return (
    code === 'ERR_MODULE_NOT_FOUND' ||
    (code === 'MODULE_NOT_FOUND' && /['"]keytar['"]/.test(text)) ||
    /Cannot find (package|module) ['"]keytar['"]/.test(text)
  );
}

/**
 * The vault on keytar (OS keychain). keytar is loaded lazily so a missing binding, a missing
 * libsecret or a missing Secret Service becomes `AppError` `VAULT_UNAVAILABLE` with
 * instructions, never a crash and never a plaintext fallback.
 */
export class KeytarVault implements SecretVault {
  private keytar: Promise<Keytar> | null = null;

  constructor(
    private readonly service = KEYCHAIN_SERVICE,
    // `as string`: TypeScript must not resolve keytar (absent on a bare machine); esbuild and
    // Node still see the literal and load it as usual.
    private readonly load: () => Promise<unknown> = () => import('keytar' as string),
  ) {}

  private binding(): Promise<Keytar> {
    this.keytar ??= this.load()
      .then((m) => ((m as { default?: Keytar }).default ?? m) as Keytar)
      .catch((err: unknown) => {
        this.keytar = null;
        throw new AppError({
          code: 'VAULT_UNAVAILABLE',
          message: noBindingMessage((err as Error).message, isMissingPackage(err)),
        });
      });
    return this.keytar;
  }

  private async guard<T>(fn: (k: Keytar) => Promise<T>): Promise<T> {
    const k = await this.binding();
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
