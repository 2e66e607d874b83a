import { CircleAlert, RefreshCw } from 'lucide-react';
import { memo, Suspense, useEffect, useRef, useState } from 'react';
import type { PackagesResponse } from '../../../../../core/bookings/booking/package-schemas';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { classNames } from '../../../../lib/class-names';
import { PACKAGES_UNAVAILABLE_MESSAGE } from '../booking-messages';
import { PackageCard } from './package-card';

export interface PackageChooserProps {
  packages: PackagesResponse | undefined;
  isLoading: boolean;
  isError: boolean;
  selectedPackageType: string | null;
  onSelect: (packageType: string) => void;
  onRetry: () => Promise<void>;
}

/**
 * Step 1. Memoised, so a new slot list or a poll does not render the cards again; and its own
 * Suspense boundary, so the server-rendered cards hydrate (and commit) apart from the rest of the
 * page, in shorter tasks (inside the memo: a render of the page before they have hydrated leaves
 * them be).
 */
export const PackageChooser = memo(function PackageChooser(props: PackageChooserProps) {
  return (
    <Suspense>
      <PackageChooserSection {...props} />
    </Suspense>
  );
});

/**
 * The packages in the API's order. On a phone they scroll sideways (nine tall cards would push the
 * calendar far down the page); from tablet width up they sit in a grid.
 */
function PackageChooserSection({
  packages,
  isLoading,
  isError,
  selectedPackageType,
  onSelect,
  onRetry,
}: PackageChooserProps) {
  const list = packages ? Object.values(packages) : [];
  return (
    <section aria-labelledby="packages-heading" id="packages" className="scroll-mt-20">
      <div className="flex min-h-11 items-center">
        <h2 id="packages-heading" className="text-xl sm:text-2xl">
          1. Choose your package
        </h2>
      </div>
      {packages ? (
        <PackageList packages={list} selectedPackageType={selectedPackageType} onSelect={onSelect} />
      ) : isLoading ? (
        <PackageSkeletons />
      ) : isError ? (
        <PackagesError onRetry={onRetry} />
      ) : null}
    </section>
  );
}

/** A sideways row on a phone, a grid from tablet width; the skeletons take the same shape. */
const listClassName =
  '-mx-4 flex gap-4 overflow-x-auto px-4 pt-4 pb-3 sm:-mx-6 sm:px-6 md:mx-0 md:grid md:grid-cols-2 md:gap-5 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-3';
const itemClassName = 'w-[82%] max-w-xs shrink-0 md:w-auto md:max-w-none';

function PackageList({
  packages,
  selectedPackageType,
  onSelect,
}: {
  packages: PackagesResponse[string][];
  selectedPackageType: string | null;
  onSelect: (packageType: string) => void;
}) {
  const scrollerRef = useRef<HTMLUListElement>(null);
  const scrolledToSelection = useRef(false);

  // On a phone, start the row at the chosen package (the default is not the first card).
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scrolledToSelection.current || !scroller || selectedPackageType === null) return;
    scrolledToSelection.current = true;
    if (scroller.scrollWidth <= scroller.clientWidth) return;
    const card = scroller.querySelector<HTMLElement>(`[data-package-type="${selectedPackageType}"]`);
    // The list is the cards' offset parent; keep the same inset as a swipe would (scroll-padding).
    const inset = Number.parseFloat(getComputedStyle(scroller).scrollPaddingLeft) || 0;
    if (card) scroller.scrollLeft = card.offsetLeft - inset;
  }, [selectedPackageType]);

  return (
    <>
      <p className="mt-1 text-slate-700">
        {packages.length} packages. Prices are for automatic-car lessons with a DVSA-approved instructor.
        <span aria-hidden="true" className="md:hidden">
          {' '}
          Swipe to see them all.
        </span>
      </p>
      <ul
        ref={scrollerRef}
        aria-label="Lesson packages"
        className={classNames(
          'relative mt-2 snap-x snap-mandatory scroll-px-4 sm:scroll-px-6 md:snap-none',
          listClassName,
        )}
      >
        {packages.map((lessonPackage) => (
          <li
            key={lessonPackage.packageType}
            data-package-type={lessonPackage.packageType}
            className={classNames('snap-start', itemClassName)}
          >
            <PackageCard
              lessonPackage={lessonPackage}
              isSelected={lessonPackage.packageType === selectedPackageType}
              onSelect={onSelect}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function PackageSkeletons() {
  return (
    <div role="status" className={classNames('mt-4 overflow-hidden', listClassName)}>
      <span className="sr-only">Loading packages…</span>
      {[0, 1, 2].map((key) => (
        <Card key={key} className={classNames('flex flex-col gap-3 p-5', itemClassName)}>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-9 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="mt-2 h-11 w-full" />
        </Card>
      ))}
    </div>
  );
}

function PackagesError({ onRetry }: { onRetry: () => Promise<void> }) {
  const [isRetrying, setIsRetrying] = useState(false);
  async function handleRetry() {
    setIsRetrying(true);
    try {
      await onRetry();
    } catch {
      // The list's own error state shows that it failed again.
    } finally {
      setIsRetrying(false);
    }
  }
  return (
    <Card className="mt-4 flex flex-col items-start gap-3 p-5" role="alert">
      <p className="flex items-start gap-2 font-semibold text-slate-900">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
        {PACKAGES_UNAVAILABLE_MESSAGE}
      </p>
      <p className="text-slate-700">Please check your connection and try again.</p>
      <Button variant="secondary" onClick={handleRetry} disabled={isRetrying}>
        <RefreshCw aria-hidden="true" className={isRetrying ? 'size-5 motion-safe:animate-spin' : 'size-5'} />
        {isRetrying ? 'Trying again…' : 'Try again'}
      </Button>
    </Card>
  );
}
