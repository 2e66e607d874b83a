import type { AppDependencies, AppInstance } from '../app-types';
import { registerAgendaRoutes } from './agenda/agenda-routes';
import type { AvailabilityService } from './availability/availability-service';
import { registerAvailabilityAdminRoutes } from './availability-admin/availability-admin-routes';
import { registerBackupRoutes } from './backup/backup-routes';
import { registerInstructorApplicationAdminRoutes } from './instructor-applications/instructor-applications-routes';
import { registerLeadAdminRoutes } from './leads/leads-routes';
import { registerLedgerRoutes } from './ledger/ledger-routes';
import { registerMarkPaidRoutes } from './ledger/mark-paid-routes';
import { registerLessonChangeAdminRoutes } from './lesson-changes/lesson-changes-routes';
import { registerLessonsRoutes } from './lessons/lessons-routes';
import { registerRecurringLessonsRoutes } from './lessons/recurring-lessons-routes';
import { registerMoneyRoutes } from './money/money-routes';
import { registerNetworkRequestAdminRoutes } from './network-requests/network-requests-routes';
import { registerOutboxRoutes } from './outbox/outbox-routes';
import type { TextMessageService } from './outbox/text-message-service';
import { registerProgressNotesRoutes } from './progress-notes/progress-notes-routes';
import { registerPupilRecordRoutes } from './pupil-records/pupil-records-routes';
import { registerStudentsAdminRoutes } from './students-admin/students-admin-routes';
import { registerTimeOffRoutes } from './time-off/time-off-routes';
import { registerTodayRoutes } from './today/today-routes';
import { registerWaitingListOfferAdminRoutes } from './waiting-list/waiting-list-offers-routes';
import { registerWaitingListAdminRoutes } from './waiting-list/waiting-list-routes';

/**
 * The instructor dashboard's students, lessons, notes, availability and backup endpoints. Each
 * module registers its routes inside registerInstructorRoutes, so none can answer without a session.
 */
export async function registerDashboardRoutes(
  app: AppInstance,
  deps: AppDependencies,
  availability: AvailabilityService,
  texts: TextMessageService,
): Promise<void> {
  await registerStudentsAdminRoutes(app, deps, availability);
  await registerLessonsRoutes(app, deps, availability, texts);
  await registerRecurringLessonsRoutes(app, deps, availability);
  await registerLedgerRoutes(app, deps);
  await registerMarkPaidRoutes(app, deps);
  await registerMoneyRoutes(app, deps);
  await registerProgressNotesRoutes(app, deps);
  await registerAvailabilityAdminRoutes(app, deps, availability);
  await registerBackupRoutes(app, deps, availability);
  await registerNetworkRequestAdminRoutes(app, deps);
  await registerInstructorApplicationAdminRoutes(app, deps);
  await registerLeadAdminRoutes(app, deps);
  await registerLessonChangeAdminRoutes(app, deps, availability);
  await registerTodayRoutes(app, deps, texts);
  await registerTimeOffRoutes(app, deps, availability);
  await registerWaitingListAdminRoutes(app, deps);
  await registerWaitingListOfferAdminRoutes(app, deps, { availability, texts });
  await registerAgendaRoutes(app, deps);
  await registerPupilRecordRoutes(app, deps);
  await registerOutboxRoutes(app, deps);
}
