import type { AppInfo, ShellKind } from '../../../shared/ipc/channels/app';
import { apiHandlers } from '../ipc/handlers/api';
import { appHandlers } from '../ipc/handlers/app';
import { profileHandlers } from '../ipc/handlers/profiles';
import { sendHandlers } from '../ipc/handlers/send';
import { exportHandlers } from '../ipc/handlers/exports';
import { workspaceHandlers, type SaveFile } from '../ipc/handlers/workspace';
import { caseStatements, type StatementsOf } from '../services/workspace/report-statements';
import { imageHandlers } from '../ipc/handlers/images';
import { ImageLoader } from '../services/images/image-loader';
import { canvasHandlers } from '../ipc/handlers/canvas';
import { canvasKeyHandlers } from '../ipc/handlers/canvas-keys';
import { replayHandlers } from '../ipc/handlers/replay';
import { replayCaseHandlers } from '../ipc/handlers/replay-cases';
import { replayServiceOf, type ReplayService } from '../services/replay/replay-service';
import { preflightHandlers } from '../ipc/handlers/preflight';
import { preflightServiceOf, type PreflightService } from '../services/preflight/preflight-service';
import { CanvasService } from '../services/canvas/canvas-service';
import { PublicKeyService } from '../services/canvas/public-keys';
import { Workspace } from '../services/workspace/workspace';
import type { OpenedItem } from '../../../shared/desktop/opened-file';
import { WatchService, type AlertNotifier } from '../services/workspace/watch-service';
import { ExportJobManager } from '../services/exports/job-manager';
import { exportDepsFromServices } from '../services/exports/services-deps';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRouter, type Handlers, type Router } from '../ipc/router';
import { createProfileServices, type ProfileServices } from '../services/profile-services';
import { KeytarVault } from '../services/keytar-vault';
import { sendClientOf } from '../services/send/send-client';
import { SendService } from '../services/send/send-service';
import type { SecretVault } from '../services/vault';
import { EmbeddedLocalVault } from './embedded-local-vault';
import { EventBus } from '../ipc/event-bus';
import { EMBEDDED_LOCAL_RPS, LocalNetworkHost } from './local-network-host';
import type { Network } from '../../../shared/profiles';

export interface AppCoreOptions {
  userDataDir: string;
  shell: ShellKind;
  version: string;
  /** Opens an http(s) URL outside the app. */
  openExternal(url: string): Promise<boolean>;
  /** Keychain; the OS keychain through keytar when absent. */
  vault?: SecretVault;
  /** Block interval of the embedded local network, ms (default 1000). */
  localBlockIntervalMs?: number;
  /**
   * Electron's save dialog for exports and workspace files, `format` being the extension
   * (absent in the web shell: files are downloaded).
   */
  chooseSavePath?(suggestedPath: string, format: string): Promise<string | null>;
  /** OS notifications of watch alerts (Electron's Notification; absent in the web shell). */
  notify?: AlertNotifier;
  /** Watch poll interval, ms (default: env TON_EXPLORER_WATCH_INTERVAL_MS, else 30 000). */
  watchIntervalMs?: number;
  /** Files and links the OS handed the desktop app, not yet taken (absent in the web shell). */
  takeOpened?(): OpenedItem[];
}

/**
 * Saves a workspace file (case report, backup) where the save dialog says, suggesting the
 * exports folder; null when the user cancels.
 */
function saveWorkspaceFile(
  choose: NonNullable<AppCoreOptions['chooseSavePath']>,
  exportsDir: string,
): SaveFile {
  return async (fileName, text) => {
    const target = await choose(path.join(exportsDir, fileName), path.extname(fileName).slice(1));
    if (target) await writeFile(target, text, 'utf8');
    return target;
  };
}

/** The main process minus Electron: services, the router over them, and the event bus. */
export interface AppCore {
  router: Router;
  bus: EventBus;
  services: ProfileServices;
  localnet: LocalNetworkHost;
  /** The analyst's workspace database (labels, …). */
  workspace: Workspace;
  close(): Promise<void>;
}

/**
 * The composition root shared by the Electron app and the web shell: builds the services
 * (profiles, vault, throttle, client, the embedded local network host), every IPC handler, and
 * the router that validates requests against the contract.
 */
export async function createAppCore(opts: AppCoreOptions): Promise<AppCore> {
  const bus = new EventBus();
  const { localnet, services } = await openProfileServices(opts);
  const unsubscribeThrottle = services.onThrottleChange((state) =>
    bus.emit('throttle:changed', state),
  );

  const send = new SendService({
    client: sendClientOf(services),
    onProgress: (status) => bus.emit('send:progress', status),
  });

  const workspace = Workspace.open(opts.userDataDir);
  const profileFor = backgroundProfileOf(services);
  const watcher = startWatcher(opts, { bus, services, workspace, profileFor });

  const exportsDir = path.join(opts.userDataDir, 'exports');
  const exportsManager = new ExportJobManager({
    deps: exportDepsFromServices(services, workspace.directory),
    exportsDir,
    emit: (view) => bus.emit('exports:progress', view),
  });
  await exportsManager.init();

  const replay = replayServiceOf(services, opts.userDataDir);
  const preflight = preflightServiceOf(replay.reader, services);
  const handlers = coreHandlers(opts, {
    bus,
    services,
    send,
    replay,
    preflight,
    workspace,
    watcher,
    exportsManager,
    exportsDir,
    statementsOf: caseStatements(services, profileFor),
  });

  return {
    router: createRouter(handlers),
    bus,
    services,
    localnet,
    workspace,
    async close() {
      unsubscribeThrottle();
      await watcher.close();
      await exportsManager.shutdown(); // running exports keep their checkpoints
      send.close();
      replay.close();
      await services.close();
      await localnet.close();
      workspace.close();
    },
  };
}

/**
 * The embedded local network host and the profile services over the vault (the Local profile's
 * key lives with its network). The Local profile gets the embedded network's rate unless the
 * user chose one, and, being the default, its network starts building now.
 */
async function openProfileServices(
  opts: AppCoreOptions,
): Promise<{ localnet: LocalNetworkHost; services: ProfileServices }> {
  const localnet = new LocalNetworkHost({
    userDataDir: opts.userDataDir,
    ...(opts.localBlockIntervalMs !== undefined
      ? { blockIntervalMs: opts.localBlockIntervalMs }
      : {}),
  });
  const vault = new EmbeddedLocalVault(opts.vault ?? new KeytarVault(), localnet);
  const services = await createProfileServices({ userDataDir: opts.userDataDir, vault, localnet });
  // The embedded network serves the app's Local profile at this rate unless the user chose one.
  if (services.store.rate('local') === null)
    await services.store.setRate('local', EMBEDDED_LOCAL_RPS);
  // Local is the default profile: start building its network now rather than on the first page.
  if (services.store.activeId === 'local') void localnet.ensureStarted().catch(() => undefined);
  return { localnet, services };
}

/** The profile that reads a network in the background: the active one, else the built-in. */
type ProfileFor = (network: Network) => string | null;

/** {@link ProfileFor} over the profiles store. */
function backgroundProfileOf(services: ProfileServices): ProfileFor {
  return (network) => {
    const active = services.store.get(services.store.activeId);
    if (active.network === network) return active.id;
    return services.store.list().find((p) => p.network === network && p.builtIn)?.id ?? null;
  };
}

/**
 * The watch poller, started: polls each network's watches at background priority (interval:
 * the option, else env TON_EXPLORER_WATCH_INTERVAL_MS, else its default) and tells the
 * renderer (and the OS, when `notify` is given) about new alerts.
 */
function startWatcher(
  opts: AppCoreOptions,
  core: { bus: EventBus; services: ProfileServices; workspace: Workspace; profileFor: ProfileFor },
): WatchService {
  const { bus, services, workspace } = core;
  const envInterval = Number(process.env.TON_EXPLORER_WATCH_INTERVAL_MS);
  const watcher = new WatchService({
    store: workspace.watches,
    intervalMs: opts.watchIntervalMs ?? (envInterval > 0 ? envInterval : undefined),
    profileFor: core.profileFor,
    v3: (profileId) => services.api.typed(profileId, { priority: 'background' }).v3,
    onAlerts: (network) =>
      bus.emit('workspace:alerts-changed', { network, unread: workspace.watches.unread(network) }),
    labelOf: (network, raw) => workspace.directory.get(network, raw)?.label ?? null,
    notify: opts.notify,
  });
  watcher.start();
  return watcher;
}

/** Every IPC handler over the core's services (and the canvas, key and image services they alone use). */
function coreHandlers(
  opts: AppCoreOptions,
  core: {
    bus: EventBus;
    services: ProfileServices;
    send: SendService;
    replay: ReplayService;
    preflight: PreflightService;
    workspace: Workspace;
    watcher: WatchService;
    exportsManager: ExportJobManager;
    exportsDir: string;
    statementsOf: StatementsOf;
  },
): Handlers {
  const { bus, services, workspace, exportsDir } = core;
  // The canvas reads ledgers at interactive priority: the user is waiting for the picture.
  const canvas = new CanvasService({
    v3: (profileId, defaults) => services.api.typed(profileId, defaults).v3,
  });
  const publicKeys = new PublicKeyService({
    networkOf: (profileId) => services.store.get(profileId).network,
    v2: (profileId) => services.api.typed(profileId).v2,
  });
  const images = new ImageLoader({
    userDataDir: opts.userDataDir,
    enabled: (profileId) => services.store.loadImages(profileId),
    // Tests only: a local image host (`127.0.0.1` or `host:port`, comma-separated) exempt from
    // the public-address rule; unset in use.
    exemptHosts: (process.env.TON_EXPLORER_IMAGE_TEST_HOSTS ?? '').split(',').filter(Boolean),
  });
  const info: AppInfo = { version: opts.version, shell: opts.shell, userDataDir: opts.userDataDir };
  return {
    ...appHandlers({ info, openExternal: opts.openExternal, takeOpened: opts.takeOpened }),
    ...profileHandlers(services, bus.emit),
    ...apiHandlers(services),
    ...sendHandlers(core.send),
    ...imageHandlers(services, images, bus.emit),
    ...exportHandlers({
      manager: core.exportsManager,
      exportsDir,
      chooseSavePath: opts.chooseSavePath,
    }),
    ...workspaceHandlers(
      workspace,
      bus.emit,
      () => void core.watcher.pollNow(),
      opts.chooseSavePath && saveWorkspaceFile(opts.chooseSavePath, exportsDir),
      core.statementsOf,
    ),
    ...canvasHandlers(canvas, workspace.canvases, bus.emit, (network, raw) =>
      workspace.directory.get(network, raw),
    ),
    ...canvasKeyHandlers(publicKeys, bus.emit),
    ...replayHandlers(core.replay, bus.emit),
    ...replayCaseHandlers(
      core.replay,
      workspace.replays,
      (profileId) => services.store.get(profileId).network,
      bus.emit,
    ),
    ...preflightHandlers(core.preflight),
  };
}
