import { Cell, comment, internal, toNano } from '@ton/core';
import { Blockchain } from '@ton/sandbox';
import { createLocalNetwork, describeAccounts } from './electron/localnet/local-network';
import { DemoWallet } from './electron/localnet/scenario/demo-wallet';
const net = await createLocalNetwork({ scenario: 'demo', seed: 'ton-explorer-demo', history: 0, blockIntervalMs: 0, network: 'local' });
const docs = (describeAccounts(net).wallets as any[]).filter((w) => w.name !== 'faucet');
const ws = await Promise.all(docs.map((d) => DemoWallet.create('ton-explorer-demo', d.name, d.version)));
for (const w of ws) w.seqno = (await net.blockchain.runGetMethod(w.address, 'seqno')).stackReader.readNumber();
const now = Math.floor(Date.now()/1000);
const bocs: Buffer[] = [];
for (let i = 0; i < 300; i++) bocs.push(await ws[i % 5]!.signTransfer([internal({ to: ws[(i+1)%5]!.address, value: toNano('0.001'), bounce: false, body: comment('x') })], now));
for (const dbg of [true, false, true, false]) {
  const raw = await Blockchain.create(); await raw.loadFrom(net.blockchain.snapshot()); raw.now = now;
  raw.verbosity = { ...raw.verbosity, debugLogs: dbg, print: dbg };
  const t = performance.now();
  for (const b of bocs) await raw.sendMessage(Cell.fromBoc(b)[0]!);
  console.log('debugLogs', dbg, (performance.now() - t).toFixed(0), 'ms for', bocs.length * 2, 'tx');
}
await net.close();
