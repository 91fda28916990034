import type { OperationResponse } from '../../../../shared/api/catalogue';
import type { Network } from '../../../../shared/profiles';
import { fetchApi } from '../../api/queries';
import { readAddress } from './address-input';
import { searchDomain } from './search';

/**
 * The raw address (`0:83df…`, lower-case) of what the user typed in an address field: any
 * address form the search takes, or a `.ton` name / Telegram username resolved to its wallet
 * record (v3 `dns/records` of the profile). Throws `Error` with the precise reason (bad
 * checksum, wrong length, a name that does not resolve or has no wallet record).
 */
export async function resolveAddressField(
  input: string,
  profile: { id: string; network: Network },
): Promise<string> {
  const text = input.trim();
  if (!text) throw new Error('Type an address in any form, or a name such as alice.ton.');
  const domain = searchDomain(text);
  if (domain) {
    const found = await fetchApi<OperationResponse<'v3', 'dns/records'>>(
      profile.id,
      'v3',
      'dns/records',
      { domain, limit: 1 },
    );
    const record = found.records[0];
    if (!record) throw new Error(`${domain} does not resolve on this network.`);
    if (!record.dns_wallet) throw new Error(`${domain} is registered but has no wallet record.`);
    const wallet = readAddress(record.dns_wallet, profile.network);
    if (wallet.kind !== 'address') throw new Error(`${domain} points to an unreadable address.`);
    return wallet.raw;
  }
  const read = readAddress(text, profile.network);
  if (read.kind === 'address') return read.raw;
  if (read.kind === 'bad-address') throw new Error(read.reason);
  throw new Error(
    `“${text.slice(0, 80)}” is not an address (raw “0:<64 hex>” or 48 characters) or a name (alice.ton).`,
  );
}
