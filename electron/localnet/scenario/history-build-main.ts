// The `--history` build's own process (started by `buildChainApart`): builds the chain into the
// file it is given, closes it, reports the build's figures over IPC and exits. It exits too when
// the process that started it goes (the IPC channel closes), so no build outlives its caller.
import { buildChainFile } from '../local-network';
import type { LocalNetworkOptions } from '../types';
import { BUILD_OPTIONS_ENV } from './history-process';

process.on('disconnect', () => process.exit(1));

async function main(): Promise<void> {
  const options = JSON.parse(process.env[BUILD_OPTIONS_ENV] ?? 'null') as
    (LocalNetworkOptions & { dbPath: string }) | null;
  if (!options?.dbPath) throw new Error(`${BUILD_OPTIONS_ENV} names no database file`);
  const stats = await buildChainFile(options);
  await new Promise<void>((resolve, reject) =>
    process.send!({ stats }, (e: Error | null) => (e ? reject(e) : resolve())),
  );
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(1);
  },
);
