import type { Executor } from '@ton/sandbox';
import { describe, expect, it } from 'vitest';
import { EmulatorTrapError, ResilientExecutor } from '../../electron/localnet/chain/executor';

/** A stand-in emulator: traps (a WebAssembly RuntimeError) on method id -1, answers otherwise. */
function fakeEmulator(id: number): Executor {
  return {
    runGetMethod: (args: { methodId: number }) => {
      if (args.methodId === -1) {
        const e = new Error('memory access out of bounds');
        e.name = 'RuntimeError';
        return Promise.reject(e);
      }
      return Promise.resolve({ instance: id } as never);
    },
  } as unknown as Executor;
}

describe('the emulator after a trap', () => {
  it('a warm spare takes over at once: the next call never waits for a new emulator', async () => {
    const created: Array<{ resolve(): void; instance: number }> = [];
    // Emulators become ready only when the test says so (Executor.create takes seconds).
    const create = () =>
      new Promise<Executor>((resolve) => {
        const instance = created.length + 1;
        created.push({ instance, resolve: () => resolve(fakeEmulator(instance)) });
      });
    const logs: string[] = [];
    const ex = new ResilientExecutor((l) => logs.push(l), create);
    // The current one and the spare are started together.
    expect(created).toHaveLength(2);
    created[0]!.resolve();
    created[1]!.resolve();
    const args = (methodId: number) => ({ methodId }) as never;
    expect(await ex.runGetMethod(args(85143))).toEqual({ instance: 1 });

    await expect(ex.runGetMethod(args(-1))).rejects.toBeInstanceOf(EmulatorTrapError);
    expect(ex.restarts).toBe(1);
    expect(logs.join('\n')).toMatch(/trapped/);
    // A new spare is being made (not ready yet), and the next call is answered by the old spare.
    expect(created).toHaveLength(3);
    expect(await ex.runGetMethod(args(85143))).toEqual({ instance: 2 });

    // Another trap before the new spare is ready: the call after it waits for that one only.
    await expect(ex.runGetMethod(args(-1))).rejects.toBeInstanceOf(EmulatorTrapError);
    const pending = ex.runGetMethod(args(85143));
    created[2]!.resolve();
    expect(await pending).toEqual({ instance: 3 });
  });
});
