import { ArrowRight, UserRoundX } from 'lucide-react';
import { buildLearnerHomePath } from '../../core/progress/learner-page-data-schemas';
import { getProgressMetrics } from '../../core/progress/progress-metrics';
import { getTestReadiness } from '../../core/progress/test-readiness';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../core/time/london-time';
import { SiteLink } from '../components/site-navigation';
import { Button, buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { useProgress } from '../features/progress/learner-progress/api/get-progress';
import { ProgressNotesList } from '../features/progress/learner-progress/components/progress-notes-list';
import { ProgressSummaryCard } from '../features/progress/learner-progress/components/progress-summary-card';
import { RequestNewLinkAction } from '../features/progress/learner-progress/components/request-new-link-action';
import { sortNotesNewestFirst } from '../features/progress/learner-progress/progress-display';
import { getPractisedSkillTexts } from '../features/progress/learner-progress/test-progress-display';
import { isApiRequestError } from '../lib/api-client';
import { RememberedProgressSkeleton } from './remembered-progress-skeleton';

const RECENT_NOTES = 3;

/**
 * /my-progress: the progress of the learner whose link this browser last opened. Rendered only
 * once mounted (the server cannot know the link), so the page loads it then (React.lazy): none
 * of it is in the page's first download.
 */
export function RememberedProgress({
  token,
  onSwitchAccount,
}: {
  token: string;
  onSwitchAccount: () => void;
}) {
  const progress = useProgress(token);
  const switchButton = (
    <Button variant="secondary" onClick={onSwitchAccount}>
      <UserRoundX aria-hidden="true" className="size-5" />
      Switch Account
    </Button>
  );

  if (progress.isPending) {
    return <RememberedProgressSkeleton />;
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
