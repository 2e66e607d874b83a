import { ArrowRight, LockKeyhole, Mail, UserRoundX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { buildLearnerHomePath } from '../../core/progress/learner-page-data-schemas';
import { getProgressMetrics } from '../../core/progress/progress-metrics';
import { getTestReadiness } from '../../core/progress/test-readiness';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../core/time/london-time';
import { Button, buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { Skeleton } from '../components/ui/skeleton';
import { useProgress } from '../features/progress/learner-progress/api/get-progress';
import { ProgressLinkRequestForm } from '../features/progress/learner-progress/components/progress-link-request-form';
import { ProgressNotesList } from '../features/progress/learner-progress/components/progress-notes-list';
import { ProgressSummaryCard } from '../features/progress/learner-progress/components/progress-summary-card';
import { RequestNewLinkAction } from '../features/progress/learner-progress/components/request-new-link-action';
import { sortNotesNewestFirst } from '../features/progress/learner-progress/progress-display';
import { getPractisedSkillTexts } from '../features/progress/learner-progress/test-progress-display';
import { SiteLink } from '../features/school/site/site-navigation';
import { usePageTitle } from '../hooks/use-page-title';
import { useSiteInfo } from '../hooks/use-site-info';
import { isApiRequestError } from '../lib/api-client';
import { forgetLearnerSnapshots } from '../lib/offline-snapshot-storage';
import { forgetProgressToken, getRememberedProgressToken } from '../lib/remembered-progress-link';

const RECENT_NOTES = 3;

/** The progress of the learner whose link this browser last opened. */
function RememberedProgress({ token, onSwitchAccount }: { token: string; onSwitchAccount: () => void }) {
  const progress = useProgress(token);
  const switchButton = (
    <Button variant="secondary" onClick={onSwitchAccount}>
      <UserRoundX aria-hidden="true" className="size-5" />
      Switch Account
    </Button>
  );

  if (progress.isPending) {
    return (
      <div className="grid gap-4">
        <p className="sr-only" role="status">
          Loading your progress
        </p>
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    );
  }
  if (!progress.data) {
    const expired = isApiRequestError(progress.error, 401);
    return (
      <Card className="grid gap-3 p-5 sm:p-6" role="alert">
        <h2 className="text-xl">{expired ? 'Your saved link has expired' : "Your progress didn't load"}</h2>
        <p className="text-slate-700">
          {expired
            ? 'Ask your instructor for a new link, or have it e-mailed to you below.'
            : 'Check your connection and try again, or open the link from your instructor.'}
        </p>
        <div className="flex flex-wrap gap-3">
          {expired ? <RequestNewLinkAction /> : null}
          {switchButton}
        </div>
      </Card>
    );
  }

  const { student, progressNotes, lessons, skillLevels, testRecord } = progress.data;
  const metrics = getProgressMetrics({
    lessons,
    notes: getPractisedSkillTexts(progressNotes, skillLevels),
    now: toZonedParts(new Date(), SCHOOL_TIME_ZONE),
  });
  return (
    <section aria-labelledby="remembered-progress-heading" className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="remembered-progress-heading" className="text-2xl">
          {student.fullName}'s progress
        </h2>
        {switchButton}
      </div>
      <ProgressSummaryCard
        metrics={metrics}
        readiness={getTestReadiness({ skillLevels, mockTests: testRecord.mockTests })}
      />
      <div className="flex flex-wrap gap-3">
        <SiteLink to={`${buildLearnerHomePath(token)}#skills-map`} className={buttonClassName()}>
          See your skills map
          <ArrowRight aria-hidden="true" className="size-5" />
        </SiteLink>
        <SiteLink to={buildLearnerHomePath(token)} className={buttonClassName({ variant: 'secondary' })}>
          Your lessons, payments and notes
        </SiteLink>
      </div>
      <h2 className="text-xl">Recent lesson notes</h2>
      <ProgressNotesList notes={sortNotesNewestFirst(progressNotes).slice(0, RECENT_NOTES)} />
    </section>
  );
}

/**
 * /my-progress: progress is private and seen through the secure link from the instructor. The page
 * can e-mail that link again, and shows the card of the learner whose link this browser opened.
 */
export function MyProgressPage() {
  usePageTitle('My Progress');
  const site = useSiteInfo();
  const [token, setToken] = useState<string | null>(null);
  // Read once mounted: the page is rendered on the server, which cannot know what this browser
  // remembers, and hydration must start from the server's HTML.
  useEffect(() => {
    setToken(getRememberedProgressToken());
  }, []);

  function handleSwitchAccount() {
    forgetProgressToken();
    forgetLearnerSnapshots();
    setToken(null);
  }

  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto grid w-full max-w-4xl gap-8">
        <div className="grid gap-2">
          <h1 className="text-3xl sm:text-4xl">My Progress</h1>
          <p className="text-lg text-slate-700">
            Follow your lessons, skills and test readiness in one place.
          </p>
        </div>

        {token ? <RememberedProgress token={token} onSwitchAccount={handleSwitchAccount} /> : null}

        <div className="grid gap-6 md:grid-cols-2">
          <Card className="grid content-start gap-4 p-5 sm:p-6">
            <LockKeyhole aria-hidden="true" className="size-10 text-blue-700" />
            <h2 className="text-xl">Your progress is private</h2>
            <p className="text-slate-700">
              You see your progress through a secure link from your instructor. It's yours alone: keep it to
              yourself. It lasts 30 days and renews while you keep having lessons.
            </p>
            {site.data ? (
              <a
                href={`mailto:${site.data.email}`}
                className={buttonClassName({ variant: 'secondary', className: 'justify-self-start' })}
              >
                <Mail aria-hidden="true" className="size-5" />
                Contact Your Instructor
              </a>
            ) : null}
          </Card>
          <Card className="grid content-start gap-4 p-5 sm:p-6">
            <h2 className="text-xl">Lost your link?</h2>
            <p className="text-slate-700">
              Enter the e-mail you booked with. If it's one of our learners', we'll e-mail the progress link
              to that address.
            </p>
            <ProgressLinkRequestForm />
          </Card>
        </div>
      </div>
    </Container>
  );
}
