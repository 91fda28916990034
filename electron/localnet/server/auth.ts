import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

/**
 * API keys of the local server (the seed's §5 and §7): a key comes in the `X-API-Key` header
 * or the `api_key` query parameter; an unknown key → 401 `API key does not exist`; a key of
 * another network → 403 `Network not allowed`; no key → anonymous (1 request/s per client).
 */

/** One configured key (`--keys <file.json>` holds an array of these). */
export interface ApiKeyConfig {
  key: string;
  /** Network the key was issued for (compared with the server's `--network`). */
  network: string;
  /** Requests per second allowed for this key (`Infinity` allowed programmatically). */
  rps: number;
}

const keysFileSchema = z.array(
  z.object({
    key: z.string().min(1),
    network: z.string().min(1),
    rps: z.number().positive(),
  }),
);

/** Reads and validates a keys file. Throws `Error` naming the file on bad JSON or shape. */
export async function loadKeysFile(file: string): Promise<ApiKeyConfig[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    throw new Error(`cannot read keys file ${file}: ${(e as Error).message}`, { cause: e });
  }
  const parsed = keysFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `keys file ${file} must be [{ "key", "network", "rps" }]: ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data;
}

/** Outcome of checking a request's key. */
export type AuthResult =
  | { ok: true; clientId: string; keyId: string | null; rps: number }
  | { ok: false; status: 401 | 403; error: string; keyId: string };

/** A short, non-reversible id of a key for logs (never log the key itself). */
export function keyIdOf(key: string): string {
  return 'key:' + createHash('sha256').update(key).digest('hex').slice(0, 10);
}

/** Picks the key from the header or query (header wins when both are present). */
export function extractApiKey(
  headers: Record<string, string | string[] | undefined>,
  query: unknown,
): string | null {
  const header = headers['x-api-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  if (query && typeof query === 'object' && 'api_key' in query) {
    const q = (query as Record<string, unknown>).api_key;
    const v = Array.isArray(q) ? q[0] : q;
    if (typeof v === 'string' && v !== '') return v;
  }
  return null;
}

/** Checks keys against the configured list, in the seed's order: unknown → 401, network → 403. */
export class KeyChecker {
  private readonly keys = new Map<string, ApiKeyConfig>();

  constructor(
    keys: ApiKeyConfig[],
    private readonly network: string,
    private readonly anonymousRps: number,
  ) {
    for (const k of keys) this.keys.set(k.key, k);
  }

  /** `key` null = anonymous, limited per `clientIp`. */
  check(key: string | null, clientIp: string): AuthResult {
    if (key === null) {
      return { ok: true, clientId: 'ip:' + clientIp, keyId: null, rps: this.anonymousRps };
    }
    const keyId = keyIdOf(key);
    const config = this.keys.get(key);
    if (!config) return { ok: false, status: 401, error: 'API key does not exist', keyId };
    if (config.network !== this.network) {
      return { ok: false, status: 403, error: 'Network not allowed', keyId };
    }
    return { ok: true, clientId: keyId, keyId, rps: config.rps };
  }
}
