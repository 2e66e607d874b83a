import { formatHours, getSelectedHours } from '../../../../../core/bookings/booking/booking-rules';
import type { LessonPackage } from '../../../../../core/bookings/booking/package-schemas';
import type { TimeSlot } from '../../../../../core/bookings/booking/time-slot-schemas';
import { formatPoundsWhole } from '../../../../../core/format/display-format';
import { FieldError } from '../../../../components/ui/form-field';

export interface BookingSummaryProps {
  selectedPackage: LessonPackage | undefined;
  /** The chosen package type while the packages are still loading. */
  hasPackageChoice: boolean;
  /** The packages could not be loaded, so the price is unknown. */
  packagesFailed: boolean;
  selectedSlots: readonly TimeSlot[];
  /** Errors of the fields chosen above the form (package, times), from the form or the server. */
  errors: { id: string; message: string | undefined }[];
}

/** What the learner is about to book: the package and its price, and how many times they chose. */
export function BookingSummary({
  selectedPackage,
  hasPackageChoice,
  packagesFailed,
  selectedSlots,
  errors,
}: BookingSummaryProps) {
  const selectedHours = getSelectedHours(selectedSlots);
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
      <h3 className="text-base">Your booking</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Package</dt>
        <dd className="font-medium text-slate-900">
          {selectedPackage ? (
            `${selectedPackage.name} (${formatPoundsWhole(selectedPackage.price)})`
          ) : hasPackageChoice ? (
            packagesFailed ? (
              'Price unavailable'
            ) : (
              'Loading…'
            )
          ) : (
            <a href="#packages" className="text-blue-700 underline underline-offset-2">
              None chosen: choose a package
            </a>
          )}
        </dd>
        <dt className="text-slate-600">Times</dt>
        <dd className="font-medium text-slate-900">
          {selectedSlots.length === 0
            ? 'None chosen yet'
            : `${selectedSlots.length} ${selectedSlots.length === 1 ? 'time' : 'times'} (${formatHours(selectedHours)} h)`}
        </dd>
      </dl>
      {errors.some((error) => error.message) ? (
        <div className="mt-2 grid gap-1">
          {errors.map((error) => (
            <FieldError key={error.id} id={error.id} message={error.message} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
