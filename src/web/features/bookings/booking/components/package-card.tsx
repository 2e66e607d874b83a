import { Check, Star } from 'lucide-react';
import { formatHours } from '../../../../../core/bookings/booking/booking-rules';
import type { LessonPackage } from '../../../../../core/bookings/booking/package-schemas';
import { formatPoundsWhole } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { classNames } from '../../../../lib/class-names';

export interface PackageCardProps {
  lessonPackage: LessonPackage;
  isSelected: boolean;
  /** Chooses this package; on the chosen one it changes nothing (choosing is not a toggle). */
  onSelect: (packageType: string) => void;
}

/** One package: name, whole-pound price, lessons, description, features, 'Most Popular', select button. */
export function PackageCard({ lessonPackage, isSelected, onSelect }: PackageCardProps) {
  const { packageType, name, price, lessons, hours, description, features, isPopular } = lessonPackage;
  const headingId = `package-${packageType}-name`;
  const summaryId = `package-${packageType}-summary`;
  return (
    <article
      aria-labelledby={headingId}
      className={classNames(
        'relative flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm motion-safe:transition-colors',
        isSelected ? 'border-blue-700 ring-2 ring-blue-700' : 'border-slate-200',
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
      <p id={summaryId} className="mt-1 flex flex-wrap items-baseline gap-x-2">
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
      <Button
        variant={isSelected ? 'primary' : 'secondary'}
        // No aria-pressed: a pressed toggle button promises that pressing it again turns it off,
        // and choosing a package is not a toggle. Its name ('Selected' or 'Select Package') says which.
        aria-describedby={`${headingId} ${summaryId}`}
        onClick={() => onSelect(packageType)}
        className="mt-auto w-full"
      >
        {isSelected ? <Check aria-hidden="true" className="size-5" /> : null}
        {isSelected ? 'Selected' : 'Select Package'}
      </Button>
    </article>
  );
}
