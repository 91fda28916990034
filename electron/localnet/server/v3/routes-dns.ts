import type { FastifyInstance } from 'fastify';
import type { LocalNetworkFull } from '../../local-network';
import { addressBook } from './address-book';
import { dnsRecords } from './dns';
import { page, parseStdAddress, single, V3Error } from './params';
import { get } from './route';

/**
 * v3 `dns/records` from the local names (dns.ts): exactly one of `wallet` (std address) or
 * `domain`, validated as toncenter does; records with their address book.
 */
export function registerDnsRoutes(app: FastifyInstance, net: LocalNetworkFull): void {
  get(app, '/dns/records', (q) => {
    const p = page(q, 100);
    const wallet = single(q, 'wallet');
    const domain = single(q, 'domain');
    if (!wallet && !domain) throw new V3Error(422, 'either wallet address or domain is required');
    if (wallet && domain)
      throw new V3Error(422, 'provide either wallet address or domain, not both');
    const records = dnsRecords(
      net.index,
      wallet ? { wallet: parseStdAddress(wallet, 'wallet') } : { domain: domain! },
      p.limit,
      p.offset,
    );
    const addrs = records.flatMap((r) => [r.nft_item_address, r.nft_item_owner, r.dns_wallet]);
    return { records, address_book: addressBook(net.index, addrs) };
  });
}
