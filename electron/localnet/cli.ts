import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { booleanFlags, stringFlags } from '../../shared/cli-flags';
import { createLocalNetwork, describeAccounts } from './local-network';
import { createLocalNetworkServer } from './server/app';
import type { LocalNetworkServer } from './server/app';
import type { LocalNetworkFull } from './local-network';
import { loadKeysFile } from './server/auth';
import type { ApiKeyConfig } from './server/auth';
import { parseFaultSpecs } from './server/faults';
import type { FaultSpec } from './server/faults';
import { DEFAULT_SEED } from './types';

/**
 * `npm run localnet -- --port N [--host H] [--scenario demo|empty] [--seed S] [--history N]
 *   [--block-interval ms] [--keys f.json] [--network n] [--accounts-out f.json] [--db f]
 *   [--log f] [--faults spec] [--anonymous-rps n]`
 *
 * Starts a local TON network (real TVM via @ton/sandbox, SQLite index) and serves toncenter's
 * v2 and v3 APIs over it. Once serving it prints one line:
 * `Local network: http://127.0.0.1:N/api/v2 http://127.0.0.1:N/api/v3`.
 * `--faults` is test-only fault injection (see server/faults.ts). SIGINT/SIGTERM stop the
 * producer, flush `--db` and exit. Bad flags print an error and exit with status 2.
 */

const USAGE =
  'usage: npm run localnet -- --port N [--host H] [--scenario demo|empty] [--seed S] [--history N] ' +
  '[--block-interval ms] [--keys f.json] [--network n] [--accounts-out f.json] [--db f] [--log f] ' +
  '[--faults spec] [--anonymous-rps n]';

function fail(message: string): never {
  process.stderr.write(`localnet: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function intFlag(value: string | undefined, name: string, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min) fail(`--${name} must be an integer >= ${min}`);
  return Number(value);
}

/** The command line's flags (node:util parseArgs options; every value a string). */
const FLAGS = {
  ...stringFlags(
    'port',
    'host',
    'scenario',
    'seed',
    'history',
    'block-interval',
    'keys',
    'network',
    'accounts-out',
    'db',
    'log',
    'faults',
    'anonymous-rps',
  ),
  ...booleanFlags('help'),
};

/** Parses the command line; an unknown flag or a positional argument exits with status 2. */
function parseFlags() {
  try {
    return parseArgs({ options: FLAGS, strict: true, allowPositionals: false }).values;
  } catch (e) {
    fail((e as Error).message);
  }
}

/** Runs `read`; its error exits with status 2 (a bad `--faults` spec, an unreadable `--keys`). */
async function orFail<T>(read: () => T | Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (e) {
    fail((e as Error).message);
  }
}

/** The parsed flags. */
type Flags = ReturnType<typeof parseFlags>;

/** The flags' validated settings. */
interface Settings {
  port: number;
  scenario: 'demo' | 'empty';
  anonymousRps: number;
  faults: FaultSpec[] | undefined;
  keys: ApiKeyConfig[];
  network: string;
}

/** The validated settings of the flags (status 2 on a bad one). */
async function settingsOf(values: Flags): Promise<Settings> {
  const port = intFlag(values.port, 'port', 8081);
  if (port > 65535) fail('--port must be at most 65535');
  const scenario = values.scenario ?? 'demo';
  if (scenario !== 'demo' && scenario !== 'empty') fail('--scenario must be demo or empty');
  const anonymousRps = values['anonymous-rps'] === undefined ? 1 : Number(values['anonymous-rps']);
  if (!(anonymousRps > 0)) fail('--anonymous-rps must be a positive number');
  const faults = await orFail(() => (values.faults ? parseFaultSpecs(values.faults) : undefined));
  const keys = await orFail(() => (values.keys ? loadKeysFile(values.keys) : []));
  return { port, scenario, anonymousRps, faults, keys, network: values.network ?? 'local' };
}

/**
 * Stops the producer, the server and the network (flushing `--db`) once, then exits with
 * `code`; SIGINT and SIGTERM call it with 0.
 */
function shutdownOn(
  net: LocalNetworkFull,
  server: LocalNetworkServer,
): (code: number) => Promise<void> {
  let closing = false;
  const shutdown = async (code: number) => {
    if (closing) return;
    closing = true;
    net.stopProducer();
    await server.close().catch(() => undefined);
    await net.close().catch((e: unknown) => process.stderr.write(`localnet: ${String(e)}\n`));
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  return shutdown;
}

async function main(): Promise<void> {
  const values = parseFlags();
  if (values.help) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  const { port, scenario, anonymousRps, faults, keys, network } = await settingsOf(values);
  const net = await createLocalNetwork({
    scenario,
    seed: values.seed ?? DEFAULT_SEED,
    history: intFlag(values.history, 'history', 0),
    blockIntervalMs: intFlag(values['block-interval'], 'block-interval', 1000),
    network,
    dbPath: values.db,
  });
  const server = await createLocalNetworkServer({
    net,
    network,
    keys,
    anonymousRps,
    logFile: values.log,
    faults,
  });
  const shutdown = shutdownOn(net, server);
  if (values['accounts-out']) {
    await writeFile(values['accounts-out'], JSON.stringify(describeAccounts(net), null, 2) + '\n');
  }
  let base: string;
  try {
    base = await server.listen(port, values.host ?? '127.0.0.1');
  } catch (e) {
    process.stderr.write(`localnet: cannot listen on port ${port}: ${(e as Error).message}\n`);
    await shutdown(1);
    return;
  }
  net.startProducer();
  process.stdout.write(`Local network: ${base}/api/v2 ${base}/api/v3\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`localnet: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
