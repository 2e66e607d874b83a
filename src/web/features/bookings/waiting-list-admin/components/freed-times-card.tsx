import { CalendarClock, Hand, ListOrdered, RefreshCw, Send } from 'lucide-react';
import type {
  FreedTime,
  FreedTimeOffer,
} from '../../../../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { formatLongDate } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { formatSchoolDateTime, pluralize } from '../../../../lib/school-time-format';
import { useFreedTimes } from '../api/get-freed-times';
import {
  describeFreedTimeState,
  describeOfferSource,
  describeOfferState,
  formatFreedTimeRange,
  formatFreedTimeTimes,
  formatOfferedLesson,
} from '../freed-time-display';
import { OfferFreedTimeDialog } from './offer-freed-time-dialog';

function OfferRow({ offer }: { offer: FreedTimeOffer }) {
  const state = describeOfferState(offer.state);
  const SourceIcon = offer.byHand ? Hand : ListOrdered;
  return (
    <li className="grid gap-1 border-t border-slate-200 pt-2 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="font-semibold break-words">{offer.fullName}</span>
        <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
      </div>
      <p className="text-sm text-slate-700">{formatOfferedLesson(offer.lesson)}</p>
      <p className="flex items-start gap-1.5 text-sm text-slate-700">
        <SourceIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {describeOfferSource(offer)}, {formatSchoolDateTime(offer.sentAt)}
          {offer.state === 'open' ? `; open until ${formatSchoolDateTime(offer.expiresAt)}` : ''}
        </span>
      </p>
    </li>
  );
}

export function FreedTimeItem({ freedTime }: { freedTime: FreedTime }) {
  const state = describeFreedTimeState(freedTime);
  const titleId = `freed-time-${freedTime.id}-title`;
  return (
    <li data-testid="freed-time" className="min-w-0">
      <article
        aria-labelledby={titleId}
        className="grid h-full content-start gap-3 rounded-lg border border-slate-200 p-3 sm:p-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h4 id={titleId} className="min-w-0 text-base font-semibold break-words">
            <span className="block">{formatLongDate(freedTime.date)}</span>{' '}
            <span className="block">{formatFreedTimeTimes(freedTime)}</span>
          </h4>
          <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
        </div>
        <div className="grid gap-0.5">
          <p className="text-slate-900" data-testid="freed-time-state">
            {state.detail}
          </p>
          <p className="text-sm text-slate-600">Freed {formatSchoolDateTime(freedTime.freedAt)}</p>
        </div>
        {freedTime.offers.length > 0 ? (
          <div className="grid gap-2 rounded-lg bg-slate-50 p-3">
            <h5 className="text-sm font-semibold text-slate-800">Offers</h5>
            <ul className="grid gap-2" aria-label={`Offers of ${formatFreedTimeRange(freedTime)}`}>
              {freedTime.offers.map((offer) => (
                <OfferRow key={offer.id} offer={offer} />
              ))}
            </ul>
          </div>
        ) : null}
        {/* Renders nothing once the time cannot be offered, unless its dialog is open. */}
        <OfferFreedTimeDialog freedTime={freedTime} />
      </article>
    </li>
  );
}

/**
 * 'Freed times': times that came free (a lesson cancelled or moved, a request ended, time added)
 * and what became of them: waiting for the instructor, offered, taken or ended. Looked at again
 * every 30 seconds while shown, as the server offers and learners book.
 */
export function FreedTimesCard() {
  const { data, isPending, isError, isFetching, refetch } = useFreedTimes();
  const freedTimes = data?.freedTimes ?? [];
  return (
    <SectionCard
      id="freed-times"
      title="Freed times"
      description="Times that came free when a lesson was cancelled or moved, a booking request ended, or you added time, and who they were offered to."
      actions={
        <Button variant="secondary" size="compact" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {isFetching ? 'Refreshing…' : 'Refresh'}
          <span className="sr-only"> freed times</span>
        </Button>
      }
    >
      {isPending ? (
        <ListSkeleton label="Loading the freed times" cards={1} />
      ) : isError && !data ? (
        <LoadErrorCard
          title="The freed times didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void refetch()}
          isRetrying={isFetching}
        />
      ) : freedTimes.length > 0 ? (
        <ul className="grid gap-3" aria-label="Freed times, newest first">
          {freedTimes.map((freedTime) => (
            <FreedTimeItem key={freedTime.id} freedTime={freedTime} />
          ))}
        </ul>
      ) : (
        <EmptyState icon={CalendarClock} title="No freed times">
          When a lesson is cancelled or moved, a booking request ends or you add time, the freed time shows
          here with who it was offered to.
        </EmptyState>
      )}
    </SectionCard>
  );
}

/**
 * Under the tab's heading: how many freed times wait for the instructor to offer them, with a link
 * to them (on a phone the card comes after the list).
 */
export function FreedTimesWaitingNotice() {
  const { data } = useFreedTimes();
  const waiting = data?.freedTimes.filter((freedTime) => freedTime.state === 'waiting').length ?? 0;
  if (waiting === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 font-medium text-amber-900">
      <Send aria-hidden="true" className="size-4 shrink-0" />
      {pluralize(waiting, 'freed time')} {waiting === 1 ? 'is' : 'are'} waiting for you to offer{' '}
      {waiting === 1 ? 'it' : 'them'}.
      <a
        href="#freed-times-title"
        className="inline-flex min-h-11 items-center text-blue-700 underline underline-offset-4"
      >
        Go to the freed times
      </a>
    </p>
  );
}
