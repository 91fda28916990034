import type { z } from 'zod';
import type { ChannelDef, EventDef } from './define';
import { appChannels, appEvents } from './channels/app';
import { apiChannels, apiEvents } from './channels/api';
import { profileChannels, profileEvents } from './channels/profiles';
import { sendChannels, sendEvents } from './channels/send';
import { exportChannels, exportEvents } from './channels/exports';
import { workspaceChannels, workspaceEvents } from './channels/workspace';
import { imageChannels } from './channels/images';
import { canvasChannels, canvasEvents } from './channels/canvas';
import { replayChannels, replayEvents } from './channels/replay';
import { replayCaseChannels } from './channels/replay-cases';
import { preflightChannels } from './channels/preflight';

/**
 * The whole IPC contract: every request/response channel with its zod request schema.
 * Main validates each request against it (`electron/core/ipc/router.ts`); the preload and the web
 * shell's socket expose exactly these names; the renderer derives its types from it.
 * Channel names are `domain:verb-noun`.
 */
export const channels = {
  ...appChannels,
  ...profileChannels,
  ...apiChannels,
  ...sendChannels,
  ...exportChannels,
  ...workspaceChannels,
  ...imageChannels,
  ...canvasChannels,
  ...replayChannels,
  ...replayCaseChannels,
  ...preflightChannels,
} satisfies Record<string, ChannelDef<z.ZodType, unknown>>;

/** Every main-to-renderer event with its payload type. */
export const events = {
  ...appEvents,
  ...profileEvents,
  ...apiEvents,
  ...sendEvents,
  ...exportEvents,
  ...workspaceEvents,
  ...canvasEvents,
  ...replayEvents,
} satisfies Record<string, EventDef<unknown>>;

export type Channels = typeof channels;
export type ChannelName = keyof Channels;
/** The request type a caller passes (zod input: defaults may be omitted). */
export type RequestOf<C extends ChannelName> = z.input<Channels[C]['request']>;
/** The request type a handler receives (zod output: defaults applied). */
export type ParsedRequestOf<C extends ChannelName> = z.output<Channels[C]['request']>;
export type ResponseOf<C extends ChannelName> = NonNullable<Channels[C]['types']>['response'];

export type Events = typeof events;
export type EventName = keyof Events;
export type EventPayload<E extends EventName> = NonNullable<Events[E]['types']>['payload'];

/** All channel names, for transports that must refuse anything else. */
export const CHANNEL_NAMES = Object.keys(channels) as ChannelName[];
export const EVENT_NAMES = Object.keys(events) as EventName[];

export function isChannelName(name: unknown): name is ChannelName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(channels, name);
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(events, name);
}
