import { ArrowRight, Check, RefreshCw, Star } from 'lucide-react';
import { formatHours } from '../../../../../core/bookings/booking/booking-rules';
import type { LessonPackage } from '../../../../../core/bookings/booking/package-schemas';
import { formatPoundsWhole } from '../../../../../core/format/display-format';
import { SiteLink } from '../../../../components/site-navigation';
import { Button, buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Container } from '../../../../components/ui/container';
import { Skeleton } from '../../../../components/ui/skeleton';
import { classNames } from '../../../../lib/class-names';
import { usePublicPackages } from '../api/get-public-packages';

/** Spec section 8: what the page says when the packages cannot be loaded. */
export const PACKAGES_UNAVAILABLE_MESSAGE = 'Unable to load pricing packages';

function PricingCard({ lessonPackage }: { lessonPackage: LessonPackage }) {
  const { packageType, name, price, lessons, hours, description, features, isPopular } = lessonPackage;
  const headingId = `pricing-${packageType}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className={classNames(
        'relative flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm',
        isPopular ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-200',
      )}
    >
      {isPopular ? (
        <p className="absolute -top-3 left-5 inline-flex items-center gap-1 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white">
          <Star aria-hidden="true" className="size-3 fill-current" />
          Most Popular
        </p>
      ) : null}
      <h3 id={headingId} className="pt-1 text-lg">
        {name}
      </h3>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold tracking-tight text-slate-900">{formatPoundsWhole(price)}</span>
        <span className="text-sm text-slate-600">
          {lessons} {lessons === 1 ? 'lesson' : 'lessons'} · {formatHours(hours)}{' '}
          {hours === 1 ? 'hour' : 'hours'}
        </span>
      </p>
      <p className="mt-3 text-sm text-slate-700">{description}</p>
      <ul className="mt-3 mb-5 grid gap-1.5 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <SiteLink
        to={`/book-lesson?package=${encodeURIComponent(packageType)}`}
        className={buttonClassName({
          variant: isPopular ? 'primary' : 'secondary',
          className: 'mt-auto w-full',
        })}
      >
        Choose<span className="sr-only"> the {name}</span>
        <ArrowRight aria-hidden="true" className="size-5" />
      </SiteLink>
    </article>
  );
}

/**
 * The home page's #pricing: one card per package from `/api/packages` (cached 5 minutes), each
 * leading to /book-lesson with that package chosen.
 */
export function PricingSection() {
  const { data, isPending, isError, isFetching, refetch } = usePublicPackages();
  const packages = data ? Object.values(data) : [];

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-14 sm:py-20">
      <Container>
        <div className="max-w-2xl">
          <h2 id="pricing-title" className="text-3xl">
            Pricing
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            Every lesson is in an automatic car with an approved instructor. Pick a package to see its free
            times and book.
          </p>
        </div>
        {isPending ? (
          <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" role="status">
            <span className="sr-only">Loading prices</span>
            {['a', 'b', 'c'].map((key) => (
              <Card key={key} className="grid h-96 content-start gap-3 p-5">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-9 w-1/3" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-5/6" />
              </Card>
            ))}
          </div>
        ) : isError || packages.length === 0 ? (
          <Card className="mt-8 flex flex-col items-start gap-3 border-red-200 p-6" role="alert">
            <p className="font-semibold text-slate-900">{PACKAGES_UNAVAILABLE_MESSAGE}</p>
            <p className="text-slate-700">You can still see every price and book on the booking page.</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => refetch()} disabled={isFetching}>
                <RefreshCw aria-hidden="true" className="size-4" />
                {isFetching ? 'Trying again…' : 'Try again'}
              </Button>
              <SiteLink to="/book-lesson" className={buttonClassName()}>
                Go to booking
              </SiteLink>
            </div>
          </Card>
        ) : (
          <ul className="mt-10 grid gap-x-5 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
            {packages.map((lessonPackage) => (
              <li key={lessonPackage.packageType}>
                <PricingCard lessonPackage={lessonPackage} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
