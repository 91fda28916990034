import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelName, RequestOf, ResponseOf } from '../../../../shared/ipc/contract';
import { queryKeys } from '../../api/queries';
import { bridge } from '../../bridge';

/**
 * A mutation calling one `profiles:*` / `keys:*` channel. Afterwards the profile list is
 * refetched (main also emits `profiles:changed`), so key status and rates shown stay current.
 * Errors are the bridge's `AppError` (code + the seed's words in `message`).
 */
export function useSettingsMutation<C extends ChannelName>(channel: C) {
  const client = useQueryClient();
  return useMutation<ResponseOf<C>, Error, RequestOf<C>>({
    mutationFn: (request) => bridge.call(channel, request),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.profiles }),
  });
}
