import { CalendarCheck, CalendarDays, LoaderCircle, X } from 'lucide-react';
import { useState } from 'react';
import type { AlternativeOffer } from '../../../../../core/bookings/booking/bookings-admin-schemas';
import {
  formatDurationLabel,
  formatLongDate,
  formatTime12h,
} from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { useAcceptAlternative } from '../api/accept-alternative';
import { useDeclineAlternative } from '../api/decline-alternative';
import { describeOfferedTime, formatOfferDeadline } from '../offer-display';

const ACCEPT_FAILED_MESSAGE = "We couldn't book that time. Please try again, or call us.";
const DECLINE_FAILED_MESSAGE = "We couldn't send your answer. Please try again, or call us.";

/** The open offer: the reason, the instructor's message, each time with 'Accept this time', and decline. */
export function OfferChoices({ token, offer }: { token: string; offer: AlternativeOffer }) {
  const accept = useAcceptAlternative(token);
  const decline = useDeclineAlternative(token);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const busy = accept.isPending || decline.isPending;

  function handleAccept(index: number) {
    accept.mutate(index, {
      onSuccess: () =>
        toast({ title: 'Lesson booked', description: "It's in your instructor's diary. See you then!" }),
      onError: (error) =>
        toast({
          title: "That time didn't work",
          description: getApiErrorMessage(error, ACCEPT_FAILED_MESSAGE),
          variant: 'destructive',
        }),
    });
  }

  function handleDecline() {
    decline.mutate(undefined, {
      onSuccess: () => setConfirmingDecline(false),
      onError: (error) => {
        setConfirmingDecline(false);
        toast({
          title: 'Not sent',
          description: getApiErrorMessage(error, DECLINE_FAILED_MESSAGE),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <div className="grid gap-6">
      <Card className="grid gap-4 p-5 sm:p-6">
        <p className="text-lg">
          Hi {offer.studentFirstName}, your instructor can't make the times you asked for your{' '}
          <span className="font-semibold">{offer.packageName}</span>, and suggests the times below instead.
        </p>
        <div className="grid gap-1 rounded-lg bg-slate-50 p-3">
          <h2 className="text-base font-semibold">Why</h2>
          <p className="whitespace-pre-line text-slate-800">{offer.reasonForRejection}</p>
        </div>
        {offer.message ? (
          <div className="grid gap-1 rounded-lg bg-blue-50 p-3">
            <h2 className="text-base font-semibold">Message from your instructor</h2>
            <p className="whitespace-pre-line text-slate-800">{offer.message}</p>
          </div>
        ) : null}
        <p className="text-slate-700">
          Please choose by {formatOfferDeadline(offer.expiresAt)}. The link works once.
        </p>
      </Card>

      <section aria-labelledby="offered-times-title" className="grid gap-3">
        <h2 id="offered-times-title" className="text-2xl">
          Offered times
        </h2>
        <ul className="grid gap-3">
          {offer.alternatives.map((time) => {
            const titleId = `offered-time-${time.index}`;
            return (
              <li key={time.index}>
                <Card className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
                  <div className="flex items-start gap-3">
                    <CalendarDays aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-blue-700" />
                    <div className="grid gap-0.5">
                      <h3 id={titleId} className="text-lg">
                        {formatLongDate(time.date)}
                      </h3>
                      <p className="text-slate-700">
                        {formatTime12h(time.time)} · {formatDurationLabel(time.duration)} lesson
                      </p>
                    </div>
                  </div>
                  <Button
                    onClick={() => handleAccept(time.index)}
                    disabled={busy}
                    aria-describedby={titleId}
                    className="w-full sm:w-auto"
                  >
                    {accept.isPending && accept.variables === time.index ? (
                      <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
                    ) : (
                      <CalendarCheck aria-hidden="true" className="size-5" />
                    )}
                    {accept.isPending && accept.variables === time.index ? 'Booking…' : 'Accept this time'}
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <Card className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
        <p className="text-slate-700">
          None of these suit you? Let your instructor know and your request is closed.
        </p>
        <Button variant="secondary" onClick={() => setConfirmingDecline(true)} disabled={busy}>
          <X aria-hidden="true" className="size-5" />
          None of these work for me
        </Button>
      </Card>

      <Dialog open={confirmingDecline} onOpenChange={setConfirmingDecline}>
        <DialogContent
          title="Decline these times?"
          description="Your booking request will be closed and your instructor told. You can book other times on the booking page afterwards."
        >
          <ul className="grid gap-1 text-slate-700">
            {offer.alternatives.map((time) => (
              <li key={time.index}>{describeOfferedTime(time)}</li>
            ))}
          </ul>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Keep the offer</Button>
            </DialogClose>
            <Button onClick={handleDecline} disabled={decline.isPending}>
              {decline.isPending ? 'Sending…' : 'Yes, decline these times'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
