import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { getRequiredHours } from '../../core/bookings/booking/booking-rules';
import { filterSlotsByInstructor } from '../../core/bookings/booking/instructor-choice';
import { describeNotOneStretch, isOneContinuousStretch } from '../../core/bookings/booking/one-piece-lesson';
import { DEFAULT_PACKAGE_TYPE, resolvePackageChoice } from '../../core/bookings/booking/package-choice';
import type { TimeSlot } from '../../core/bookings/booking/time-slot-schemas';
import { getFirstName } from '../../core/format/display-format';
import { SCHOOL_TIME_ZONE } from '../../core/time/london-time';
import { useSiteLocation } from '../components/site-navigation';
import { useInstructors } from '../features/bookings/booking/api/get-instructors';
import { usePrefetchAvailability } from '../features/bookings/booking/api/prefetch-availability';
import { BOOKING_TIMES_NOTICE_ID, BookingForm } from '../features/bookings/booking/components/booking-form';
import { CalendarSyncNotice } from '../features/bookings/booking/components/calendar-sync-notice';
import { PackageChooser } from '../features/bookings/booking/components/package-chooser';
import { TimeSlotPicker } from '../features/bookings/booking/components/time-slot-picker';
import { WaitingListEntryPoint } from '../features/bookings/booking/components/waiting-list-entry-point';
import { useRequestedSlots } from '../features/bookings/booking/hooks/use-requested-slots';
import { useSlotSelection } from '../features/bookings/booking/hooks/use-slot-selection';
import {
  fromChoiceValue,
  type InstructorChoice,
  resolveInstructorChoice,
  toInstructorFilter,
} from '../features/bookings/booking/instructor-choice-state';
import {
  parseRequestedSlotIds,
  REQUESTED_SLOTS_PARAM,
  REQUESTED_TIME_GONE_MESSAGE,
} from '../features/bookings/booking/requested-slots';
import { useBookingPackages, useRefreshPackages } from '../lib/api/get-packages';
import { useTimeSlots } from '../lib/api/get-time-slots';

// Loaded only for a school with more than one instructor: with one, the page loads what it did before.
const InstructorChooser = lazy(() =>
  import('../features/bookings/booking/components/instructor-chooser').then((module) => ({
    default: module.InstructorChooser,
  })),
);

/**
 * The three steps and their state (package, live slots, chosen times): the booking page's live
 * part, hydrated as an island (book-lesson-islands.tsx) apart from the page's static parts, which
 * also means a new slot list or a poll renders only what depends on it. It reads the address
 * (`?package=`, `?instructor=`, `?slots=`) through the site's navigation, the router's or the
 * document's.
 */
export function BookingSteps() {
  usePrefetchAvailability();
  const { search } = useSiteLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  // `?package=starter` from a pricing card; an unknown type falls back once the packages load.
  const [packageChoice, setPackageChoice] = useState<string>(
    () => searchParams.get('package') ?? DEFAULT_PACKAGE_TYPE,
  );

  const packagesQuery = useBookingPackages();
  const refreshPackages = useRefreshPackages();
  const packages = packagesQuery.data;
  const packageType = resolvePackageChoice(packageChoice, packages ? Object.keys(packages) : undefined);
  const selectedPackage = packageType !== null && packages ? packages[packageType] : undefined;
  const requiredHours = getRequiredHours(selectedPackage);

  const timeSlotsQuery = useTimeSlots();
  // Who teaches them (issue 37): loaded with the slots; the chooser shows with two or more instructors.
  const instructors = useInstructors().data;
  // `?instructor=4` from "Book again": the learner's own instructor, until they choose another.
  const [chosenInstructor, setChosenInstructor] = useState<InstructorChoice>(() =>
    fromChoiceValue(`instructor-${searchParams.get('instructor')}`),
  );
  const instructorChoice = resolveInstructorChoice(chosenInstructor, instructors);
  const hasChooser = instructors !== undefined && instructors.length > 1;
  const [instructorNote, setInstructorNote] = useState<string | null>(null);
  // A new slot list renders the calendar as a transition, in slices the browser can interrupt,
  // rather than in one task that blocks the page; until then the calendar shows the list it had.
  const allSlots = useDeferredValue(timeSlotsQuery.data);
  const slots = useMemo(
    () =>
      allSlots && instructors && hasChooser
        ? filterSlotsByInstructor(allSlots, instructors, toInstructorFilter(instructorChoice))
        : allSlots,
    [allSlots, instructors, hasChooser, instructorChoice],
  );
  // Whose each time is, said on the time when the school has more than one instructor.
  const slotInstructors = useMemo(() => {
    if (!allSlots || !instructors || !hasChooser) return null;
    const names = new Map(instructors.map((instructor) => [instructor.id, instructor.fullName]));
    return new Map(allSlots.map((slot) => [slot.id, names.get(slot.instructorId) ?? null]));
  }, [allSlots, instructors, hasChooser]);
  const isSlotListPending =
    slots === undefined && (timeSlotsQuery.isPending || timeSlotsQuery.data !== undefined);
  const selection = useSlotSelection(slots, requiredHours);
  const { clearSelection, dropTakenSlots, arrangeTimesLater, markBooked, chooseSlots, toggleSlot } =
    selection;
  const selectedSlots = selection.selectedSlots;

  const handleChooseInstructor = useCallback(
    (choice: InstructorChoice) => {
      // Another instructor's times: the ones chosen so far are let go, not reported as taken.
      setChosenInstructor(choice);
      setInstructorNote(null);
      clearSelection();
    },
    [clearSelection],
  );

  // One instructor per booking: a time of another instructor starts the times again with them.
  const handleToggleSlot = useCallback(
    (slot: TimeSlot) => {
      const instructorOf = (id: number) => slotInstructors?.get(id);
      const first = selectedSlots[0];
      if (slotInstructors && first && instructorOf(first.id) !== instructorOf(slot.id)) {
        chooseSlots([slot]);
        const name = instructorOf(slot.id);
        setInstructorNote(
          `One instructor per booking: your times are now with ${name ? getFirstName(name) : 'this instructor'}.`,
        );
        return;
      }
      toggleSlot(slot);
    },
    [slotInstructors, selectedSlots, chooseSlots, toggleSlot],
  );
  const describeSlot = useMemo(() => {
    if (!slotInstructors) return undefined;
    return (slot: TimeSlot) => slotInstructors.get(slot.id) ?? null;
  }, [slotInstructors]);
  const bookingInstructor = useMemo(
    () =>
      hasChooser
        ? {
            instructorId: instructorChoice.kind === 'instructor' ? instructorChoice.instructorId : undefined,
            instructorPreference:
              instructorChoice.kind === 'preference' ? instructorChoice.preference : undefined,
          }
        : null,
    [hasChooser, instructorChoice],
  );
  // `?slots=` from a waiting-list offer: those times, chosen for the learner once the list loads.
  const requestedSlotIds = useMemo(
    () => parseRequestedSlotIds(searchParams.get(REQUESTED_SLOTS_PARAM)),
    [searchParams],
  );
  const requestedTimeGone = useRequestedSlots(requestedSlotIds, slots, selectedPackage, chooseSlots);
  const { refetch: refetchTimeSlots } = timeSlotsQuery;

  // Stable callbacks: the package chooser and the form are memoised, so polling the slots or
  // picking a time does not render them again.
  const handlePackageSelect = useCallback(
    (type: string) => {
      // Choosing is not a toggle: the chosen package stays chosen, with its times. Another package
      // starts the times again (spec section 4).
      if (type === packageType) return;
      setPackageChoice(type);
      clearSelection();
    },
    [packageType, clearSelection],
  );

  const handleSlotsTaken = useCallback(
    async (submittedSlots: readonly TimeSlot[]) => {
      const result = await refetchTimeSlots();
      // With no list at all nothing shows which time went: offering the times sent as the list makes
      // the selection drop every one of them without naming any as gone (the learner is told so).
      dropTakenSlots(submittedSlots, result.data ?? submittedSlots);
    },
    [refetchTimeSlots, dropTakenSlots],
  );

  const handleArrangeTimesLater = useCallback(() => {
    // Rendered at once, so the form's notice (which now says it is a future booking) can take the
    // focus from the button that just went away.
    flushSync(arrangeTimesLater);
    document.getElementById(BOOKING_TIMES_NOTICE_ID)?.focus();
  }, [arrangeTimesLater]);

  return (
    <>
      <PackageChooser
        packages={packages}
        isLoading={packagesQuery.isPending}
        isError={packagesQuery.isError}
        selectedPackageType={packageType}
        onSelect={handlePackageSelect}
        onRetry={refreshPackages}
      />
      <CalendarSyncNotice />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
        <div className="grid min-w-0 gap-4">
          <div role="alert" className="empty:hidden">
            {requestedTimeGone && selection.selectedSlots.length === 0 ? (
              <p className="rounded-lg border border-amber-500 bg-amber-50 p-3 font-medium text-slate-900">
                {REQUESTED_TIME_GONE_MESSAGE}
              </p>
            ) : null}
          </div>
          <TimeSlotPicker
            chooser={
              hasChooser && instructors ? (
                <Suspense fallback={null}>
                  <InstructorChooser
                    instructors={instructors}
                    choice={instructorChoice}
                    onChoose={handleChooseInstructor}
                    note={instructorNote}
                  />
                </Suspense>
              ) : null
            }
            describeSlot={describeSlot}
            slots={slots}
            isLoading={isSlotListPending}
            isError={timeSlotsQuery.isError}
            isFetching={timeSlotsQuery.isFetching}
            onRefresh={() => void refetchTimeSlots()}
            selectedSlots={selection.selectedSlots}
            lostSlots={selection.lostSlots}
            mustChooseAgain={selection.mustChooseAgain}
            requiredHours={requiredHours}
            stretchWarning={
              selectedPackage?.isSingleLesson &&
              !isOneContinuousStretch(selection.selectedSlots, SCHOOL_TIME_ZONE)
                ? describeNotOneStretch(selectedPackage, selection.selectedSlots)
                : null
            }
            onToggleSlot={handleToggleSlot}
            onRemoveSlot={selection.removeSlot}
            onArrangeTimesLater={handleArrangeTimesLater}
          />
          <WaitingListEntryPoint instructors={instructors} bookingChoice={instructorChoice} />
        </div>
        <BookingForm
          packageType={packageType}
          selectedPackage={selectedPackage}
          packagesLoaded={packages !== undefined}
          packagesFailed={packages === undefined && packagesQuery.isError}
          selectedSlots={selection.selectedSlots}
          lostSlots={selection.lostSlots}
          mustChooseAgain={selection.mustChooseAgain}
          onSlotsTaken={handleSlotsTaken}
          onArrangeTimesLater={handleArrangeTimesLater}
          onBooked={markBooked}
          instructorChoice={bookingInstructor}
        />
      </div>
    </>
  );
}
