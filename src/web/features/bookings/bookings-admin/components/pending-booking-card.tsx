import { CalendarClock, CalendarPlus, Check, Hourglass, Mail, Phone, TriangleAlert, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import {
  drivingExperienceLabels,
  instructorPreferenceLabels,
} from '../../../../../core/bookings/booking/booking-schemas';
import type { PendingBookingRequest } from '../../../../../core/bookings/booking/bookings-admin-schemas';
import { REJECTION_REASON_MAX } from '../../../../../core/bookings/booking/bookings-admin-schemas';
import { identityFlagLabels } from '../../../../../core/bookings/booking/learner-identity';
import { toTelHref } from '../../../../../core/format/contact-links';
import {
  formatDurationLabel,
  formatPounds,
  formatShortDate,
  formatTime12h,
  formatUkPhone,
} from '../../../../../core/format/display-format';
import {
  buildPickupMapUrl,
  formatPickupLine,
  type Pickup,
} from '../../../../../core/learners/pupil-record/pupil-record-schemas';
import { MarkPaidButton } from '../../../../components/mark-paid-button';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { DemoBadge } from '../../../../components/ui/demo-badge';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { TextareaField } from '../../../../components/ui/form-field';
import { PaymentStatusBadge } from '../../../../components/ui/payment-status-badge';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { formatHoursFromMinutes, formatOwedLine } from '../../../../lib/balance-display';
import { classNames } from '../../../../lib/class-names';
import { formatSchoolDateTime, formatSchoolLongDate } from '../../../../lib/school-time-format';
import { type UpdateBookingStatusResponse, useUpdateBookingStatus } from '../api/update-booking-status';
import { SuggestAlternativesDialog } from './suggest-alternatives-dialog';

export const BOOKING_STATUS_FAILED_MESSAGE = 'Failed to update booking status. Please try again.';
export const FUTURE_BOOKING_TIMES_TEXT = 'Future booking — times to arrange';
export const ALTERNATIVES_WAITING_TEXT = 'Alternatives offered, waiting for the learner';

const paymentMethodLabels: Record<string, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  portal: 'Payment portal',
  shop: 'Online shop',
};

function describeApproval(studentName: string, response: UpdateBookingStatusResponse): string {
  if (response.lessons.length === 0) {
    return `${studentName}'s request is approved. Arrange the lesson times with them, then add them under Manual Booking.`;
  }
  const times = response.lessons
    .map(
      (lesson) =>
        `${formatShortDate(lesson.date)} at ${formatTime12h(lesson.startTime)} (${formatDurationLabel(lesson.duration)})`,
    )
    .join('; ');
  return `${response.lessons.length === 1 ? 'Lesson' : 'Lessons'} booked for ${studentName}: ${times}.`;
}

function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={classNames('grid content-start gap-0.5', className)}>
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The pickup the learner typed on the booking form, with a map search. */
function PickupDetail({ pickup }: { pickup: Pickup }) {
  const line = formatPickupLine(pickup);
  const mapUrl = buildPickupMapUrl(pickup);
  if (line === null || mapUrl === null) return null;
  return (
    <Detail term="Pickup" className="col-span-2 lg:col-span-1">
      {line}{' '}
      <a className="text-blue-700 underline" href={mapUrl} target="_blank" rel="noopener noreferrer">
        Map<span className="sr-only"> of the pickup (opens Google Maps in a new tab)</span>
      </a>
    </Detail>
  );
}

/** What the bookings tab keeps of a request the instructor has just approved (to Mark Paid there). */
export interface ApprovedBookingNote {
  bookingId: number;
  studentName: string;
  packageName: string;
}

/** One pending request: who, what, when, and the instructor's answers. */
export function PendingBookingCard({
  booking,
  onApproved,
}: {
  booking: PendingBookingRequest;
  onApproved?: (approved: ApprovedBookingNote) => void;
}) {
  const updateStatus = useUpdateBookingStatus();
  const [confirmingReject, setConfirmingReject] = useState(false);
  const [rejectReason, setRejectReason] = useState('');
  const reasonId = useId();
  const [suggesting, setSuggesting] = useState(false);
  const { student } = booking;
  const titleId = `pending-booking-${booking.id}-title`;
  const answering = updateStatus.isPending ? updateStatus.variables.status : null;

  function handleApprove() {
    updateStatus.mutate(
      { bookingId: booking.id, status: 'approved' },
      {
        onSuccess: (response) => {
          onApproved?.({
            bookingId: booking.id,
            studentName: student.fullName,
            packageName: booking.packageName,
          });
          toast({ title: 'Booking Approved', description: describeApproval(student.fullName, response) });
        },
        onError: (error) =>
          showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, BOOKING_STATUS_FAILED_MESSAGE)),
      },
    );
  }

  function handleReject() {
    updateStatus.mutate(
      { bookingId: booking.id, status: 'rejected', reason: rejectReason.trim() || undefined },
      {
        onSuccess: () => {
          setConfirmingReject(false);
          toast({
            title: 'Booking Rejected',
            description: `${student.fullName}'s request is rejected and its times are free to book again.${
              rejectReason.trim() ? ' Your reason shows on their page.' : ''
            }`,
          });
        },
        onError: (error) => {
          setConfirmingReject(false);
          showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, BOOKING_STATUS_FAILED_MESSAGE));
        },
      },
    );
  }

  return (
    <article aria-labelledby={titleId}>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="text-xl">
                {student.fullName}
              </h3>
              <DemoBadge studentId={student.id} />
            </div>
            <p className="text-sm text-slate-600">Requested {formatSchoolDateTime(booking.requestedAt)}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <PaymentStatusBadge paymentStatus={booking.paymentStatus} />
            {booking.alternativesOffered ? (
              <StatusBadge tone="info" icon={Hourglass}>
                Alternatives offered
              </StatusBadge>
            ) : null}
          </div>
        </header>

        {booking.identityCheck ? (
          <div className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
            <div className="grid gap-1">
              <p className="font-semibold text-amber-900">{identityFlagLabels[booking.identityCheck.flag]}</p>
              <p>
                The form said <strong>{booking.identityCheck.submittedFullName}</strong>
                {booking.identityCheck.submittedPhone
                  ? `, phone ${formatUkPhone(booking.identityCheck.submittedPhone)}`
                  : ''}
                . It is kept off {student.fullName}'s page; approving it adds it to their record.
              </p>
            </div>
          </div>
        ) : null}

        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 lg:grid-cols-3">
          <Detail term="Phone">
            {student.phone ? (
              <a
                className="inline-flex items-center gap-1.5 text-blue-700 underline"
                href={toTelHref(student.phone)}
              >
                <Phone aria-hidden="true" className="size-4" />
                {formatUkPhone(student.phone)}
              </a>
            ) : (
              'Not given'
            )}
          </Detail>
          <Detail term="Email" className="col-span-2 lg:col-span-1">
            <a
              className="inline-flex items-center gap-1.5 break-all text-blue-700 underline"
              href={`mailto:${student.email}`}
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {student.email}
            </a>
          </Detail>
          <Detail term="Experience">
            {student.drivingExperience ? drivingExperienceLabels[student.drivingExperience] : 'Not given'}
          </Detail>
          <Detail term="Instructor preference">
            {instructorPreferenceLabels[booking.instructorPreference]}
          </Detail>
          {booking.pickup ? <PickupDetail pickup={booking.pickup} /> : null}
          <Detail term="Already with us">
            {booking.studentBalance.boughtMinutes > 0 || booking.studentBalance.paidPence !== 0
              ? `${formatHoursFromMinutes(booking.studentBalance.leftMinutes)} left · ${formatOwedLine(booking.studentBalance.owedPence)}`
              : 'New learner: nothing bought yet'}
          </Detail>
          <Detail term="Package">{booking.packageName}</Detail>
          <Detail term="Amount">
            <span className="font-semibold">{formatPounds(booking.totalAmount)}</span>
            {booking.paymentMethod ? (
              <span className="text-slate-600">
                {' '}
                · {paymentMethodLabels[booking.paymentMethod] ?? booking.paymentMethod}
              </span>
            ) : null}
          </Detail>
        </dl>

        <div className="grid gap-2 rounded-lg bg-slate-50 p-3">
          <h4 className="flex items-center gap-2 font-semibold">
            <CalendarClock aria-hidden="true" className="size-5 text-blue-700" />
            Requested times
          </h4>
          {booking.timeSlots.length > 0 ? (
            <ul className="grid gap-1">
              {booking.timeSlots.map((slot) => (
                <li key={slot.id}>
                  {formatShortDate(slot.date)} · {formatTime12h(slot.time)} ·{' '}
                  {formatDurationLabel(slot.duration)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">
              {booking.alternativesOffered ? 'The requested times were released.' : FUTURE_BOOKING_TIMES_TEXT}
            </p>
          )}
          {booking.alternativesOffered ? (
            <p className="flex items-start gap-2 font-medium text-blue-800">
              <Hourglass aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                {ALTERNATIVES_WAITING_TEXT} (the link works until{' '}
                {formatSchoolLongDate(booking.alternativesOffered.expiresAt)}).
              </span>
            </p>
          ) : null}
        </div>

        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>*:nth-child(n+3)]:col-span-2">
          <Button onClick={handleApprove} disabled={updateStatus.isPending}>
            <Check aria-hidden="true" className="size-5" />
            {answering === 'approved' ? 'Approving…' : 'Approve'}
            <span className="sr-only"> {student.fullName}'s request</span>
          </Button>
          <Button
            variant="secondary"
            onClick={() => setConfirmingReject(true)}
            disabled={updateStatus.isPending}
          >
            <X aria-hidden="true" className="size-5" />
            Reject
            <span className="sr-only"> {student.fullName}'s request</span>
          </Button>
          <Button variant="secondary" onClick={() => setSuggesting(true)} disabled={updateStatus.isPending}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            Suggest Alternatives
            <span className="sr-only"> to {student.fullName}</span>
          </Button>
          {booking.paymentStatus === 'unpaid' ? (
            <MarkPaidButton
              bookingId={booking.id}
              studentName={student.fullName}
              packageName={booking.packageName}
              totalAmount={booking.totalAmount}
              size="default"
            />
          ) : null}
        </div>
      </Card>

      <ConfirmDialog
        open={confirmingReject}
        onOpenChange={setConfirmingReject}
        title="Reject this request?"
        description={`${student.fullName}'s request for the ${booking.packageName} is closed and its times become free for others. To offer other times instead, use Suggest Alternatives.`}
        confirmLabel="Reject Request"
        pendingLabel="Rejecting…"
        destructive
        isPending={answering === 'rejected'}
        onConfirm={handleReject}
      >
        <TextareaField
          id={reasonId}
          label="Reason for the learner"
          optional
          hint={`Goes in the rejection e-mail and on their page. Up to ${REJECTION_REASON_MAX} characters.`}
          rows={3}
          maxLength={REJECTION_REASON_MAX}
          value={rejectReason}
          onChange={(event) => setRejectReason(event.target.value)}
        />
      </ConfirmDialog>
      {suggesting ? (
        <SuggestAlternativesDialog booking={booking} open={suggesting} onOpenChange={setSuggesting} />
      ) : null}
    </article>
  );
}
