import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChannelName, RequestOf, ResponseOf } from '../../../shared/ipc/contract';
import { bridge } from '../bridge';
import { onEvent } from './call';
import { queryKeys } from './keys';

/** The channels that change profiles, keys or a profile's settings (the Settings page). */
export type ProfileSettingsChannel = Extract<
  ChannelName,
  `profiles:${string}` | `keys:${string}` | 'images:set-enabled'
>;

/**
 * A mutation calling one `profiles:*` / `keys:*` channel. Afterwards the profile list is
 * refetched (main also emits `profiles:changed`), so key status and rates shown stay current.
 * Errors are the bridge's `AppError` (code + the seed's words in `message`).
 */
export function useSettingsMutation<C extends ProfileSettingsChannel>(channel: C) {
  const client = useQueryClient();
  return useMutation<ResponseOf<C>, Error, RequestOf<C>>({
    mutationFn: (request) => bridge.call(channel, request),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.profiles }),
  });
}

/** Switches the active profile (`profiles:use`); the profile list takes main's answer. */
export function useSwitchProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) => bridge.call('profiles:use', { profileId }),
    onSuccess: (state) => client.setQueryData(queryKeys.profiles, state),
  });
}

/** Keeps the profile list current: every `profiles:changed` from main replaces it. */
export function useProfilesEvents(): void {
  const client = useQueryClient();
  useEffect(
    () => onEvent('profiles:changed', (state) => client.setQueryData(queryKeys.profiles, state)),
    [client],
  );
}
