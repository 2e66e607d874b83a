import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { agendaSettingsResponseSchema } from '../../../../core/diary/agenda/daily-agenda';
import { agendaSettingsSchema } from '../../../../core/messaging/push/push-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import { getAgendaSettings, updateAgendaSettings } from './agenda-service';

/** The instructor's daily agenda settings (Settings tab, "Daily agenda"). Instructor-only. */
export async function registerAgendaRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  await registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/settings/agenda',
      {
        schema: {
          tags: ['settings'],
          summary: "The daily agenda: the London time tomorrow's lessons are sent at (or off), and how",
          response: { 200: agendaSettingsResponseSchema, 401: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      (request) => getAgendaSettings(deps, getSignedInInstructor(request).id),
    );

    scope.put(
      '/api/settings/agenda',
      {
        schema: {
          tags: ['settings'],
          summary: 'Sets the daily agenda: a London time (HH:MM) or null for none, and push or e-mail',
          body: agendaSettingsSchema,
          response: {
            200: agendaSettingsResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) => updateAgendaSettings(deps, getSignedInInstructor(request).id, request.body),
    );
  });
}
