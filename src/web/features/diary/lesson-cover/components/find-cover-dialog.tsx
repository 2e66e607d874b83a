import { LoaderCircle, UserRoundSearch } from 'lucide-react';
import { useState } from 'react';
import type {
  OfferCoverResponse,
  UncoveredLesson,
} from '../../../../../core/diary/lesson-cover/lesson-cover-schemas';
import { formatShortDate } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { CopyButton } from '../../../../components/ui/copy-button';
import { Dialog, DialogContent, DialogTrigger } from '../../../../components/ui/dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { formatTimeRange } from '../../../../lib/school-time-format';
import { useCoverCandidates } from '../api/get-cover-candidates';
import { useOfferCover } from '../api/offer-cover';

const EMAIL_WORDS: Record<OfferCoverResponse['emailStatus'], string> = {
  sent: 'We e-mailed the learner a link to say yes or no.',
  failed: 'The e-mail to the learner could not be sent. Send them this link yourself (text or WhatsApp):',
  not_configured:
    'E-mail is not set up, so nothing was sent. Send the learner this link yourself (text or WhatsApp):',
  no_address: 'The learner has no e-mail address. Send them this link yourself (text or WhatsApp):',
};

/** What became of an offer: the e-mail's fate, and the link only when it did not go. */
function OfferSent({ result }: { result: OfferCoverResponse }) {
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-slate-900"
    >
      <p className="font-semibold">Offered to {result.offer.toInstructorName}.</p>
      <p>{EMAIL_WORDS[result.emailStatus]}</p>
      {result.link ? (
        <div className="flex flex-wrap items-center gap-2">
          <code className="min-w-0 break-all rounded bg-white px-2 py-1 text-sm">{result.link}</code>
          <CopyButton value={result.link} label="Copy link" />
        </div>
      ) : null}
      <p className="text-sm text-slate-700">Nothing changes until the learner says yes.</p>
    </div>
  );
}

/** "Find cover": who could take the lesson, with reasons, and Offer to one of them. */
export function FindCoverDialog({ lesson }: { lesson: UncoveredLesson }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<OfferCoverResponse | null>(null);
  const candidates = useCoverCandidates(lesson.lessonId, open);
  const offer = useOfferCover(lesson.lessonId);

  function handleOffer(instructorId: number, startsAt: string) {
    offer.mutate(
      { instructorId, startsAt },
      {
        onSuccess: setSent,
        onError: (error) =>
          showFailureToast(
            GENERIC_FAILURE_TITLE,
            explainFailure(error, 'The offer was not made. Please try again.'),
          ),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSent(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" size="compact">
          <UserRoundSearch aria-hidden="true" className="size-4" />
          Find Cover
          <span className="sr-only"> for {lesson.studentName}’s lesson</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Cover for ${lesson.studentName}`}
        description={`${formatShortDate(lesson.date)}, ${formatTimeRange(lesson.startTime, lesson.duration)} with ${lesson.instructorName}. The learner says yes or no through a link; nothing is cancelled.`}
      >
        {sent ? (
          <OfferSent result={sent} />
        ) : candidates.isPending ? (
          <ListSkeleton label="Finding who is free" cards={2} />
        ) : candidates.isError ? (
          <LoadErrorCard
            title="Who could cover it didn't load"
            message={explainFailure(
              candidates.error,
              "We couldn't reach the server. Check your connection and try again.",
            )}
            onRetry={() => void candidates.refetch()}
            isRetrying={candidates.isFetching}
          />
        ) : (
          <div className="grid gap-3">
            <p className="text-sm text-slate-700">Matched on: {candidates.data.matchedOn}.</p>
            {candidates.data.candidates.length === 0 ? (
              <p className="rounded-lg bg-amber-50 p-3 text-slate-900">
                Nobody is free at or near this time that day. Move or cancel the lesson with the learner
                instead.
              </p>
            ) : (
              <ul className="grid gap-2" aria-label="Who could cover it">
                {candidates.data.candidates.map((candidate) => (
                  <li
                    key={candidate.instructorId}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
                  >
                    <div className="grid min-w-0">
                      <span className="font-medium">{candidate.fullName}</span>
                      <span className="text-sm text-slate-700">{candidate.summary}</span>
                    </div>
                    <Button
                      size="compact"
                      disabled={offer.isPending || lesson.latestOffer?.status === 'open'}
                      onClick={() => handleOffer(candidate.instructorId, candidate.startsAt)}
                    >
                      {offer.isPending && offer.variables?.instructorId === candidate.instructorId ? (
                        <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                      ) : null}
                      Offer
                      <span className="sr-only"> to {candidate.fullName}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {lesson.latestOffer?.status === 'open' ? (
              <p className="text-sm text-slate-700">
                It is offered to {lesson.latestOffer.toInstructorName} now: withdraw that offer to offer it to
                someone else.
              </p>
            ) : null}
            {candidates.data.refused.length > 0 ? (
              <details className="text-sm text-slate-700">
                <summary className="cursor-pointer py-1 font-medium">
                  Not listed ({candidates.data.refused.length})
                </summary>
                <ul className="grid gap-1 pt-1">
                  {candidates.data.refused.map((refused) => (
                    <li key={refused.instructorId}>
                      {refused.fullName}: {refused.reason}
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
