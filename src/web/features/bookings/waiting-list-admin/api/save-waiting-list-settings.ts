import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type WaitingListSettings,
  waitingListSettingsSchema,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { siteInfoQueryOptions } from '../../../../hooks/use-site-info';
import { apiPut } from '../../../../lib/api-client';
import { waitingListQueryKey } from './get-waiting-list';
import { waitingListSettingsQueryKey } from './get-waiting-list-settings';

/** PUT /api/waiting-list/settings: saves the school's waiting-list settings; answers them as saved. */
export function saveWaitingListSettings(settings: WaitingListSettings): Promise<WaitingListSettings> {
  return apiPut('/api/waiting-list/settings', settings, waitingListSettingsSchema);
}

export function useSaveWaitingListSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWaitingListSettings,
    retry: false,
    onSuccess: (saved) => {
      queryClient.setQueryData(waitingListSettingsQueryKey, saved);
      // Turning automatic offers on offers the waiting freed times; the terms page shows the
      // refilled-cancellation sentence from the site info.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: waitingListQueryKey }),
        queryClient.invalidateQueries({ queryKey: siteInfoQueryOptions.queryKey }),
      ]);
    },
  });
}
