import { AppError } from '../../../shared/ipc/errors';

/**
 * Runs `parse` (an address or key parser on a caller's input) and returns its result; what it
 * throws becomes an `AppError` `INVALID_INPUT` with the parser's message, so bad input always
 * reaches the caller the same way.
 */
export function orInvalidInput<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    throw new AppError({ code: 'INVALID_INPUT', message: (err as Error).message });
  }
}
