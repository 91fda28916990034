/**
 * The local network's front door: what the app's hosts and core (electron/hosts/**,
 * electron/core/**) use of the emulated TON Center. Nothing outside electron/localnet/ imports
 * past this file (lint-enforced, eslint.config.js); tests/ may import its inner modules, which
 * they test.
 */
export { createLocalNetwork } from './local-network';
export { createLocalNetworkServer, type LocalNetworkServer } from './server/app';
export { DEFAULT_SEED, type LocalNetwork } from './types';
