/**
 * Keeps a serving process (the web shell, the desktop app's main process) alive through an
 * error nothing caught: a promise rejected without a handler, or an exception thrown from a
 * callback. Node ends the process on either by default, which would take every open window
 * with it for the sake of one request. Each is logged (one line, `where` first) and the
 * process keeps serving; the failed request has already failed on its own.
 *
 * Returns the function that removes the handlers (tests).
 */
export function installProcessGuard(
  where: string,
  log: (line: string) => void = (line) => console.error(line),
): () => void {
  const describe = (err: unknown) =>
    err instanceof Error ? (err.stack ?? `${err.name}: ${err.message}`) : String(err);
  const onRejection = (reason: unknown) =>
    log(`${where}: unhandled rejection (kept serving): ${describe(reason)}`);
  const onException = (err: Error) =>
    log(`${where}: uncaught exception (kept serving): ${describe(err)}`);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
