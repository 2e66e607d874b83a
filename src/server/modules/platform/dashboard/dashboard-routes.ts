import type { AppDependencies, AppInstance } from '../../../app-types';
import { registerAvailabilityAdminRoutes } from '../../bookings/availability/availability-admin-routes';
import { registerWaitingListOfferAdminRoutes } from '../../bookings/waiting-list/waiting-list-offers-routes';
import { registerWaitingListAdminRoutes } from '../../bookings/waiting-list/waiting-list-routes';
import { registerAgendaRoutes } from '../../diary/agenda/agenda-routes';
import { registerLessonChangeAdminRoutes } from '../../diary/lesson-changes/lesson-changes-routes';
import { registerLessonCoverRoutes } from '../../diary/lesson-cover/lesson-cover-routes';
import { registerLessonsRoutes } from '../../diary/lessons/lessons-routes';
import { registerRecurringLessonsRoutes } from '../../diary/lessons/recurring-lessons-routes';
import { registerTimeOffRoutes } from '../../diary/time-off/time-off-routes';
import { registerTodayRoutes } from '../../diary/today/today-routes';
import { registerLearnersRoutes } from '../../learners/learners/learners-routes';
import { registerPupilRecordRoutes } from '../../learners/pupil-records/pupil-records-routes';
import { registerStudentOverviewRoutes } from '../../learners/student-overview/student-overview-routes';
import { registerOutboxRoutes } from '../../messaging/outbox/outbox-routes';
import { registerLedgerRoutes } from '../../money/ledger/ledger-routes';
import { registerMarkPaidRoutes } from '../../money/ledger/mark-paid-routes';
import { registerSchoolFeesRoutes } from '../../money/school-fees/school-fees-routes';
import { registerInstructorStatementsRoutes } from '../../money/statements/instructor-statements-routes';
import { registerMoneyRoutes } from '../../money/statements/money-routes';
import { registerSettlingUpRoutes } from '../../money/statements/settling-up-routes';
import { registerStripeConnectRoutes } from '../../money/stripe-connect/stripe-connect-routes';
import { registerInstructorApplicationAdminRoutes } from '../../partner-network/instructor-applications/instructor-applications-routes';
import { registerNetworkOfferRoutes } from '../../partner-network/network-requests/network-request-offers-routes';
import { registerNetworkRequestAdminRoutes } from '../../partner-network/network-requests/network-requests-routes';
import { registerProgressNotesRoutes } from '../../progress/progress-notes/progress-notes-routes';
import { registerLeadAdminRoutes } from '../../school/leads/leads-routes';
import { registerBackupRoutes } from '../backup/backup-routes';

/**
 * The instructor dashboard's students, lessons, notes, availability and backup endpoints. Each
 * module registers its routes inside registerInstructorRoutes, so none can answer without a session.
 */
export async function registerDashboardRoutes(app: AppInstance, deps: AppDependencies): Promise<void> {
  await registerStudentOverviewRoutes(app, deps);
  await registerLearnersRoutes(app, deps);
  await registerLessonsRoutes(app, deps);
  await registerRecurringLessonsRoutes(app, deps);
  await registerLedgerRoutes(app, deps);
  await registerMarkPaidRoutes(app, deps);
  await registerMoneyRoutes(app, deps);
  await registerSchoolFeesRoutes(app, deps);
  await registerInstructorStatementsRoutes(app, deps);
  await registerSettlingUpRoutes(app, deps);
  await registerStripeConnectRoutes(app, deps);
  await registerProgressNotesRoutes(app, deps);
  await registerAvailabilityAdminRoutes(app, deps);
  await registerBackupRoutes(app, deps);
  await registerNetworkRequestAdminRoutes(app, deps);
  await registerNetworkOfferRoutes(app, deps);
  await registerInstructorApplicationAdminRoutes(app, deps);
  await registerLeadAdminRoutes(app, deps);
  await registerLessonChangeAdminRoutes(app, deps);
  await registerTodayRoutes(app, deps);
  await registerTimeOffRoutes(app, deps);
  await registerLessonCoverRoutes(app, deps);
  await registerWaitingListAdminRoutes(app, deps);
  await registerWaitingListOfferAdminRoutes(app, deps);
  await registerAgendaRoutes(app, deps);
  await registerPupilRecordRoutes(app, deps);
  await registerOutboxRoutes(app, deps);
}
