import { createLocalNetwork } from './electron/localnet/local-network';
const net = await createLocalNetwork({ scenario: 'demo', seed: 'ton-explorer-demo', history: 1000, blockIntervalMs: 0, network: 'local' });
const pages = Number(net.index.one('PRAGMA page_count')!.page_count), ps = Number(net.index.one('PRAGMA page_size')!.page_size);
console.log('tx', net.index.one('SELECT count(*) n FROM transactions'), 'MiB', (pages*ps/2**20).toFixed(1), 'rss', (process.memoryUsage().rss/2**20).toFixed(0));
for (const t of ['transactions','messages','traces','actions']) console.log(t, net.index.one(`SELECT sum(length(json)) s FROM ${t}`));
console.log('boc', net.index.one('SELECT sum(length(boc)) s FROM transactions'));
await net.close();
