// The only renderer-side file that touches Electron. It exposes, through contextBridge, one
// function per IPC contract channel and a typed event subscription; nothing else.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { CHANNEL_NAMES, EVENT_NAMES } from '../shared/ipc/contract';
import type { IpcResult } from '../shared/ipc/errors';
import {
  IPC_EVENT_CHANNEL,
  ipcChannelName,
  type EventMessageBody,
  type PreloadBridge,
} from '../shared/ipc/wire';

const channels: PreloadBridge['channels'] = {};
for (const name of CHANNEL_NAMES) {
  channels[name] = (payload: unknown) =>
    ipcRenderer.invoke(ipcChannelName(name), payload) as Promise<IpcResult<unknown>>;
}

const allowedEvents = new Set<string>(EVENT_NAMES);

const bridge: PreloadBridge = {
  channels,
  on(event, listener) {
    if (!allowedEvents.has(event)) throw new Error(`Unknown event "${event}"`);
    // Strip Electron's event object: the renderer must not see `sender`.
    const wrapped = (_e: IpcRendererEvent, msg: EventMessageBody) => {
      if (msg.event === event) listener(msg.payload);
    };
    ipcRenderer.on(IPC_EVENT_CHANNEL, wrapped);
    return () => ipcRenderer.removeListener(IPC_EVENT_CHANNEL, wrapped);
  },
};

contextBridge.exposeInMainWorld('tonExplorer', bridge);
