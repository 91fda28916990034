// The only renderer-side file that touches Electron. It exposes, through contextBridge, one
// function per IPC contract channel and a typed event subscription; nothing else.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNEL_NAMES, EVENT_NAMES } from '../shared/ipc/contract';
import type { IpcResult } from '../shared/ipc/errors';

/** Electron channel name for a contract channel; the prefix keeps ours apart from others. */
const ipcName = (channel: string) => `tx:${channel}`;
const EVENT_CHANNEL = 'tx-event';

const channels: Record<string, (payload: unknown) => Promise<IpcResult<unknown>>> = {};
for (const name of CHANNEL_NAMES) {
  channels[name] = (payload: unknown) =>
    ipcRenderer.invoke(ipcName(name), payload) as Promise<IpcResult<unknown>>;
}

const allowedEvents = new Set<string>(EVENT_NAMES);

contextBridge.exposeInMainWorld('tonExplorer', {
  channels,
  on(event: string, listener: (payload: unknown) => void): () => void {
    if (!allowedEvents.has(event)) throw new Error(`Unknown event "${event}"`);
    // Strip Electron's event object: the renderer must not see `sender`.
    const wrapped = (_e: IpcRendererEvent, msg: { event: string; payload: unknown }) => {
      if (msg.event === event) listener(msg.payload);
    };
    ipcRenderer.on(EVENT_CHANNEL, wrapped);
    return () => ipcRenderer.removeListener(EVENT_CHANNEL, wrapped);
  },
});
