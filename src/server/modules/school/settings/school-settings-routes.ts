import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { SETTINGS_OWNER_ONLY_MESSAGE } from '../../../../core/platform/auth/instructor-accounts-schemas';
import { schoolPassRateSchema } from '../../../../core/school/settings/school-pass-rate-schemas';
import {
  schoolSettingsPatchSchema,
  schoolSettingsResponseSchema,
} from '../../../../core/school/settings/school-settings-schemas';
import {
  settingsHistoryQuerySchema,
  settingsHistoryResponseSchema,
} from '../../../../core/school/settings/settings-history-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import { forgetRecordedPassRate, getSchoolPassRate } from './pass-rate-service';
import {
  getSchoolSettings,
  startSchoolSettingsEvents,
  updateSchoolSettings,
} from './school-settings-service';
import { listSettingsHistory } from './settings-history-service';

/** The dashboard's Settings: the school's details and terms, and the history of changes. Instructor-only. */
export async function registerSchoolSettingsRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  // Every process keeps the settings in memory: a change committed by any of them drops each copy.
  const stopSettingsEvents = await startSchoolSettingsEvents(deps, () =>
    forgetRecordedPassRate(deps.database.db),
  );
  app.addHook('onClose', async () => stopSettingsEvents());
  await registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/settings/school',
      {
        schema: {
          tags: ['settings'],
          summary: "The school's details, bank details, terms' figures and reminder defaults",
          response: { 200: schoolSettingsResponseSchema, 401: apiErrorSchema },
        },
      },
      () => getSchoolSettings(deps),
    );

    scope.patch(
      '/api/settings/school',
      {
        config: { ownerOnly: SETTINGS_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['settings'],
          summary: 'Changes some of the school settings; each change is kept in the settings history',
          body: schoolSettingsPatchSchema,
          response: {
            200: schoolSettingsResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      (request) => {
        const instructor = getSignedInInstructor(request);
        return updateSchoolSettings(deps, request.body, {
          instructorId: instructor.id,
          email: instructor.email,
        });
      },
    );

    scope.get(
      '/api/settings/pass-rate',
      {
        schema: {
          tags: ['settings'],
          summary:
            'The configured pass rate, the one recorded from practical test results (first attempts, last 12 months) and which the site shows',
          response: { 200: schoolPassRateSchema, 401: apiErrorSchema },
        },
      },
      () => getSchoolPassRate(deps),
    );

    scope.get(
      '/api/settings/history',
      {
        schema: {
          tags: ['settings'],
          summary: 'Every change to the settings and packages, newest first, 50 a page',
          querystring: settingsHistoryQuerySchema,
          response: { 200: settingsHistoryResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      (request) => listSettingsHistory(deps, request.query.before),
    );
  });
}
