import { exitCodeMeaning, resultCodeMeaning } from '../status/exit-codes';

/**
 * Exit codes in words, for the step view and the CLI: the compute phase's exit code and the
 * action phase's result code, each with where its meaning comes from. The meanings themselves
 * live in one table (shared/status/exit-codes.ts: TVM's reserved codes, the action phase's,
 * and those of the standard wallets, the TEP-74 reference jetton and the TEP-62 reference NFT).
 */

/** Where a code's meaning comes from. */
export type ExitCodeSource =
  /** 0–14 and -14: defined by the TVM itself. */
  | 'tvm'
  /** An action phase result code (32–50). */
  | 'action'
  /** A standard contract's code (wallets, TEP-74 jetton, TEP-62 NFT): the usual meaning. */
  | 'standard-contract'
  /** Any other code: chosen by the contract's author; its source says what it means. */
  | 'contract';

/** One exit code explained. */
export interface ExitCodeExplanation {
  phase: 'compute' | 'action';
  code: number;
  source: ExitCodeSource;
  /** The meaning alone (`Cell underflow`), or null when the code is the contract's own. */
  meaning: string | null;
  /** A sentence a user reads: `Exit code 9 (TVM): cell underflow — …`. */
  words: string;
}

/** Codes the TVM defines; all other codes below 64 are reserved, above are contracts'. */
const TVM_CODES = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, -14]);

/** What a TVM code usually points at, beyond its name. */
const TVM_HINTS: Record<number, string> = {
  2: 'an instruction needed more values than the stack held',
  5: 'a number did not fit where it was stored (e.g. a negative amount, or too many bits)',
  7: 'a value of the wrong type was used (often a null where a cell or slice was expected)',
  8: 'more than 1023 bits or 4 references were stored in one cell',
  9: 'a read went past the end of a slice: the message body or the data is shorter than the contract expects',
  10: 'a dictionary was malformed',
  11: 'no handler for this message or get-method, or a library cell was missing',
  13: 'the gas limit was reached: the message did not carry enough value to pay for the computation',
  [-14]:
    'the gas limit was reached: the message did not carry enough value to pay for the computation',
};

/** Where the meaning of a standard contract's code comes from. */
function standardSource(code: number): string {
  if (code >= 401 && code <= 402) return 'TEP-62 NFT';
  if (code >= 705 && code <= 709) return 'TEP-74 jetton wallet';
  if ([47, 48, 49, 72, 73, 74, 333].includes(code)) return 'TEP-74 jetton';
  if (code === 0xffff) return 'standard contracts';
  return 'standard wallet';
}

/** The compute phase's exit code in words. */
export function explainExitCode(code: number): ExitCodeExplanation {
  const meaning = exitCodeMeaning(code) ?? null;
  if (TVM_CODES.has(code)) {
    const hint = TVM_HINTS[code];
    const sentence = `${meaning}${hint ? `: ${hint}` : ''}`;
    return explanation('compute', code, 'tvm', meaning, `Exit code ${code} (TVM): ${sentence}.`);
  }
  if (meaning) {
    const from = standardSource(code);
    return explanation(
      'compute',
      code,
      'standard-contract',
      meaning,
      `Exit code ${code} (${from}): ${meaning}. Contracts choose codes above 63 themselves; this is the standard contract's meaning.`,
    );
  }
  const words =
    code > 63 || code < -14
      ? `Exit code ${code}: a code the contract's author chose; the contract's source says what it means.`
      : `Exit code ${code}: reserved by the TVM, with no defined meaning.`;
  return explanation('compute', code, 'contract', null, words);
}

/** The action phase's result code in words. */
export function explainResultCode(code: number): ExitCodeExplanation {
  const meaning = resultCodeMeaning(code) ?? null;
  const words = meaning
    ? `Action phase result ${code}: ${meaning}.`
    : `Action phase result ${code}: not a code the action phase defines.`;
  return explanation('action', code, 'action', meaning, words);
}

/** Why a compute phase was skipped (v3 / TL-B `ComputeSkipReason`), in words. */
export function explainSkipReason(reason: string): string {
  switch (reason) {
    case 'no-state':
    case 'no_state':
      return 'The compute phase was skipped: the account has no code and the message brought none (a plain transfer to an uninitialised address).';
    case 'bad-state':
    case 'bad_state':
      return 'The compute phase was skipped: the state the message brought does not match the address.';
    case 'no-gas':
    case 'no_gas':
      return 'The compute phase was skipped: the message did not carry enough value to buy any gas.';
    case 'suspended':
      return 'The compute phase was skipped: the account is suspended by the network configuration.';
    default:
      return `The compute phase was skipped (${reason}).`;
  }
}

function explanation(
  phase: 'compute' | 'action',
  code: number,
  source: ExitCodeSource,
  meaning: string | null,
  words: string,
): ExitCodeExplanation {
  return { phase, code, source, meaning, words };
}
