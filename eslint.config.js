import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const electronOnlyInGlue = {
  name: 'electron',
  message: 'Only electron/main.ts and electron/preload.ts may import electron.',
};

/** The layering as lint rules: each side imports only what it may (see README, Architecture). */
const boundary = (patterns) => ({
  'no-restricted-imports': ['error', { paths: [electronOnlyInGlue], patterns }],
});

const rawIpcMessage =
  'Use the typed IPC wrappers: only electron/main.ts and electron/preload.ts touch Electron IPC (see shared/ipc/contract.ts).';

/** Raw Electron IPC outside the two wrappers (electron/main.ts, electron/preload.ts). */
const NO_RAW_IPC = [
  {
    selector: "MemberExpression[property.name='send'][object.property.name='webContents']",
    message: rawIpcMessage,
  },
  {
    selector: "MemberExpression[property.name='send'][object.name='webContents']",
    message: rawIpcMessage,
  },
  {
    selector: 'MemberExpression[object.name=/^ipc(Main|Renderer)$/]',
    message: rawIpcMessage,
  },
];

const rendererNotMain = {
  group: ['**/electron/**', '!./electron-transport'],
  message: 'The renderer reaches main only through shared/ipc and its bridge.',
};

/**
 * Server data is read through renderer/src/api/ (query keys, hooks, calls): nothing else in the
 * renderer imports the bridge, nor api/'s generic `caller` (a bridge call by another name).
 */
const bridgeOnlyInApi = {
  group: ['**/bridge', '**/bridge/**', '**/api/call'],
  message:
    'Only renderer/src/api/ calls the bridge: use its hooks and calls (add one there for a new channel).',
};

/** What every renderer file may not import (the components and features configs extend it). */
const RENDERER_PATTERNS = [rendererNotMain, bridgeOnlyInApi];

const ONLY_THROUGH_INDEX =
  "A feature is imported only through its public index.ts ('../account', not '../account/AccountHeader').";
/** A deep path into a feature folder (renderer/src/features/<feature>/<file>). */
const THROUGH_INDEX = { group: ['**/features/*/**'], message: ONLY_THROUGH_INDEX };

/** The front doors under electron/hosts/: each imports the core, none another. */
const HOSTS = ['desktop', 'web-shell', 'cli'];

/**
 * The local network's one front door is electron/localnet/index.ts: source files outside
 * electron/localnet/ import '…/localnet' (or '…/localnet/index'), never an inner module
 * ('…/localnet/types', '…/localnet/index/rows'). Not applied to tests/: they test the inner
 * modules themselves.
 */
const LOCALNET_FRONT_DOOR = {
  regex: '(^|/)localnet/(?!index$)',
  message:
    "The local network is imported only through its front door, electron/localnet/index.ts ('../../localnet'): export what you need there.",
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'release/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: [electronOnlyInGlue] }],
      'no-restricted-syntax': ['error', ...NO_RAW_IPC],
    },
  },
  {
    // Every JSON text the workspace hands to SQLite is built by sqlJson (electron/sqlite/text.ts):
    // JSON.stringify writes a lone surrogate as `\ud800`, which SQLite's JSON reader stores as
    // bytes that are not UTF-8, and reading that row aborts the process.
    files: ['electron/core/services/workspace/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_RAW_IPC,
        {
          selector: "CallExpression[callee.object.name='JSON'][callee.property.name='stringify']",
          message:
            'Build JSON for SQLite with sqlJson (electron/sqlite/text.ts), never JSON.stringify.',
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: boundary([
      {
        group: ['**/electron/**', '**/renderer/**'],
        message: 'shared/ is imported by both sides and imports neither.',
      },
    ]),
  },
  {
    // The shell (App.tsx, lib/, routing/...) imports a feature only through its index.ts too.
    files: ['renderer/**/*.{ts,tsx}'],
    rules: boundary([...RENDERER_PATTERNS, THROUGH_INDEX]),
  },
  {
    // Generic pieces: a feature plugs into them (props, context), never the other way round.
    files: ['renderer/src/components/**/*.{ts,tsx}'],
    rules: boundary([
      ...RENDERER_PATTERNS,
      {
        group: ['**/features', '**/features/**'],
        message:
          'components/ holds generic pieces and imports no feature: pass what a feature adds as props or through a context (see components/address-extras.tsx).',
      },
    ]),
  },
  {
    // Generic hooks and helpers: the same rule as components/ (state two sides share, such as
    // a BoC opened from the OS for the Send page, lives in stores/).
    files: ['renderer/src/lib/**/*.{ts,tsx}'],
    rules: boundary([
      ...RENDERER_PATTERNS,
      {
        group: ['**/features', '**/features/**'],
        message:
          'lib/ holds generic hooks and helpers and imports no feature: move what both need to stores/ or lib/, or let the feature plug in through props or a context.',
      },
    ]),
  },
  {
    // A feature's files import their own folder freely, another feature only through its index.ts.
    files: ['renderer/src/features/**/*.{ts,tsx}'],
    rules: boundary([
      ...RENDERER_PATTERNS,
      {
        regex: '^\\.\\./(?!\\.\\.)[^/]+/.',
        message: ONLY_THROUGH_INDEX,
      },
      THROUGH_INDEX,
    ]),
  },
  {
    // The query layer is the bridge's one client (and the bridge is itself).
    files: ['renderer/src/api/**/*.{ts,tsx}', 'renderer/src/bridge/**/*.{ts,tsx}'],
    rules: boundary([rendererNotMain]),
  },
  {
    files: ['electron/localnet/**/*.ts'],
    rules: boundary(
      // It speaks toncenter's format on its own, so a bug in the app's client cannot hide in it;
      // nor anything else of the core (router, services, composition root) or of the hosts.
      [
        { group: ['**/shared/api', '**/shared/api/**'] },
        { regex: '^(\\.\\./)+(core|hosts)(/|$)' },
      ].map((pattern) => ({
        ...pattern,
        message:
          'The local network is a separate server: it shares no client, service, API schema, router or host code with the app.',
      })),
    ),
  },
  {
    // Everything of the main process outside the local network (the core and hosts below
    // restate it with their own rules).
    files: ['electron/**/*.ts'],
    ignores: ['electron/localnet/**'],
    rules: boundary([LOCALNET_FRONT_DOOR]),
  },
  {
    // The core (composition root, router, services, client) serves every host and knows none.
    files: ['electron/core/**/*.ts'],
    rules: boundary([
      { regex: '^(\\.\\./)+(hosts/|main$|preload$)', message: 'The core imports no host.' },
      LOCALNET_FRONT_DOOR,
    ]),
  },
  ...HOSTS.map((host) => ({
    // Each front door (Electron, the web shell, the CLI) builds on the core, never on another.
    files: [`electron/hosts/${host}/**/*.ts`],
    rules: boundary([
      ...HOSTS.filter((other) => other !== host).map((other) => ({
        regex: `^(\\.\\./)+(hosts/)?${other}(/|$)`,
        message: 'A host imports the core, never another host.',
      })),
      LOCALNET_FRONT_DOOR,
    ]),
  })),
  {
    // Orchestrators and components are cut into named steps (CONTRIBUTING.md): no function in
    // the main process, shared/ or the renderer (components included) over 80 lines, blank
    // lines and comments not counted.
    files: ['electron/**/*.ts', 'shared/**/*.ts', 'renderer/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The two Electron wrappers are the only places allowed to use Electron and its IPC.
    files: ['electron/main.ts', 'electron/preload.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
