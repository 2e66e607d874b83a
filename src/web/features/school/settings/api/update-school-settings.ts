import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type SchoolSettings,
  type SchoolSettingsPatch,
  schoolSettingsSchema,
} from '../../../../../core/school/settings/school-settings-schemas';
import { siteInfoQueryOptions } from '../../../../hooks/use-site-info';
import { packagesQueryKey } from '../../../../lib/api/get-packages';
import { apiPatch } from '../../../../lib/api-client';
import { dashboardQueryKeys } from '../../../../lib/dashboard-query-keys';
import { schoolSettingsQueryKey } from './get-school-settings';
import { settingsHistoryQueryKey } from './get-settings-history';

/** PATCH /api/settings/school: saves the settings one section changed; answers every setting as saved. */
export function updateSchoolSettings(patch: SchoolSettingsPatch): Promise<SchoolSettings> {
  return apiPatch('/api/settings/school', patch, schoolSettingsSchema);
}

export function useUpdateSchoolSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchoolSettings,
    retry: false,
    onSuccess: (saved) => {
      queryClient.setQueryData(schoolSettingsQueryKey, saved);
      // The site's texts (terms, phone, pass rate), the pages beside the packages, the reminder
      // defaults on the Reminders tab and the history all show what just changed.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: siteInfoQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: packagesQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.reminderSettings }),
        queryClient.invalidateQueries({ queryKey: settingsHistoryQueryKey }),
      ]);
    },
  });
}
