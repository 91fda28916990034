import type { z } from 'zod';

/**
 * A request/response channel of the IPC contract: a zod schema that main validates every
 * request against, and the response type (a phantom: types only, main is trusted).
 */
export interface ChannelDef<Req extends z.ZodType, Res> {
  readonly request: Req;
  /** Phantom field carrying the response type; always undefined at run time. */
  readonly types?: { response: Res };
}

/** A main-to-renderer event of the contract; the payload type is a phantom. */
export interface EventDef<Payload> {
  /** Phantom field carrying the payload type; always undefined at run time. */
  readonly types?: { payload: Payload };
}

/** Declares a channel: `channel(z.object({...})).returns<Response>()`. */
export function channel<Req extends z.ZodType>(request: Req) {
  return {
    returns<Res>(): ChannelDef<Req, Res> {
      return { request };
    },
  };
}

/** Declares an event with its payload type. */
export function event<Payload>(): EventDef<Payload> {
  return {};
}
