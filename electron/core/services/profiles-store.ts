import { randomBytes } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { AppError } from '../../../shared/ipc/errors';
import {
  BUILTIN_PROFILES,
  DEFAULT_ACTIVE_PROFILE_ID,
  networkSchema,
  newProfileSchema,
  type NewProfile,
  type Profile,
} from '../../../shared/profiles';
import { writeFileAtomic } from './atomic-file';

/** File name of the profiles store inside the user-data folder. */
export const PROFILES_FILE = 'profiles.json';

const fileSchema = z.object({
  version: z.literal(1),
  activeId: z.string(),
  custom: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().min(1),
      network: networkSchema,
      v2Url: z.string(),
      v3Url: z.string(),
    }),
  ),
  /** Plan rate (rps) per profile id, set by the user with a key. Not a secret. */
  rates: z.record(z.string(), z.number().positive()),
  /** Profiles that opted in to loading off-chain token/NFT images (absent: off). */
  images: z.record(z.string(), z.boolean()).default({}),
});
type StoreFile = z.infer<typeof fileSchema>;

function emptyFile(): StoreFile {
  return { version: 1, activeId: DEFAULT_ACTIVE_PROFILE_ID, custom: [], rates: {}, images: {} };
}

/**
 * Profiles as JSON in the user-data folder (`profiles.json`), written atomically. Holds the
 * custom profiles, the active profile and per-profile plan rates; never a key. The built-in
 * Mainnet, Testnet and Local profiles always exist; Local's URLs are runtime-only (the
 * embedded local network picks a port at start).
 */
export class ProfilesStore {
  private data: StoreFile;
  private localUrls: { v2Url: string; v3Url: string } | null = null;
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly file: string,
    data: StoreFile,
    /** Set when a corrupt file was moved aside at load; shown once to the user. */
    readonly warning: string | null,
  ) {
    this.data = data;
  }

  /** Loads the store; a file that is not valid JSON of the right shape is moved aside
   * (`profiles.json.corrupt-<time>`), never overwritten, and a fresh store is used. */
  static async open(userDataDir: string): Promise<ProfilesStore> {
    const file = path.join(userDataDir, PROFILES_FILE);
    let text: string | null = null;
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (text === null) return new ProfilesStore(file, emptyFile(), null);
    let parsed: z.ZodSafeParseResult<StoreFile>;
    try {
      parsed = fileSchema.safeParse(JSON.parse(text));
    } catch {
      parsed = { success: false } as z.ZodSafeParseResult<StoreFile>;
    }
    if (parsed.success) return new ProfilesStore(file, parsed.data, null);
    const aside = `${file}.corrupt-${Date.now()}`;
    await rename(file, aside);
    return new ProfilesStore(
      file,
      emptyFile(),
      `The profiles file was unreadable; it was kept as ${aside} and defaults were restored.`,
    );
  }

  /** Every profile, built-in first, then custom in creation order. */
  list(): Profile[] {
    const builtins = BUILTIN_PROFILES.map((p) =>
      p.id === 'local' && this.localUrls ? { ...p, ...this.localUrls } : { ...p },
    );
    return [...builtins, ...this.data.custom.map((c) => ({ ...c, builtIn: false }))];
  }

  get activeId(): string {
    return this.data.activeId;
  }

  /** A profile by id, or by name (case-insensitive). Throws `AppError` `NOT_FOUND`. */
  get(idOrName: string): Profile {
    const all = this.list();
    const found =
      all.find((p) => p.id === idOrName) ??
      all.find((p) => p.name.toLowerCase() === idOrName.trim().toLowerCase());
    if (!found) {
      const names = all.map((p) => p.name).join(', ');
      throw new AppError({
        code: 'NOT_FOUND',
        message: `No profile "${idOrName}" (profiles: ${names}).`,
      });
    }
    return found;
  }

  /** Adds a custom profile. Throws `INVALID_INPUT` on bad fields, `CONFLICT` on a taken name. */
  async add(input: NewProfile): Promise<Profile> {
    const parsed = newProfileSchema.safeParse(input);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new AppError({ code: 'INVALID_INPUT', message: `Invalid profile: ${detail}` });
    }
    const { name, network, v2Url, v3Url } = parsed.data;
    if (this.list().some((p) => p.name.toLowerCase() === name.toLowerCase() || p.id === name)) {
      throw new AppError({
        code: 'CONFLICT',
        message: `A profile named "${name}" already exists.`,
      });
    }
    const profile = { id: `custom-${randomBytes(4).toString('hex')}`, name, network, v2Url, v3Url };
    await this.update((d) => ({ ...d, custom: [...d.custom, profile] }));
    return { ...profile, builtIn: false };
  }

  /** Removes a custom profile (built-ins cannot be removed: `CONFLICT`). If it was active,
   * Local becomes active. */
  async remove(idOrName: string): Promise<Profile> {
    const profile = this.get(idOrName);
    if (profile.builtIn) {
      throw new AppError({
        code: 'CONFLICT',
        message: `The built-in profile "${profile.name}" cannot be removed.`,
      });
    }
    await this.update((d) => {
      const rates = { ...d.rates };
      delete rates[profile.id];
      const images = { ...d.images };
      delete images[profile.id];
      return {
        ...d,
        custom: d.custom.filter((c) => c.id !== profile.id),
        rates,
        images,
        activeId: d.activeId === profile.id ? DEFAULT_ACTIVE_PROFILE_ID : d.activeId,
      };
    });
    return profile;
  }

  /** Makes a profile the active one. */
  async use(idOrName: string): Promise<Profile> {
    const profile = this.get(idOrName);
    await this.update((d) => ({ ...d, activeId: profile.id }));
    return profile;
  }

  /** The plan rate the user set for a profile's key, or null. */
  rate(profileId: string): number | null {
    return this.data.rates[profileId] ?? null;
  }

  async setRate(profileId: string, rps: number | null): Promise<void> {
    await this.update((d) => {
      const rates = { ...d.rates };
      if (rps === null) delete rates[profileId];
      else rates[profileId] = rps;
      return { ...d, rates };
    });
  }

  /** True when the profile opted in to "Load images from the internet" (default false). */
  loadImages(profileId: string): boolean {
    return this.data.images[profileId] === true;
  }

  /** Turns off-chain image loading on or off for a profile (`NOT_FOUND` for an unknown one). */
  async setLoadImages(idOrName: string, enabled: boolean): Promise<void> {
    const profile = this.get(idOrName);
    await this.update((d) => {
      const images = { ...d.images };
      if (enabled) images[profile.id] = true;
      else delete images[profile.id];
      return { ...d, images };
    });
  }

  /** Records where the embedded local network serves (runtime only, never written). */
  setLocalUrls(urls: { v2Url: string; v3Url: string }): void {
    this.localUrls = urls;
  }

  private update(change: (d: StoreFile) => StoreFile): Promise<void> {
    const run = async () => {
      const next = change(this.data);
      await writeFileAtomic(this.file, `${JSON.stringify(next, null, 2)}\n`);
      this.data = next;
    };
    const p = this.writing.then(run, run);
    this.writing = p.catch(() => undefined);
    return p;
  }
}
