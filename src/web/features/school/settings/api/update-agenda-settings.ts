import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AgendaSettingsResponse,
  agendaSettingsResponseSchema,
} from '../../../../../core/diary/agenda/daily-agenda';
import type { AgendaSettings } from '../../../../../core/messaging/push/push-schemas';
import { apiPut } from '../../../../lib/api-client';
import { agendaSettingsQueryKey } from './get-agenda-settings';

/** PUT /api/settings/agenda: the time (or null for none) and the channel; answers the settings as saved. */
export function updateAgendaSettings(settings: AgendaSettings): Promise<AgendaSettingsResponse> {
  return apiPut('/api/settings/agenda', settings, agendaSettingsResponseSchema);
}

export function useUpdateAgendaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAgendaSettings,
    retry: false,
    onSuccess: (saved) => queryClient.setQueryData(agendaSettingsQueryKey, saved),
  });
}
