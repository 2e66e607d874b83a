import { apiErrorSchema } from '../../../../core/api/api-error-schemas';
import { studentIdParamsSchema } from '../../../../core/learners/students-schemas';
import {
  DEFAULT_REMINDER_TYPE_OWNER_ONLY_MESSAGE,
  defaultReminderTypeRequestSchema,
  reminderLogResponseSchema,
  reminderPreferenceRequestSchema,
  reminderSettingsResponseSchema,
  savedReminderPreferenceSchema,
  testReminderRequestSchema,
  testReminderResponseSchema,
  upcomingRemindersResponseSchema,
} from '../../../../core/messaging/reminders/reminder-schemas';
import type { AppDependencies, AppInstance } from '../../../app-types';
import { getSignedInInstructor, registerInstructorRoutes } from '../../platform/auth/instructor-guard';
import {
  getReminderSettings,
  listReminderLog,
  listUpcomingReminders,
  saveDefaultReminderType,
  saveReminderPreference,
  sendTestReminder,
} from './reminders-service';

/** /reminder-settings and the dashboard's reminders tab. Instructor-only (decisions.md). */
export function registerReminderRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  return registerInstructorRoutes(app, deps, (scope) => {
    scope.get(
      '/api/reminder-settings',
      {
        schema: {
          tags: ['reminders'],
          summary:
            "The school's default reminder type, the preference of every learner the instructor sees, and which channels can send",
          response: { 200: reminderSettingsResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => getReminderSettings(deps, getSignedInInstructor(request)),
    );

    scope.put(
      '/api/reminder-settings',
      {
        config: { ownerOnly: DEFAULT_REMINDER_TYPE_OWNER_ONLY_MESSAGE },
        schema: {
          tags: ['reminders'],
          summary: "Sets the school's default reminder type, used for learners without their own preference",
          body: defaultReminderTypeRequestSchema,
          response: {
            200: reminderSettingsResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      (request) => {
        const instructor = getSignedInInstructor(request);
        return saveDefaultReminderType(deps, request.body.defaultReminderType, instructor, {
          instructorId: instructor.id,
          email: instructor.email,
        });
      },
    );

    scope.post(
      '/api/students/:id/reminder-preference',
      {
        schema: {
          tags: ['reminders'],
          summary: "Saves a learner's reminder type and the 24-hour and 2-hour switches",
          params: studentIdParamsSchema,
          body: reminderPreferenceRequestSchema,
          response: {
            200: savedReminderPreferenceSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      (request) =>
        saveReminderPreference(deps, getSignedInInstructor(request), request.params.id, request.body),
    );

    scope.post(
      '/api/test-reminder',
      {
        schema: {
          tags: ['reminders'],
          summary:
            'Sends a test reminder to a learner the instructor sees by SMS, WhatsApp or e-mail (falling back to e-mail) and logs it',
          body: testReminderRequestSchema,
          response: { 200: testReminderResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
        },
      },
      (request) => sendTestReminder(deps, getSignedInInstructor(request), request.body),
    );

    scope.get(
      '/api/reminders/upcoming',
      {
        schema: {
          tags: ['reminders'],
          summary: 'Reminders still to go for scheduled lessons in the next 14 days, soonest first',
          response: { 200: upcomingRemindersResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => listUpcomingReminders(deps, getSignedInInstructor(request)),
    );

    scope.get(
      '/api/reminders/log',
      {
        schema: {
          tags: ['reminders'],
          summary: "The newest reminder sends, with the provider's message id or the error",
          response: { 200: reminderLogResponseSchema, 401: apiErrorSchema },
        },
      },
      (request) => listReminderLog(deps, getSignedInInstructor(request)),
    );
  });
}
