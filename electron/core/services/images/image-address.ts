import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ImageRefused } from './image-check';

/**
 * Where main may fetch a chain-chosen image from (issue 36). The URL is written by whoever
 * minted the token, so without these rules main would fetch `http://127.0.0.1/admin/delete`,
 * a router's page or a cloud metadata address for them. Only public unicast addresses on
 * ports 80 and 443 pass: loopback, private (RFC 1918, IPv6 unique-local), link-local, CGNAT,
 * multicast, unspecified, reserved and addresses that embed one of those (IPv4-mapped, NAT64,
 * 6to4, Teredo) are refused, and so is an IPv4 address written as a number (`2130706433`,
 * `0x7f.1`). A host name is resolved first and every address it resolves to must pass; the
 * connection then goes to the checked address (see `guardedLookup`), so a second answer of the
 * DNS cannot swap it.
 */

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (node:dns by default; tests pass their own). */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver (`getaddrinfo`, as the OS would connect). */
export const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** Ports an image may be fetched from. */
export const IMAGE_PORTS: ReadonlySet<number> = new Set([80, 443]);

/**
 * Hosts the rules do not apply to (tests only: a local image server), as `host` (any port) or
 * `host:port`; from `TON_EXPLORER_IMAGE_TEST_HOSTS` (comma-separated) in the app.
 */
export type ExemptHosts = readonly string[];

/** True when `url`'s host (or host and port) is one of `exempt`. */
export const isExemptHost = (url: URL, exempt: ExemptHosts): boolean =>
  exempt.includes(url.hostname) || exempt.includes(`${url.hostname}:${portOf(url)}`);

/** The port a URL connects to (its scheme's default when it names none). */
export function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** The host as the URL was written (before the URL parser rewrote `0x7f.1` to `127.0.0.1`). */
function writtenHost(raw: string): string {
  const authority = /^[a-z][a-z0-9+.-]*:\/\/([^/?#\\]*)/i.exec(raw.trim())?.[1] ?? '';
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
}

/**
 * Why an IP address may not be fetched from, or null when it may (public unicast). An
 * IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function refusedAddress(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return `${ip} is not an IP address`;
  const parsed = ipaddr.process(ip);
  const range = parsed.range();
  if (range === 'unicast') return null;
  return `${ip} is a ${RANGE_WORDS[range] ?? `${range} `}address, not a public one`;
}

/** ipaddr.js's range names in a user's words. */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'loopback (this computer) ',
  private: 'private network ',
  uniqueLocal: 'private network (IPv6 unique-local) ',
  linkLocal: 'link-local ',
  carrierGradeNat: 'carrier-grade NAT ',
  multicast: 'multicast ',
  unspecified: 'unspecified ',
  broadcast: 'broadcast ',
  reserved: 'reserved ',
};

/**
 * Checks what can be checked of an image URL without the network: the port (80 or 443), an
 * IPv4 address written as a number, and an IP literal's range. Throws {@link ImageRefused}.
 * `raw` is the URL as written (the parser has already normalised `url`).
 */
export function checkImageUrlAddress(url: URL, raw: string, exempt: ExemptHosts = []): void {
  if (isExemptHost(url, exempt)) return;
  const port = portOf(url);
  if (!IMAGE_PORTS.has(port)) throw new ImageRefused(`port ${port}: images come from 80 or 443`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) === 4 && writtenHost(raw).toLowerCase() !== host) {
    throw new ImageRefused(
      `an IP address written as a number (${writtenHost(raw)}, that is ${host})`,
    );
  }
  if (isIP(host)) {
    const why = refusedAddress(host);
    if (why) throw new ImageRefused(why);
  }
}

/**
 * Resolves `hostname` and checks every address ({@link refusedAddress}); resolves with them
 * when all pass, else throws {@link ImageRefused} naming the first refused one. An IP literal
 * is checked as is, without a lookup.
 */
export async function resolvePublic(
  hostname: string,
  lookup: HostLookup,
): Promise<ResolvedAddress[]> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  const addresses: ResolvedAddress[] = family
    ? [{ address: bare, family: family === 6 ? 6 : 4 }]
    : await lookup(bare).catch((err: Error) => {
        throw new ImageRefused(`the host ${bare} could not be resolved (${err.message})`);
      });
  if (!addresses.length) throw new ImageRefused(`the host ${bare} has no address`);
  for (const a of addresses) {
    const why = refusedAddress(a.address);
    if (why) throw new ImageRefused(family ? why : `${bare} resolves to ${why}`);
  }
  return addresses;
}
