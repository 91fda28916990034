import { describe, expect, it } from 'vitest';
import { followMessage } from '../../electron/core/services/send/follow';
import type { SendClient } from '../../electron/core/services/send/send-client';
import type { SendStatus } from '../../shared/ipc/channels/send';

/** A wallet transaction that received the external message (v3 `Transaction` parts). */
const walletTx = (traceId: string | null) => ({
  hash: 'aGFzaA==',
  account: '0:AA',
  lt: '10',
  trace_id: traceId,
  emulated: false,
  description: {
    compute_ph: { skipped: false, success: true, exit_code: 0 },
    action: { success: true, result_code: 0 },
  },
  in_msg: { hash: 'bXNn', bounced: false },
});

/** A client whose v3 answers are fixed: the message's transaction, and a trace still pending. */
function client(traceId: string | null): SendClient {
  const v3 = {
    transactionsByMessage: async () => ({ transactions: [walletTx(traceId)] }),
    pendingTraces: async () => ({ traces: [] }),
    traces: async () => ({
      traces: [
        {
          trace_info: { trace_state: 'pending' },
          transactions: { a: walletTx(traceId) },
        },
      ],
    }),
  };
  return {
    profile: () => {
      throw new Error('not used');
    },
    typed: () => ({ v2: {}, v3 }) as unknown as ReturnType<SendClient['typed']>,
  };
}

function status(deadlineInMs: number): SendStatus {
  const now = Date.now();
  return {
    submissionId: 's',
    profileId: 'p',
    hash: 'bXNn',
    hashNorm: 'bXNn',
    sentAt: now,
    updatedAt: now,
    deadline: now + deadlineInMs,
    phase: 'sent',
    message: '',
    traceId: null,
    transactions: [],
    outcome: null,
  };
}

const opts = {
  intervalMs: 1,
  timeoutMs: 50,
  onChange: () => undefined,
  signal: new AbortController().signal,
};

describe('following a sent message that cannot be read whole', () => {
  it('a server without trace ids: unfinished, pending, and the status line says why', async () => {
    const done = await followMessage(client(null), status(1_000), opts);
    expect(done.phase).toBe('done');
    expect(done.outcome).toMatchObject({ kind: 'unfinished', status: { kind: 'pending' } });
    expect(done.message).toMatch(/gives no trace id/);
  });

  it('a trace still pending at the deadline: unfinished, never a success', async () => {
    const done = await followMessage(client('dHJhY2U='), status(30), opts);
    expect(done.traceId).toBe('dHJhY2U=');
    expect(done.outcome).toMatchObject({ kind: 'unfinished', status: { kind: 'pending' } });
    expect(done.message).toBe('Confirmed (trace incomplete).');
  });
});
