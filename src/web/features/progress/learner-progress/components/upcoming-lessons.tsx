import { CalendarClock, CalendarPlus, Hourglass, Info } from 'lucide-react';
import type { LessonChangeInfo } from '../../../../../core/diary/lesson-changes/lesson-change-schemas';
import { formatDurationLabel, formatLongDate } from '../../../../../core/format/display-format';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { formatTimeRange } from '../../../../lib/school-time-format';
import {
  describePendingRequest,
  describeReschedulesLeft,
  getLessonChangeContactMessage,
  getUpcomingLessons,
  type LearnerLesson,
} from '../lesson-change-display';
import { CancelLessonButton, MoveLessonButton } from './lesson-change-buttons';
import { ContactInstructorLinks, LessonChangeTerms } from './lesson-change-parts';

export const REQUEST_WAITING_TEXT = 'Request sent – waiting for your instructor';
export const NOT_CHANGEABLE_ONLINE_TEXT =
  "This lesson can't be changed online. To move or cancel it, please contact your instructor.";

function LessonChangeActions({
  token,
  learnerName,
  lesson,
  change,
  dateLabel,
}: {
  token: string;
  learnerName: string;
  lesson: LearnerLesson;
  change: LessonChangeInfo;
  dateLabel: string;
}) {
  if (change.pendingRequest) {
    return (
      <div className="flex items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-3 text-blue-900">
        <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">
          <strong className="block font-semibold">{REQUEST_WAITING_TEXT}</strong>
          {describePendingRequest(change.pendingRequest)}
        </p>
      </div>
    );
  }

  return (
    <>
      <LessonChangeTerms window={change.window} terms={change.terms} />
      <p className="text-sm text-slate-700">
        {change.canReschedule
          ? describeReschedulesLeft(change.reschedulesLeft)
          : (change.rescheduleBlockedReason ?? describeReschedulesLeft(change.reschedulesLeft))}
      </p>
      {change.canReschedule || change.canCancel ? (
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          {change.canReschedule ? (
            <MoveLessonButton
              token={token}
              learnerName={learnerName}
              lesson={lesson}
              change={change}
              dateLabel={dateLabel}
            />
          ) : null}
          {change.canCancel ? (
            <CancelLessonButton token={token} lesson={lesson} change={change} dateLabel={dateLabel} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * The learner's coming lessons, soonest first, each with what the terms allow now: move or cancel
 * online, a request waiting for the instructor, or a way to contact the instructor.
 */
export function UpcomingLessons({
  token,
  learnerName,
  lessons,
  now,
}: {
  token: string;
  learnerName: string;
  lessons: readonly LearnerLesson[];
  /**
   * When `lessons` were read: what was upcoming then is what the server rendered and what the
   * browser hydrates (a clock read while rendering would differ between the two).
   */
  now: Date;
}) {
  const upcoming = getUpcomingLessons(lessons, now);
  if (upcoming.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 px-5 py-10 text-center">
        <CalendarClock aria-hidden="true" className="size-10 text-slate-400" />
        <p className="font-semibold">No upcoming lessons</p>
        <p className="max-w-md text-slate-600">
          When your instructor approves a booking, its lessons appear here, and you can move or cancel them
          within our terms.
        </p>
        <SiteLink to="/book-lesson" className={buttonClassName({ variant: 'secondary' })}>
          <CalendarPlus aria-hidden="true" className="size-5" />
          Book a Lesson
        </SiteLink>
      </Card>
    );
  }
  return (
    <ol className="grid gap-4">
      {upcoming.map((lesson) => {
        const dateLabel = formatLongDate(lesson.date);
        const headingId = `upcoming-lesson-${lesson.id}`;
        return (
          <li key={lesson.id}>
            <article aria-labelledby={headingId}>
              <Card className="grid gap-4 p-5">
                <div className="flex items-start gap-3">
                  <span className="grid size-11 shrink-0 place-items-center rounded-full bg-blue-100 text-blue-800">
                    <CalendarClock aria-hidden="true" className="size-5" />
                  </span>
                  <div className="grid gap-0.5">
                    <h3 id={headingId} className="text-lg">
                      {dateLabel}
                    </h3>
                    <p className="text-slate-700">
                      {formatTimeRange(lesson.startTime, lesson.bookedDuration)} ·{' '}
                      {formatDurationLabel(lesson.bookedDuration)}
                    </p>
                  </div>
                </div>
                {lesson.change ? (
                  <LessonChangeActions
                    token={token}
                    learnerName={learnerName}
                    lesson={lesson}
                    change={lesson.change}
                    dateLabel={dateLabel}
                  />
                ) : (
                  <div className="grid gap-1">
                    <p className="flex items-start gap-2 text-sm text-slate-700">
                      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
                      {NOT_CHANGEABLE_ONLINE_TEXT}
                    </p>
                    <ContactInstructorLinks message={getLessonChangeContactMessage(learnerName, lesson)} />
                  </div>
                )}
              </Card>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
