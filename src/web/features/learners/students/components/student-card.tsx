import {
  CalendarDays,
  ChevronDown,
  type LucideIcon,
  Mail,
  NotebookText,
  Phone,
  PoundSterling,
  Wallet,
} from 'lucide-react';
import { type ComponentType, memo, type ReactNode, useState } from 'react';
import { drivingExperienceLabels } from '../../../../../core/bookings/booking/booking-schemas';
import { toTelHref } from '../../../../../core/format/contact-links';
import {
  formatPounds,
  formatShortDate,
  formatTime12h,
  formatUkPhone,
} from '../../../../../core/format/display-format';
import type { StudentListItem } from '../../../../../core/learners/students-schemas';
import { MarkPaidButton } from '../../../../components/mark-paid-button';
import { AssessmentBadge } from '../../../../components/ui/assessment-badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { DemoBadge } from '../../../../components/ui/demo-badge';
import { PaymentStatusBadge } from '../../../../components/ui/payment-status-badge';
import { SkillChips } from '../../../../components/ui/skill-chips';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { formatHoursFromMinutes, formatOwedLine } from '../../../../lib/balance-display';
import { classNames } from '../../../../lib/class-names';
import { formatSchoolLongDate, pluralize } from '../../../../lib/school-time-format';
import { bookingStatusLabels, isBookingOwed } from '../student-bookings';
import { AccessLinkPanel } from './access-link-panel';
import { ArchiveStudentButton } from './archive-student-button';
import { DeleteStudentButton } from './delete-student-button';
import { HandOverPanel } from './hand-over-panel';
import { PaymentReminderButton } from './payment-reminder-button';
import { PupilRecordDialog } from './pupil-record-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import { SellHoursDialog } from './sell-hours-dialog';
import { StudentBalanceFacts } from './student-balance-facts';
import { StudentProgressDialog } from './student-progress-dialog';
import { StudentReadiness } from './student-readiness';
import { StudentTestRecord } from './student-test-record';

function CardSection({
  id,
  title,
  icon: Icon,
  children,
}: {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-2">
      <h4 id={id} className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className="size-5 text-blue-700" />
        {title}
      </h4>
      {children}
    </section>
  );
}

/** The card folded on a phone, in one line: the next lesson, the hours left and the money. */
function StudentSummaryLine({ student }: { student: StudentListItem }) {
  const next = student.upcomingLessons.find((lesson) => lesson.status === 'scheduled');
  return (
    <p className="text-slate-800 lg:hidden">
      {next ? `Next ${formatShortDate(next.date)}, ${formatTime12h(next.startTime)}` : 'No lesson booked'}
      {' · '}
      {formatHoursFromMinutes(student.balance.leftMinutes)} left
      {' · '}
      <span className={student.balance.owedPence > 0 ? 'font-semibold text-red-700' : undefined}>
        {formatOwedLine(student.balance.owedPence)}
      </span>
    </p>
  );
}

/**
 * One learner: contact, hours and money, notes, coming lessons, bookings, progress link and actions.
 * On a phone the card folds to the contact, one summary line and the money buttons, with the rest
 * behind 'Show details' (a whole card was about 1,000 px tall there); a laptop shows it all.
 */
/**
 * A card's Lessons section: the learner's coming lessons with the diary's actions (Done, Move,
 * Cancel, notes). The diary's component, handed in by the dashboard's page through the list, so
 * learners does not import the diary; one component for every card, so the memo holds.
 */
export type UpcomingLessonsSection = ComponentType<{
  lessons: StudentListItem['upcomingLessons'];
  studentId: number;
  studentName: string;
  idPrefix: string;
}>;

export const StudentCard = memo(function StudentCard({
  student,
  UpcomingLessons,
}: {
  student: StudentListItem;
  UpcomingLessons: UpcomingLessonsSection;
}) {
  const prefix = `student-${student.id}`;
  const [isExpanded, setIsExpanded] = useState(false);
  const detailsId = `${prefix}-details`;
  return (
    <article aria-labelledby={`${prefix}-name`}>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={`${prefix}-name`} className="text-xl">
                {student.fullName}
              </h3>
              <DemoBadge studentId={student.id} />
            </div>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
              <a
                className="inline-flex min-w-0 items-center gap-1.5 break-all text-blue-700 underline"
                href={`mailto:${student.email}`}
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {student.email}
              </a>
              {student.phone ? (
                <a
                  className="inline-flex items-center gap-1.5 text-blue-700 underline"
                  href={toTelHref(student.phone)}
                >
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {formatUkPhone(student.phone)}
                </a>
              ) : null}
            </p>
            <p className={classNames('text-sm text-slate-600', !isExpanded && 'hidden lg:block')}>
              {student.drivingExperience ? `${drivingExperienceLabels[student.drivingExperience]} · ` : ''}
              Joined {formatSchoolLongDate(student.createdAt)}
            </p>
          </div>
          <div className={classNames('flex flex-wrap gap-2', !isExpanded && 'hidden lg:flex')}>
            {student.source === 'manual' ? <StatusBadge tone="neutral">Added manually</StatusBadge> : null}
            <StatusBadge tone="info">{pluralize(student.totalBookings, 'booking')}</StatusBadge>
            <StatusBadge tone="success">{pluralize(student.completedLessons, 'lesson')} done</StatusBadge>
          </div>
        </header>

        {isExpanded ? null : <StudentSummaryLine student={student} />}

        <div className="flex flex-wrap gap-2">
          <RecordPaymentDialog studentId={student.id} studentName={student.fullName} />
          <SellHoursDialog studentId={student.id} studentName={student.fullName} />
          <Button
            variant="secondary"
            className="lg:hidden"
            aria-expanded={isExpanded}
            aria-controls={detailsId}
            onClick={() => setIsExpanded((expanded) => !expanded)}
          >
            <ChevronDown
              aria-hidden="true"
              className={classNames('size-5 motion-safe:transition-transform', isExpanded && 'rotate-180')}
            />
            {isExpanded ? 'Hide details' : 'Show details'}
          </Button>
        </div>

        <div id={detailsId} className={classNames('flex flex-col gap-4', !isExpanded && 'hidden lg:flex')}>
          <CardSection id={`${prefix}-balance`} title="Hours and money" icon={Wallet}>
            <StudentBalanceFacts balance={student.balance} />
          </CardSection>
          <StudentReadiness studentId={student.id} studentName={student.fullName} />
          <div className="grid gap-4 lg:grid-cols-3">
            <CardSection id={`${prefix}-notes`} title="Recent notes" icon={NotebookText}>
              {student.recentNotes.length === 0 ? (
                <p className="text-sm text-slate-600">No notes yet.</p>
              ) : (
                <ul className="grid gap-2">
                  {student.recentNotes.map((note) => (
                    <li key={note.id} className="grid gap-1.5 rounded-lg border border-slate-200 p-2.5">
                      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                        <AssessmentBadge assessment={note.overallAssessment} />
                        {formatSchoolLongDate(note.createdAt)}
                      </div>
                      <SkillChips skills={note.skillsPracticed.slice(0, 3)} label="Skills practised" />
                    </li>
                  ))}
                </ul>
              )}
            </CardSection>

            <CardSection id={`${prefix}-lessons`} title="Lessons" icon={CalendarDays}>
              <UpcomingLessons
                lessons={student.upcomingLessons}
                studentId={student.id}
                studentName={student.fullName}
                idPrefix={prefix}
              />
            </CardSection>

            <CardSection id={`${prefix}-bookings`} title="Bookings" icon={PoundSterling}>
              {student.bookings.length === 0 ? (
                <p className="text-sm text-slate-600">No bookings.</p>
              ) : (
                <ul className="grid gap-2">
                  {student.bookings.map((booking) => (
                    <li key={booking.id} className="grid gap-1.5 rounded-lg border border-slate-200 p-2.5">
                      <span className="font-medium">{booking.packageName}</span>
                      <div className="flex flex-wrap items-center gap-2 text-sm">
                        <span>{formatPounds(booking.totalAmount)}</span>
                        <StatusBadge tone="neutral">{bookingStatusLabels[booking.status]}</StatusBadge>
                        <PaymentStatusBadge paymentStatus={booking.paymentStatus} />
                      </div>
                      {isBookingOwed(booking) ? (
                        <div>
                          <MarkPaidButton
                            bookingId={booking.id}
                            studentName={student.fullName}
                            packageName={booking.packageName}
                            totalAmount={booking.totalAmount}
                          />
                        </div>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </CardSection>
          </div>

          <StudentTestRecord studentId={student.id} studentName={student.fullName} />

          <AccessLinkPanel student={student} />

          <HandOverPanel studentId={student.id} studentName={student.fullName} />

          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
            <StudentProgressDialog studentId={student.id} studentName={student.fullName} />
            <PupilRecordDialog studentId={student.id} studentName={student.fullName} />
            {student.balance.owedPence > 0 ? (
              <PaymentReminderButton studentId={student.id} studentName={student.fullName} />
            ) : null}
            <ArchiveStudentButton studentId={student.id} studentName={student.fullName} />
            <DeleteStudentButton studentId={student.id} studentName={student.fullName} />
          </div>
        </div>
      </Card>
    </article>
  );
});
