import {
  BookOpen,
  CalendarClock,
  CalendarDays,
  CalendarPlus,
  CarFront,
  GraduationCap,
  Mail,
  Printer,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { getFirstName } from '../../core/format/display-format';
import { learnerPageTokenOf } from '../../core/progress/learner-page-paths';
import { getProgressMetrics } from '../../core/progress/progress-metrics';
import { type ProgressResponse, progressResponseSchema } from '../../core/progress/progress-schemas';
import { getTestReadiness } from '../../core/progress/test-readiness';
import { getTestReadyForecast, getUsualLessonMinutes } from '../../core/progress/test-ready-forecast';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../core/time/london-time';
import { Island } from '../components/island';
import { SiteLink, useSiteLocation } from '../components/site-navigation';
import { AssessmentBadge } from '../components/ui/assessment-badge';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { OfflineBanner, OfflineWithoutCopyCard } from '../components/ui/offline-banner';
import { Skeleton } from '../components/ui/skeleton';
import { LearnerWaitingListCard } from '../features/bookings/waiting-list/components/learner-waiting-list-card';
import { WaitingListOpenOffersCard } from '../features/bookings/waiting-list/components/waiting-list-open-offers-card';
import { useAppHome } from '../features/platform/installable-app/use-app-home';
import { progressQueryKey, useProgress } from '../features/progress/learner-progress/api/get-progress';
import {
  AccessDeniedCard,
  ExpiredLinkCard,
} from '../features/progress/learner-progress/components/access-problem-cards';
import { BookingHistory } from '../features/progress/learner-progress/components/booking-history';
import { DemoLearnerBanner } from '../features/progress/learner-progress/components/demo-learner-banner';
import { DrivingTestCard } from '../features/progress/learner-progress/components/driving-test-card';
import { GuardianLinksCard } from '../features/progress/learner-progress/components/guardian-links-card';
import { HoursAndPaymentsCard } from '../features/progress/learner-progress/components/hours-and-payments-card';
import { LearnerNotificationsCard } from '../features/progress/learner-progress/components/learner-notifications-card';
import { LearnerPageNav } from '../features/progress/learner-progress/components/learner-page-nav';
import { MockTestsList } from '../features/progress/learner-progress/components/mock-tests-list';
import { PaymentsDueList } from '../features/progress/learner-progress/components/payments-due-list';
import { PickupAddressCard } from '../features/progress/learner-progress/components/pickup-address-card';
import { ProgressNotesList } from '../features/progress/learner-progress/components/progress-notes-list';
import { ProgressPrintSheet } from '../features/progress/learner-progress/components/progress-print-sheet';
import { ProgressSummaryCard } from '../features/progress/learner-progress/components/progress-summary-card';
import { SkillsProgressSection } from '../features/progress/learner-progress/components/skills-progress-section';
import { TestForecastCard } from '../features/progress/learner-progress/components/test-forecast-card';
import { TokenWarningBanner } from '../features/progress/learner-progress/components/token-warning-banner';
import { UpcomingLessons } from '../features/progress/learner-progress/components/upcoming-lessons';
import { YourInstructor } from '../features/progress/learner-progress/components/your-instructor';
import { sortNotesNewestFirst } from '../features/progress/learner-progress/progress-display';
import {
  getBookedPracticalTest,
  getPractisedSkillTexts,
  getSkillTrends,
  MOCK_TEST_REQUEST_MESSAGE,
} from '../features/progress/learner-progress/test-progress-display';
import { usePrinting } from '../features/progress/learner-progress/use-printing';
import { useOfflineSnapshot } from '../hooks/use-offline-snapshot';
import { usePageTitle } from '../hooks/use-page-title';
import { useSiteInfo } from '../hooks/use-site-info';
import { isApiRequestError } from '../lib/api-client';
import { hashToken, learnerSnapshotKey } from '../lib/offline-snapshot-storage';
import { rememberProgressToken } from '../lib/remembered-progress-link';
import { saveReturningLearner } from '../lib/returning-learner-storage';

function SecureProgressSkeleton() {
  return (
    <div className="grid gap-6">
      <p className="sr-only" role="status">
        Loading your progress
      </p>
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-36 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
}

/** The chat, in the browser only: it opens a live connection, and nothing of it is in the server's HTML. */
const LearnerChatPanel = lazy(() =>
  import('../features/messaging/chat/components/learner-chat-panel').then((module) => ({
    default: module.LearnerChatPanel,
  })),
);

const subscribeToNothing = () => () => {};

function LearnerChat({ token, draft }: { token: string; draft: { text: string } | null }) {
  // False on the server and while hydrating, true after: the chat mounts once the page is live.
  const isLive = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const placeholder = (
    <div className="grid gap-3" role="status">
      <span className="sr-only">Loading your messages</span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-48 w-full rounded-xl" />
    </div>
  );
  if (!isLive) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LearnerChatPanel token={token} draft={draft} />
    </Suspense>
  );
}

/** The hex SHA-256 of the token, the key of this learner's offline copy; null until computed. */
function useTokenHash(token: string): string | null {
  const [hashed, setHashed] = useState<{ token: string; hash: string } | null>(null);
  useEffect(() => {
    if (token === '' || !globalThis.crypto?.subtle) return;
    let current = true;
    void hashToken(token).then((hash) => {
      if (current) setHashed({ token, hash });
    });
    return () => {
      current = false;
    };
  }, [token]);
  return hashed?.token === token ? hashed.hash : null;
}

/** Readiness, the forecast and the skill trends, from the answer (pure: the same on the server). */
function getTestProgress(data: ProgressResponse, now: Date) {
  const readiness = getTestReadiness({ skillLevels: data.skillLevels, mockTests: data.testRecord.mockTests });
  const forecast = getTestReadyForecast({
    skillLevels: data.skillLevels,
    leftMinutes: data.balance.leftMinutes,
    bookedMinutes: data.balance.bookedMinutes,
    usualLessonMinutes: getUsualLessonMinutes(data.lessons),
    practicalTestDate: getBookedPracticalTest(data.testRecord.practicalTests)?.date ?? null,
    ready: readiness.ready,
    now,
    timeZone: SCHOOL_TIME_ZONE,
  });
  return { readiness, forecast, trends: getSkillTrends(data.skillLevels) };
}

/**
 * The learner's one home, behind the capability link their instructor sent (/secure-progress?token=,
 * /progress/:token; /student-dashboard/:token lands here): upcoming lessons (to move or cancel
 * within the terms), hours and payments with what is still to pay, the skills map, chat with their
 * instructor, lesson notes and bookings. The page the server rendered hydrates this as an island
 * (learner-page-islands.tsx), without the router; inside the router it is the page.
 */
export function LearnerHome() {
  const token = learnerPageTokenOf(useSiteLocation());
  const progress = useProgress(token);
  const tokenHash = useTokenHash(token);
  const queryKey = useMemo(() => progressQueryKey(token), [token]);
  const site = useSiteInfo();
  const printing = usePrinting();
  const [chatDraft, setChatDraft] = useState<{ text: string } | null>(null);
  // Offline (the installed app on a phone without signal), what this browser saw last (issue 24).
  const offline = useOfflineSnapshot({
    queryKey,
    storageKey: tokenHash ? learnerSnapshotKey(tokenHash) : null,
    schema: progressResponseSchema,
    data: progress.data,
    dataUpdatedAt: progress.dataUpdatedAt,
    error: progress.error,
  });
  useAppHome('learner', progress.data !== undefined);
  const expired = token === '' || isApiRequestError(progress.error, 401);
  const loading = token !== '' && progress.isPending;
  usePageTitle(progress.data || loading ? 'My Progress' : expired ? 'Access Link Expired' : 'Access Denied');

  useEffect(() => {
    // This browser has opened a working link: /my-progress can show the learner's card.
    if (progress.data) rememberProgressToken(token);
  }, [progress.data, token]);

  if (!progress.data && offline.offlineWithoutCopy) {
    return (
      <Container className="min-h-dvh py-8 sm:py-12">
        <OfflineWithoutCopyCard what="your My Progress page" />
      </Container>
    );
  }
  if (loading) {
    // At least a screen tall while loading: the footer stays below the fold until the progress
    // arrives, instead of being pushed down by it in view (a layout shift).
    return (
      <Container className="min-h-dvh py-8 sm:py-12">
        <SecureProgressSkeleton />
      </Container>
    );
  }
  if (!progress.data) {
    return (
      <Container className="py-8 sm:py-12">{expired ? <ExpiredLinkCard /> : <AccessDeniedCard />}</Container>
    );
  }

  const { student, progressNotes, bookings, lessons, tokenWarning, balance, skillLevels, testRecord } =
    progress.data;
  const latestNote = sortNotesNewestFirst(progressNotes)[0];
  const now = new Date(progress.dataUpdatedAt);
  const today = toZonedParts(now, SCHOOL_TIME_ZONE).date;
  const { readiness, forecast, trends } = getTestProgress(progress.data, now);

  function handleAskForMockTest() {
    // Put in their chat box for them to read, change and send: nothing is sent on their behalf.
    setChatDraft({ text: MOCK_TEST_REQUEST_MESSAGE });
    document.getElementById('learner-chat-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }
  // On a phone it reads top to bottom in the order a learner needs it: the next lesson first, then
  // what they owe (to pay), their instructor (to message), their progress, and the history.
  return (
    <Container className="py-8 sm:py-12 print:p-0">
      {printing ? (
        <ProgressPrintSheet
          schoolName={site.data?.schoolName ?? ''}
          learnerName={student.fullName}
          today={today}
          readiness={readiness}
          forecast={forecast}
          testRecord={testRecord}
          trends={trends}
        />
      ) : null}
      {/* While the sheet prints, the screen's parts are left off the paper. */}
      {/* Every section a link leads to clears the sticky header and the page's own navigation. */}
      <div
        className={`mx-auto grid w-full max-w-4xl [&_[id]]:scroll-mt-36 gap-8${printing ? ' print:hidden' : ''}`}
      >
        {offline.offlineSeenAt !== null ? <OfflineBanner seenAt={offline.offlineSeenAt} /> : null}
        {tokenWarning ? <TokenWarningBanner warning={tokenWarning} learnerName={student.fullName} /> : null}
        {student.isDemo ? <DemoLearnerBanner learnerName={student.fullName} /> : null}
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="grid gap-1">
            <h1 className="text-3xl sm:text-4xl">{`Welcome back, ${getFirstName(student.fullName)}`}</h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600">
              <span className="flex min-w-0 items-center gap-1.5 break-all">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {student.email}
              </span>
              {latestNote ? (
                <span className="flex items-center gap-2">
                  Recent assessment: <AssessmentBadge assessment={latestNote.overallAssessment} />
                </span>
              ) : null}
            </p>
            <YourInstructor instructor={progress.data.instructor} />
          </div>
          {/* Recognised from their own link: the booking form opens with their details filled in. */}
          <Button asChild variant="secondary" className="w-full sm:w-auto">
            <SiteLink
              to={
                progress.data.instructor
                  ? `/book-lesson?instructor=${progress.data.instructor.id}`
                  : '/book-lesson'
              }
              onClick={() => saveReturningLearner(student)}
            >
              <CalendarPlus aria-hidden="true" className="size-5" />
              Book again
            </SiteLink>
          </Button>
        </header>

        <LearnerPageNav />

        {/* An open waiting-list offer runs out: it comes before everything else. */}
        <WaitingListOpenOffersCard token={token} />

        {/* What a learner comes for first (issue 34): the next lesson to move or cancel, paying, a message. */}
        <section id="lessons" aria-labelledby="upcoming-lessons-heading" className="grid gap-4">
          <h2 id="upcoming-lessons-heading" className="flex items-center gap-2 text-2xl">
            <CalendarClock aria-hidden="true" className="size-6 text-blue-700" />
            Upcoming Lessons
          </h2>
          <UpcomingLessons
            token={token}
            learnerName={student.fullName}
            lessons={lessons}
            now={new Date(progress.dataUpdatedAt)}
          />
        </section>

        <div id="pay" className="grid">
          <HoursAndPaymentsCard balance={balance}>
            <PaymentsDueList bookings={bookings} token={token} />
          </HoursAndPaymentsCard>
        </div>

        <div id="messages" className="grid">
          <LearnerChat token={token} draft={chatDraft} />
        </div>

        <section id="progress" aria-labelledby="test-readiness-heading" className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="test-readiness-heading" className="flex items-center gap-2 text-2xl">
              <GraduationCap aria-hidden="true" className="size-6 text-blue-700" />
              Your Progress
            </h2>
            <Button variant="secondary" size="compact" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print for a parent
            </Button>
          </div>
          <ProgressSummaryCard
            metrics={getProgressMetrics({
              lessons,
              notes: getPractisedSkillTexts(progressNotes, skillLevels),
              now: toZonedParts(now, SCHOOL_TIME_ZONE),
            })}
            readiness={readiness}
          />
          <TestForecastCard forecast={forecast} student={student} onAskForMockTest={handleAskForMockTest} />
        </section>

        <SkillsProgressSection notes={progressNotes} skillLevels={skillLevels} />

        <div id="tests" className="grid gap-8">
          <section aria-labelledby="driving-test-heading" className="grid gap-4">
            <h2 id="driving-test-heading" className="flex items-center gap-2 text-2xl">
              <CarFront aria-hidden="true" className="size-6 text-blue-700" />
              Your Driving Test
            </h2>
            <DrivingTestCard testRecord={testRecord} today={today} />
          </section>

          <MockTestsList mockTests={testRecord.mockTests} />
        </div>

        {/* An earlier lesson is an extra (decisions 0019). The open offer of an earlier time goes first in here. */}
        <div id="waiting-list" className="grid gap-4">
          <LearnerWaitingListCard token={token} />
        </div>

        <div id="pickup" className="grid">
          <PickupAddressCard token={token} pickup={student.pickup} />
        </div>

        <div id="sharing" className="grid">
          <GuardianLinksCard token={token} />
        </div>

        <LearnerNotificationsCard token={token} />

        <section id="notes" aria-labelledby="lesson-notes-heading" className="grid gap-4">
          <h2 id="lesson-notes-heading" className="flex items-center gap-2 text-2xl">
            <BookOpen aria-hidden="true" className="size-6 text-blue-700" />
            Lesson Notes
          </h2>
          <ProgressNotesList notes={progressNotes} />
        </section>

        <section aria-labelledby="booking-history-heading" className="grid gap-4">
          <h2 id="booking-history-heading" className="flex items-center gap-2 text-2xl">
            <CalendarDays aria-hidden="true" className="size-6 text-blue-700" />
            Booking History
          </h2>
          <BookingHistory bookings={bookings} />
        </section>
      </div>
    </Container>
  );
}

/**
 * The learner's page: one island (components/island.tsx), since every section re-renders from the
 * one progress query after a lesson is moved or cancelled, an offer taken or the pickup changed.
 */
export function SecureProgressPage() {
  return (
    <Island name="learner-page">
      <LearnerHome />
    </Island>
  );
}
