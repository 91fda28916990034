import { createLocalNetwork } from './electron/localnet/local-network';
const t = Date.now();
const net = await createLocalNetwork({ scenario: 'demo', seed: 'ton-explorer-demo', history: 100000, blockIntervalMs: 0, network: 'local', dbPath: '/tmp/h100k.sqlite' });
console.log('built', Date.now() - t);
await net.close();
console.log('saved', Date.now() - t);
