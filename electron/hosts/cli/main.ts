import { parseArgs } from 'node:util';
import { acquireInstanceLock } from '../../core/app/instance-lock';
import { resolveUserDataDir } from '../../core/app/user-data';
import { AppError, isIpcError } from '../../../shared/ipc/errors';
import { networkSchema } from '../../../shared/profiles';
import { booleanFlags, stringFlags } from '../../../shared/cli-flags';
import { createProfileServices, type ProfileServices } from '../../core/services/profile-services';
import { KeytarVault } from '../../core/services/keytar-vault';
import type { SecretVault } from '../../core/services/vault';
import { formatKeyStatus, formatProfiles, toJson } from './format';
import { cliLocalNetworkHook } from './localnet-hook';
import { sendCommand, terminalSendIo } from './commands/send';
import { EXPORT_CLI_OPTIONS, EXPORT_USAGE, exportCommand } from './commands/export';
import { STATEMENT_USAGE, statementCommand } from './commands/statement';
import { LABELS_USAGE, labelsLookupCommand } from './commands/labels';
import { REPLAY_CLI_OPTIONS, REPLAY_USAGE, replayCommand } from './commands/replay';
import { TRACE_USAGE, traceCommand } from './commands/trace';
import { Workspace } from '../../core/services/workspace/workspace';

/**
 * `npm run cli -- <command>` (also the `ton-explorer` bin), over the same services as the app:
 *   profiles list [--json] | add <name> --network <n> --v2 <url> --v3 <url> | remove <name> | use <name>
 *   keys set <profile> [--rps N]   (key read from stdin, validated with one request)
 *   keys clear <profile> | status <profile> | set-rps <profile> <N>
 *   call <profile> <v2|v3> <operation> [name=value ...] [--jsonrpc] [--background]
 *   statement <profile> <address> [--from ISO] [--to ISO] [--json]
 *   labels lookup <network> <address> [--json]   (built-in and user labels, offline)
 *   trace <profile> --from <address> [--tx <hash>] [--asset …] [--rule …] [--budget N] [--json]
 * Global: --user-data <dir> (else env TON_EXPLORER_USER_DATA, else the platform folder).
 * Errors print `ERROR <CODE>: message` on stderr and exit 1 (usage errors exit 2).
 */

const USAGE = `usage: ton-explorer [--user-data <dir>] <command>
  profiles list [--json]
  profiles add <name> --network <mainnet|testnet|local> --v2 <url> --v3 <url>
  profiles remove <name>
  profiles use <name>
  keys set <profile> [--rps N]        (the key is read from stdin)
  keys clear <profile>
  keys status <profile>
  keys set-rps <profile> <N>
  call <profile> <v2|v3> <operation> [name=value ...] [--jsonrpc] [--background]
  send <profile> --boc <file|-> [--yes] [--dry-run] [--json]
         (decode, check, estimate, predict on the latest block; send once, follow, compare
          with the prediction; --dry-run predicts and sends nothing)
${EXPORT_USAGE}
${STATEMENT_USAGE}
${LABELS_USAGE}
${REPLAY_USAGE}
${TRACE_USAGE}`;

class UsageError extends Error {}

function usage(message: string): never {
  throw new UsageError(message);
}

/** Where the CLI reads and writes (the process by default; tests pass their own). */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** The key for `keys set`: first line of stdin. */
  readKey(): Promise<string>;
  env: NodeJS.ProcessEnv;
  /** The key store (default: the OS keychain through keytar). */
  vault?: SecretVault;
}

async function readStdinLine(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('API key: ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (process.stdin.isTTY && (chunk as Buffer).includes(10)) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0]!.trim();
}

const processIo: CliIo = {
  out: (s) => process.stdout.write(`${s}\n`),
  err: (s) => process.stderr.write(`${s}\n`),
  readKey: readStdinLine,
  env: process.env,
};

function parseRps(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!(n > 0) || !Number.isFinite(n)) usage(`--rps must be a positive number, got "${text}"`);
  return n;
}

/** `name=value` pairs; a repeated name becomes an array (v3 array parameters). */
export function parseCallParams(pairs: string[]): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) usage(`parameter "${pair}" must be name=value`);
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    const prev = params[name];
    params[name] =
      prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return params;
}

async function run(argv: string[], io: CliIo): Promise<void> {
  const out = io.out;
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      ...stringFlags('user-data', 'network', 'v2', 'v3', 'rps', 'boc', 'tx', 'asset', 'rule'),
      ...stringFlags('budget', 'hops'),
      ...booleanFlags('json', 'jsonrpc', 'background', 'yes', 'dry-run'),
      help: { type: 'boolean', short: 'h' },
      ...EXPORT_CLI_OPTIONS,
      ...REPLAY_CLI_OPTIONS,
    },
    allowPositionals: true,
    strict: true,
  });
  const [group, action, ...rest] = positionals;
  if (values.help || !group) {
    out(USAGE);
    return;
  }
  const userDataDir = resolveUserDataDir(
    values['user-data'] ? ['--user-data', values['user-data']] : [],
    io.env,
  );
  // Labels are read from the workspace and the shipped sets alone: no services, no network.
  if (group === 'labels') {
    if (action !== 'lookup') usage(`unknown command: labels ${action ?? ''}`.trimEnd());
    labelsLookupCommand(userDataDir, rest, values.json === true, out);
    return;
  }
  // Commands that write to the folder (profiles, keys' rates, export checkpoints, sends) hold
  // it like the app does; reads (`profiles list`, `keys status`, `call`) run beside an app.
  const lock =
    READ_ONLY.has(group) || READ_ONLY.has(`${group} ${action ?? ''}`)
      ? null
      : acquireInstanceLock(
          userDataDir,
          `The CLI (ton-explorer ${group} ${action ?? ''})`.trimEnd(),
        );
  const localnet = cliLocalNetworkHook(userDataDir, io.env);
  let services: ProfileServices | null = null;
  try {
    services = await createProfileServices({
      userDataDir,
      vault: localnet.vault(io.vault ?? new KeytarVault()),
      localnet,
      v2Transport: values.jsonrpc ? 'jsonrpc' : 'rest',
    });
    if (services.store.warning) io.err(`warning: ${services.store.warning}`);
    await dispatch(services, group, action, rest, values, io, userDataDir);
  } finally {
    await services?.close();
    await localnet.close();
    lock?.release();
  }
}

/** Commands (a group, or a group and action) that only read the user-data folder. */
const READ_ONLY = new Set(['call', 'statement', 'replay', 'profiles list', 'keys status']);

/** One command line after parsing: the services, its words, its options and the I/O. */
interface Invocation {
  s: ProfileServices;
  group: string;
  action: string | undefined;
  rest: string[];
  values: Record<string, string | boolean | undefined>;
  io: CliIo;
  /** The user-data folder the command runs on. */
  userDataDir: string;
  /** The first word after the action, or a usage error naming it as `what`. */
  one(what: string): string;
}

/** Runs one command; usage errors throw {@link UsageError}. */
type Command = (c: Invocation) => Promise<void>;

/** Runs the command a group (and action) names, or fails with a usage error. */
async function dispatch(
  s: ProfileServices,
  group: string,
  action: string | undefined,
  rest: string[],
  values: Record<string, string | boolean | undefined>,
  io: CliIo,
  userDataDir: string,
): Promise<void> {
  const one = (what: string) => rest[0] ?? usage(`${group} ${action} needs <${what}>`);
  const entry = Object.hasOwn(COMMANDS, group) ? COMMANDS[group] : undefined;
  const command =
    typeof entry === 'function'
      ? entry
      : entry && action !== undefined && Object.hasOwn(entry, action)
        ? entry[action]
        : undefined;
  if (!command) usage(`unknown command: ${[group, action].filter(Boolean).join(' ')}`);
  await command({ s, group, action, rest, values, io, userDataDir, one });
}

/** `profiles add <name> --network <n> --v2 <url> --v3 <url>`. */
async function profilesAdd({ s, values, io, one }: Invocation): Promise<void> {
  const network = networkSchema.safeParse(values.network);
  if (!network.success) usage('profiles add needs --network mainnet|testnet|local');
  if (typeof values.v2 !== 'string' || typeof values.v3 !== 'string')
    usage('profiles add needs --v2 <url> and --v3 <url>');
  const p = await s.addProfile({
    name: one('name'),
    network: network.data,
    v2Url: values.v2,
    v3Url: values.v3,
  });
  io.out(`added profile "${p.name}" (${p.id}, ${p.network})`);
}

/** `keys set <profile> [--rps N]`: the key from stdin, validated with one request. */
async function keysSet({ s, values, io, one }: Invocation): Promise<void> {
  const profile = one('profile');
  const rps = parseRps(values.rps as string | undefined);
  const key = await io.readKey();
  if (!key) usage('no key on stdin (pipe it in: `echo "$KEY" | ton-explorer keys set <profile>`)');
  const status = await s.setKey(profile, key, rps);
  io.out(`key saved for "${s.store.get(profile).name}": ${formatKeyStatus(status)}`);
}

/** `call <profile> <v2|v3> <operation> [name=value ...] [--background]`: prints the data as JSON. */
async function callCommand({ s, action, rest, values, io }: Invocation): Promise<void> {
  const profile = action ?? usage('call needs <profile> <v2|v3> <operation>');
  const [api, operation, ...pairs] = rest;
  if (api !== 'v2' && api !== 'v3') usage('call needs <profile> <v2|v3> <operation>');
  if (!operation) usage('call needs an operation name');
  const result = await s.api.call({
    profileId: s.store.get(profile).id,
    api,
    operation,
    params: parseCallParams(pairs),
    priority: values.background ? 'background' : 'interactive',
  });
  io.out(toJson(result.data));
}

/** `send <profile> --boc <file|-> [--yes] [--dry-run] [--json]`. */
async function sendCli({ s, action, values, io, userDataDir }: Invocation): Promise<void> {
  const profile = action ?? usage('send needs <profile> --boc <file|->');
  if (typeof values.boc !== 'string')
    usage('send needs --boc <file|-> (a .boc file, or - for stdin)');
  await sendCommand(
    s,
    profile,
    {
      boc: values.boc,
      yes: values.yes === true,
      dryRun: values['dry-run'] === true,
      json: values.json === true,
      userDataDir,
    },
    { ...terminalSendIo, ...io },
  );
}

/** Every command: a group's function, or a group's actions. */
const COMMANDS: Record<string, Command | Record<string, Command>> = {
  profiles: {
    list: async ({ s, values, io }) => {
      const state = await s.profilesState();
      io.out(values.json ? toJson(state) : formatProfiles(state));
    },
    add: profilesAdd,
    remove: async ({ s, io, one }) => {
      const p = await s.removeProfile(one('name'));
      io.out(`removed profile "${p.name}"`);
    },
    use: async ({ s, io, one }) => {
      const p = await s.useProfile(one('name'));
      io.out(`active profile: "${p.name}"`);
    },
  },
  keys: {
    set: keysSet,
    clear: async ({ s, io, one }) => {
      const status = await s.clearKey(one('profile'));
      io.out(`key cleared: ${formatKeyStatus(status)}`);
    },
    status: async ({ s, values, io, one }) => {
      const status = await s.keyStatus(one('profile'));
      io.out(values.json ? toJson(status) : formatKeyStatus(status));
    },
    'set-rps': async ({ s, rest, io, one }) => {
      const rps = parseRps(rest[1] ?? usage('keys set-rps needs <profile> <N>'))!;
      const status = await s.setRps(one('profile'), rps);
      io.out(formatKeyStatus(status));
    },
  },
  call: callCommand,
  send: sendCli,
  statement: async ({ s, action, values, io, one }) => {
    const profile = action ?? usage('statement needs <profile> <address>');
    await statementCommand(s, profile, one('address'), values, io);
  },
  replay: async ({ s, action, values, io, userDataDir }) => {
    await replayCommand(s, action ?? usage('replay needs <profile>'), values, {
      ...io,
      userDataDir,
    });
  },
  export: async ({ s, action, values, io }) => {
    await exportCommand(s, action ?? usage('export needs <profile>'), values, io);
  },
  trace: traceCli,
};

/**
 * `trace <profile> --from <address> …`, the labels (stop categories) from the workspace: the
 * user's over the network's built-in set.
 */
async function traceCli({ s, action, values, io, userDataDir }: Invocation): Promise<void> {
  const profile = action ?? usage('trace needs <profile> --from <address>');
  const workspace = Workspace.open(userDataDir);
  try {
    await traceCommand(s, profile, values, {
      ...io,
      labels: (network, raw) => workspace.directory.get(network, raw),
    });
  } finally {
    workspace.close();
  }
}

/** Runs the CLI; returns the exit code (0 ok, 1 typed error, 2 usage). Never throws. */
export async function main(argv = process.argv.slice(2), io: CliIo = processIo): Promise<number> {
  try {
    await run(argv, io);
    return 0;
  } catch (err) {
    const parseError =
      err instanceof TypeError &&
      String((err as { code?: string }).code).startsWith('ERR_PARSE_ARGS');
    if (err instanceof UsageError || parseError) {
      io.err(`ERROR USAGE: ${(err as Error).message}\n${USAGE}`);
      return 2;
    }
    const e = err instanceof AppError ? err.toData() : isIpcError(err) ? err : null;
    if (e) io.err(`ERROR ${e.code}: ${e.message}`);
    else io.err(`ERROR INTERNAL: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

const entry = process.argv[1] ?? '';
if (entry.endsWith('electron/hosts/cli/main.ts') || entry.endsWith('electron/hosts/cli/main.js')) {
  void main().then((code) => {
    process.exitCode = code;
  });
}
