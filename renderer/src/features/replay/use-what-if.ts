import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import type { WhatIfReplay } from '../../../../shared/replay/types';
import { newReplayId, runWhatIf, stopReplay } from '../../api/replay';
import { EMPTY_WHAT_IF, whatIfChangeOf, type WhatIfForm } from './what-if-model';

/**
 * The what-if's state: the form as typed (`set(field)` changes one field), its error in
 * words, and the run (`replay:what-if` of transaction `hash` on profile `profileId`):
 * `submit` checks the form and runs it, `cancel` stops the run under way, `clear` empties the
 * form and forgets the result.
 */
export function useWhatIf(profileId: string, hash: string) {
  const [form, setForm] = useState<WhatIfForm>(EMPTY_WHAT_IF);
  const [formError, setFormError] = useState<string | null>(null);
  const running = useRef<string | null>(null);
  const run = useMutation<WhatIfReplay, unknown, WhatIfForm>({
    mutationFn: async (f) => {
      const { change, error } = whatIfChangeOf(f);
      if (!change) throw new Error(error);
      const replayId = newReplayId('what-if');
      running.current = replayId;
      try {
        return await runWhatIf({ profileId, hash, change, replayId });
      } finally {
        running.current = null;
      }
    },
  });
  const set = (k: keyof WhatIfForm) => (v: string) => setForm((old) => ({ ...old, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { error } = whatIfChangeOf(form);
    setFormError(error ?? null);
    if (!error) run.mutate(form);
  };
  const cancel = () => running.current && void stopReplay({ replayId: running.current });
  const clear = () => {
    setForm(EMPTY_WHAT_IF);
    setFormError(null);
    run.reset();
  };
  return { form, set, formError, run, submit, cancel, clear };
}

/** What {@link useWhatIf} returns: the form's parts read it. */
export type WhatIfState = ReturnType<typeof useWhatIf>;
