import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchApi } from '../../api/queries';
import { useProfile } from '../../lib/profile-context';
import { useAddressFacts } from '../../lib/address-data';
import type { RunGetMethodResult } from '../../lib/v3-types';
import { toV3Stack, type StackArg } from './stack';
import { defaultGetMethod } from './get-methods';

/**
 * The Get-methods tab's state for account `raw`: the method name (the default follows the
 * account's interfaces until the user types), the argument stack, the v3 `runGetMethod` call,
 * and the error of a bad name or argument (which replaces the previous result).
 */
export function useGetMethodRunner(raw: string) {
  const profile = useProfile();
  const { row } = useAddressFacts(raw);
  // Null until the user types: the default follows the interfaces once they are known.
  const [typed, setMethod] = useState<string | null>(null);
  const method = typed ?? defaultGetMethod(row?.interfaces);
  const [args, setArgs] = useState<StackArg[]>([]);
  const [inputError, setInputError] = useState<string | null>(null);
  const run = useMutation({
    mutationFn: (vars: { method: string; stack: unknown[] }) =>
      fetchApi<RunGetMethodResult>(profile.id, 'v3', 'runGetMethod', {
        address: raw,
        method: vars.method,
        stack: vars.stack,
      }),
  });

  const submit = () => {
    const name = method.trim();
    // A new error replaces the previous result rather than showing beside it.
    if (!name) {
      run.reset();
      setInputError('Type a get-method name.');
      return;
    }
    try {
      const stack = toV3Stack(args);
      setInputError(null);
      run.mutate({ method: name, stack });
    } catch (e) {
      run.reset();
      setInputError((e as Error).message);
    }
  };
  return { method, setMethod, args, setArgs, inputError, run, submit };
}
