import { useCallback, useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getRequiredHours } from '../../core/booking/booking-rules';
import { DEFAULT_PACKAGE_TYPE, resolvePackageChoice } from '../../core/booking/package-choice';
import type { TimeSlot } from '../../core/booking/time-slot-schemas';
import { Container } from '../components/ui/container';
import { useBookingPackages, useRefreshPackages } from '../features/booking/api/get-packages';
import { useTimeSlots } from '../features/booking/api/get-time-slots';
import { usePrefetchAvailability } from '../features/booking/api/prefetch-availability';
import { AlternativeTimesCard } from '../features/booking/components/alternative-times-card';
import { BookingForm } from '../features/booking/components/booking-form';
import { BookingInfoCard } from '../features/booking/components/booking-info-card';
import { CalendarSyncNotice } from '../features/booking/components/calendar-sync-notice';
import { ExternalCalendarBanner } from '../features/booking/components/external-calendar-banner';
import { PackageChooser } from '../features/booking/components/package-chooser';
import { TimeSlotPicker } from '../features/booking/components/time-slot-picker';
import { useSlotSelection } from '../features/booking/hooks/use-slot-selection';
import { usePageTitle } from '../features/site/hooks/use-page-title';

/** /book-lesson: choose a package, pick times from live availability, send the booking, go to pay. */
export function BookLessonPage() {
  usePageTitle('Book a Lesson');
  usePrefetchAvailability();
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
      <BookingSteps />
      <AlternativeTimesCard />
    </Container>
  );
}

/**
 * The three steps and their state (package, live slots, chosen times), apart from the page's
 * static parts so that a new slot list or a poll renders only what depends on it.
 */
function BookingSteps() {
  const [searchParams] = useSearchParams();
  // `?package=starter` from a pricing card; an unknown type falls back once the packages load.
  const [packageChoice, setPackageChoice] = useState<string | null>(
    () => searchParams.get('package') ?? DEFAULT_PACKAGE_TYPE,
  );

  const packagesQuery = useBookingPackages();
  const refreshPackages = useRefreshPackages();
  const packages = packagesQuery.data;
  const packageType = resolvePackageChoice(packageChoice, packages ? Object.keys(packages) : undefined);
  const selectedPackage = packageType !== null && packages ? packages[packageType] : undefined;
  const requiredHours = getRequiredHours(selectedPackage);

  const timeSlotsQuery = useTimeSlots();
  // A new slot list renders the calendar as a transition, in slices the browser can interrupt,
  // rather than in one task that blocks the page; until then the calendar shows the list it had.
  const slots = useDeferredValue(timeSlotsQuery.data);
  const isSlotListPending =
    slots === undefined && (timeSlotsQuery.isPending || timeSlotsQuery.data !== undefined);
  const selection = useSlotSelection(slots, requiredHours);
  const { clearSelection, dropTakenSlots } = selection;
  const { refetch: refetchTimeSlots } = timeSlotsQuery;

  // Stable callbacks: the package chooser and the form are memoised, so polling the slots or
  // picking a time does not render them again.
  const handlePackageToggle = useCallback(
    (type: string) => {
      // Clicking the chosen package again deselects it; any change starts the times again (spec section 4).
      setPackageChoice(type === packageType ? null : type);
      clearSelection();
    },
    [packageType, clearSelection],
  );

  const handleSlotsTaken = useCallback(
    (submittedSlots: readonly TimeSlot[]) => {
      void refetchTimeSlots().then((result) => dropTakenSlots(submittedSlots, result.data ?? []));
    },
    [refetchTimeSlots, dropTakenSlots],
  );

  return (
    <>
      <PackageChooser
        packages={packages}
        isLoading={packagesQuery.isPending}
        isError={packagesQuery.isError}
        selectedPackageType={packageType}
        onToggle={handlePackageToggle}
        onRetry={refreshPackages}
      />
      <CalendarSyncNotice />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <TimeSlotPicker
          slots={slots}
          isLoading={isSlotListPending}
          isError={timeSlotsQuery.isError}
          isFetching={timeSlotsQuery.isFetching}
          onRefresh={() => void refetchTimeSlots()}
          selectedSlots={selection.selectedSlots}
          takenSlots={selection.takenSlots}
          requiredHours={requiredHours}
          onToggleSlot={selection.toggleSlot}
          onRemoveSlot={selection.removeSlot}
        />
        <BookingForm
          packageType={packageType}
          selectedPackage={selectedPackage}
          packagesLoaded={packages !== undefined}
          packagesFailed={packages === undefined && packagesQuery.isError}
          selectedSlots={selection.selectedSlots}
          onSlotsTaken={handleSlotsTaken}
        />
      </div>
    </>
  );
}
