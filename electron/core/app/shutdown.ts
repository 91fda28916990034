/**
 * An orderly shutdown that runs once, however often it is asked for. Ctrl-C in a terminal
 * sends SIGINT to the whole process group (and a launcher may pass it on too), so a process
 * sees it several times within milliseconds; with `process.once` the second one found no
 * handler and Node's default ended the process mid-shutdown, lock held and databases not
 * checkpointed. Here every later request joins the first.
 *
 * `steps` run in order; one that throws is logged and the rest still run; then `exit(code)`.
 * `request(code)` returns the one shutdown's promise.
 */
export function createShutdown(
  steps: Array<() => Promise<void> | void>,
  exit: (code: number) => void = (code) => process.exit(code),
  log: (line: string) => void = (line) => console.error(line),
): { request(code?: number): Promise<void>; readonly requested: boolean } {
  let running: Promise<void> | null = null;
  return {
    get requested() {
      return running !== null;
    },
    request(code = 0) {
      running ??= (async () => {
        let status = code;
        for (const step of steps) {
          try {
            await step();
          } catch (err) {
            status = status || 1;
            log(`shutdown: ${err instanceof Error ? err.message : String(err)}`);
          }
        }
        exit(status);
      })();
      return running;
    },
  };
}

/** Routes SIGINT and SIGTERM (each, every time) to `onSignal`; returns the remover. */
export function onStopSignals(onSignal: (signal: NodeJS.Signals) => void): () => void {
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];
  for (const s of signals) process.on(s, onSignal);
  return () => {
    for (const s of signals) process.off(s, onSignal);
  };
}
