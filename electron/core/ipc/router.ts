import {
  channels,
  isChannelName,
  type ChannelName,
  type ParsedRequestOf,
  type ResponseOf,
} from '../../../shared/ipc/contract';
import { AppError, type IpcError, type IpcResult } from '../../../shared/ipc/errors';

/** Who sent a request, as judged by the transport (Electron frame check, web-shell token). */
export interface SenderInfo {
  /** False when the transport could not establish that the sender is the app's own renderer. */
  trusted: boolean;
  /** Short description for logs ("electron window 1", "web socket 127.0.0.1:5123"). */
  description: string;
}

/** Per-call context handed to every handler. */
export interface CallContext {
  sender: SenderInfo;
  /** Aborted when the transport goes away (window closed, socket dropped). */
  signal: AbortSignal;
}

export type Handler<C extends ChannelName> = (
  request: ParsedRequestOf<C>,
  ctx: CallContext,
) => Promise<ResponseOf<C>> | ResponseOf<C>;

/** One handler for every channel of the contract: the compiler checks completeness. */
export type Handlers = { [C in ChannelName]: Handler<C> };

/** The router: the one place where IPC requests are validated and dispatched. */
export interface Router {
  /**
   * Validates `channel` against the contract, `payload` against the channel's schema and the
   * sender, then runs the handler. Never throws: every failure is returned as data.
   */
  dispatch(channel: unknown, payload: unknown, ctx: CallContext): Promise<IpcResult<unknown>>;
}

function fail(error: IpcError): IpcResult<never> {
  return { ok: false, error };
}

/** Turns anything thrown by a handler into an {@link IpcError}. */
export function toIpcError(err: unknown): IpcError {
  if (err instanceof AppError) return err.toData();
  if (err instanceof Error && err.name === 'AbortError') {
    return { code: 'CANCELLED', message: 'The request was cancelled.' };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { code: 'INTERNAL', message: `Internal error: ${message}` };
}

/** Builds the router over a complete set of handlers. */
export function createRouter(handlers: Handlers): Router {
  return {
    async dispatch(channel, payload, ctx) {
      if (!ctx.sender.trusted) {
        return fail({
          code: 'FORBIDDEN',
          message: `Request refused: ${ctx.sender.description} is not the app's own window.`,
        });
      }
      if (!isChannelName(channel)) {
        const shown = typeof channel === 'string' ? `"${channel.slice(0, 80)}"` : typeof channel;
        return fail({ code: 'UNKNOWN_CHANNEL', message: `Unknown channel ${shown}.` });
      }
      const parsed = channels[channel].request.safeParse(payload ?? {});
      if (!parsed.success) {
        const detail = parsed.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.length ? i.path.join('.') : 'request'}: ${i.message}`)
          .join('; ');
        return fail({
          code: 'INVALID_REQUEST',
          message: `Invalid request for ${channel}: ${detail}`,
        });
      }
      try {
        const handler = handlers[channel] as Handler<ChannelName>;
        const data = await handler(parsed.data as never, ctx);
        return { ok: true, data };
      } catch (err) {
        return fail(toIpcError(err));
      }
    },
  };
}
