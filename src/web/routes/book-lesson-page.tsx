import { Island } from '../components/island';
import { Container } from '../components/ui/container';
import { AlternativeTimesCard } from '../features/bookings/booking/components/alternative-times-card';
import { BookingInfoCard } from '../features/bookings/booking/components/booking-info-card';
import { ExternalCalendarBanner } from '../features/bookings/booking/components/external-calendar-banner';
import { usePageTitle } from '../hooks/use-page-title';
import { BookingSteps } from './booking-steps';

/**
 * /book-lesson: choose a package, pick times from live availability, send the booking, go to pay.
 * The server renders it whole; in the browser only the three steps are live, as an island
 * (start-islands.tsx): the rest is text and links (docs/decisions/0044-page-javascript-budgets.md).
 */
export function BookLessonPage() {
  usePageTitle('Book a Lesson');
  return (
    <Container className="flex flex-col gap-8 py-8 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">Book a Lesson</h1>
        <p className="max-w-3xl text-lg text-slate-700">
          Choose a package, pick your times from the instructor's live availability and send your details. It
          takes about two minutes.
        </p>
      </header>
      <ExternalCalendarBanner />
      <BookingInfoCard />
      <Island name="book-lesson">
        <BookingSteps />
      </Island>
      <AlternativeTimesCard />
    </Container>
  );
}
