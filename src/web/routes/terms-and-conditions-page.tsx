import { ArrowRight, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatHours } from '../../core/bookings/booking/booking-rules';
import { REFILLED_CANCELLATION_TERMS_SENTENCE } from '../../core/bookings/waiting-list/waiting-list-offer-schemas';
import { formatPoundsWhole } from '../../core/format/display-format';
import {
  describeBookingHold,
  describeMovesAllowed,
  getChangeWindowSentences,
} from '../../core/school/site/terms-figures';
import { SiteLink } from '../components/site-navigation';
import { Button, buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { Skeleton } from '../components/ui/skeleton';
import { usePublicPackages } from '../features/school/marketing/api/get-public-packages';
import { useCancellationTerms } from '../hooks/use-cancellation-terms';
import { usePageTitle } from '../hooks/use-page-title';
import { useSiteInfo } from '../hooks/use-site-info';

function TermsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      <div className="grid gap-3 text-slate-800 [&_li]:ml-6 [&_li]:list-disc [&_ul]:grid [&_ul]:gap-1.5">
        {children}
      </div>
    </section>
  );
}

/** The prices of the terms, from the packages in the database (one source of truth for money). */
function PriceList() {
  const { data, isPending, isError, isFetching, refetch } = usePublicPackages();
  if (isPending) {
    return (
      <div className="grid gap-2" role="status">
        <span className="sr-only">Loading prices</span>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-3/5" />
      </div>
    );
  }
  const packages = data ? Object.values(data) : [];
  if (isError || packages.length === 0) {
    return (
      <div className="flex flex-wrap items-center gap-3" role="alert">
        <p>Unable to load pricing packages. Current prices are always shown on the booking page.</p>
        <Button variant="secondary" size="compact" onClick={() => refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {isFetching ? 'Trying again…' : 'Try again'}
        </Button>
      </div>
    );
  }
  return (
    <table className="w-full max-w-xl border-collapse text-left">
      <caption className="sr-only">Lesson prices</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-2 pr-4">
            Package
          </th>
          <th scope="col" className="py-2 pr-4">
            Hours
          </th>
          <th scope="col" className="py-2 text-right">
            Price
          </th>
        </tr>
      </thead>
      <tbody>
        {packages.map((lessonPackage) => (
          <tr key={lessonPackage.packageType} className="border-b border-slate-200">
            <th scope="row" className="py-2 pr-4 font-medium">
              {lessonPackage.name}
            </th>
            <td className="py-2 pr-4">{formatHours(lessonPackage.hours)}</td>
            <td className="py-2 text-right font-semibold">{formatPoundsWhole(lessonPackage.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /terms-and-conditions: the terms of spec section 9, ending with 'I Agree - Book My Lesson'. */
export function TermsAndConditionsPage() {
  usePageTitle('Terms and Conditions');
  const { data: site } = useSiteInfo();
  const school = site?.schoolName ?? 'the school';
  // The figures the school set in Settings (the site info is in the cache from the first render).
  const terms = useCancellationTerms();

  return (
    <Container className="py-10 sm:py-14">
      <Card className="mx-auto grid max-w-3xl gap-10 p-6 sm:p-10">
        <header>
          <h1 className="text-4xl">Terms and Conditions</h1>
          <p className="mt-3 text-lg text-slate-700">
            These terms apply to every lesson booked with {school}. Please read them before you book: ticking
            the box on the booking form means you accept them.
          </p>
        </header>

        <TermsSection id="terms-bookings" title="1. Bookings">
          <p>
            A booking is a request until your instructor approves it. You receive a confirmation e-mail within
            5 minutes of booking, and the instructor reviews and approves it within 24 hours, then contacts
            you to arrange your lessons.
          </p>
          <p>
            If you book without choosing times, your instructor contacts you to arrange them.{' '}
            {site
              ? describeBookingHold(site.bookingHoldHours)
              : 'A booking that is neither paid nor approved does not hold its times forever: they are released for other learners.'}
          </p>
        </TermsSection>

        <TermsSection id="terms-prices" title="2. Prices">
          <p>All prices include the use of a dual-control automatic car.</p>
          <PriceList />
        </TermsSection>

        <TermsSection id="terms-payment" title="3. Payment">
          <ul>
            <li>Lessons are paid in advance, by bank transfer or by card.</li>
            <li>
              A bank transfer is confirmed within 1-2 hours of reaching us; please use your booking reference.
            </li>
            <li>All payments are non-refundable. Lessons you cannot attend can be moved under section 4.</li>
          </ul>
        </TermsSection>

        <TermsSection id="terms-changes" title="4. Rescheduling and cancellation">
          <ul>
            {getChangeWindowSentences(terms).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
            <li>Not turning up, or arriving more than 10 minutes late, forfeits the full lesson fee.</li>
            {site?.refundRefilledCancellations ? <li>{REFILLED_CANCELLATION_TERMS_SENTENCE}</li> : null}
            <li>{describeMovesAllowed(terms.movesAllowed)}</li>
          </ul>
          <p>You can move or cancel a lesson yourself from your secure progress page.</p>
        </TermsSection>

        <TermsSection id="terms-learners" title="5. Learner requirements">
          <ul>
            <li>
              You must be at least 17 years old (16 if you receive the enhanced rate of the mobility component
              of Personal Independence Payment).
            </li>
            <li>You must hold a valid provisional driving licence and show it at your first lesson.</li>
            <li>
              You must be able to read a number plate from 20 metres, with glasses or contact lenses if you
              need them.
            </li>
            <li>
              You must not drive under the influence of alcohol or drugs; the lesson will end without refund.
            </li>
          </ul>
        </TermsSection>

        <TermsSection id="terms-progress" title="6. Your progress link">
          <p>
            Your lesson notes and progress are shown through a personal secure link. It lasts 30 days and
            renews automatically while you have lessons with us. Please do not share it; ask your instructor
            for a new one at any time.
          </p>
        </TermsSection>

        <TermsSection id="terms-complaints" title="7. Complaints">
          <p>
            If something is not right, tell us in writing
            {site ? (
              <>
                {' '}
                at{' '}
                <a
                  href={`mailto:${site.email}`}
                  className="font-medium text-blue-700 underline underline-offset-4"
                >
                  {site.email}
                </a>
              </>
            ) : null}
            . We answer every written complaint within 7 days.
          </p>
        </TermsSection>

        <TermsSection id="terms-data" title="8. Your details">
          <p>
            We use your name, e-mail and phone number only to arrange and run your lessons and to tell you
            about them. We never sell them, and you can ask us to delete them at any time.
          </p>
        </TermsSection>

        <div className="border-t border-slate-200 pt-8">
          <SiteLink to="/book-lesson" className={buttonClassName({ className: 'w-full sm:w-auto' })}>
            I Agree - Book My Lesson
            <ArrowRight aria-hidden="true" className="size-5" />
          </SiteLink>
        </div>
      </Card>
    </Container>
  );
}
