import { exitCodeMeaning } from '../../../../shared/status/exit-codes';

/**
 * The get-method an account's page starts with, from its detected interfaces (v3 address
 * book): what the contract surely answers. Wallets and unknown contracts get `seqno`.
 */
export function defaultGetMethod(interfaces: readonly string[] | null | undefined): string {
  const has = (p: string) => interfaces?.some((i) => i === p || i.startsWith(`${p}_`)) ?? false;
  if (has('jetton_wallet')) return 'get_wallet_data';
  if (has('jetton_master')) return 'get_jetton_data';
  if (has('nft_collection')) return 'get_collection_data';
  if (has('nft_item')) return 'get_nft_data';
  return 'seqno';
}

/**
 * Plain words for a get-method's exit code: 0/1 success; 11 from a get-method means the
 * contract has no method by that name; others the TVM/contract meaning.
 */
export function getMethodOutcome(exitCode: number): { ok: boolean; text: string } {
  if (exitCode === 0 || exitCode === 1) return { ok: true, text: `exit code ${exitCode}` };
  if (exitCode === 11) return { ok: false, text: 'method not found (exit code 11)' };
  if (exitCode === -13)
    return { ok: false, text: 'the account has no code to run (exit code -13)' };
  const meaning = exitCodeMeaning(exitCode);
  return {
    ok: false,
    text: `the method failed (exit code ${exitCode}${meaning ? `: ${meaning}` : ''})`,
  };
}
