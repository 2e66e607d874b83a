import { CalendarPlus, MessageSquarePlus, TrendingUp } from 'lucide-react';
import type { TestReadyForecast } from '../../../../../core/progress/test-ready-forecast';
import { SiteLink } from '../../../../components/site-navigation';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { type ReturningLearner, saveReturningLearner } from '../../../../lib/returning-learner-storage';

/**
 * Weeks to test-ready (issue 25): the forecast's sentence, with what the learner can do about it:
 * book their next lessons (the booking form filled in with their details, like "Book again") or ask
 * their instructor for a mock test (a message put in their chat box for them to send: nothing is
 * booked or sent for them).
 */
export function TestForecastCard({
  forecast,
  student,
  onAskForMockTest,
}: {
  forecast: TestReadyForecast;
  student: ReturningLearner;
  /** Absent where the chat is not on the page. */
  onAskForMockTest?: () => void;
}) {
  return (
    <Card className="grid gap-4 p-5 sm:p-6" aria-labelledby="test-forecast-heading">
      <div className="flex gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-blue-50 text-blue-700">
          <TrendingUp aria-hidden="true" className="size-6" />
        </span>
        <div className="grid gap-1">
          <h3 id="test-forecast-heading" className="text-xl">
            Weeks to test-ready
          </h3>
          <p className="text-lg text-slate-800">{forecast.sentence}</p>
          {!forecast.ready && forecast.onCourseFor ? (
            <p className="text-sm text-slate-600">
              {forecast.isOwnPace
                ? 'Worked out from how fast your levels have risen so far.'
                : 'A first estimate: after three lessons with levels it follows your own pace.'}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row print:hidden">
        <Button asChild className="w-full sm:w-auto">
          <SiteLink to="/book-lesson" onClick={() => saveReturningLearner(student)}>
            <CalendarPlus aria-hidden="true" className="size-5" />
            Book your next lessons
          </SiteLink>
        </Button>
        {onAskForMockTest ? (
          <Button variant="secondary" className="w-full sm:w-auto" onClick={onAskForMockTest}>
            <MessageSquarePlus aria-hidden="true" className="size-5" />
            Ask for a mock test
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
