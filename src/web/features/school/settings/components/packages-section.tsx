import { Archive, ArchiveRestore, ArrowDown, ArrowUp, LoaderCircle, Package, Star } from 'lucide-react';
import { useState } from 'react';
import { formatMinutesAsHours } from '../../../../../core/bookings/booking/booking-rules';
import type { AdminPackage } from '../../../../../core/bookings/booking/package-admin-schemas';
import { formatLessonCount } from '../../../../../core/format/count-format';
import { formatLongDate, formatPounds } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { useSettingsPackages } from '../api/get-settings-packages';
import { useUpdateSettingsPackage } from '../api/update-settings-package';
import { PackageFormDialog } from './package-form-dialog';

export const PACKAGES_LOAD_FAILED_MESSAGE = "The packages didn't load. Check your connection and try again.";
export const PACKAGE_CHANGE_FAILED_MESSAGE = 'Failed to change the package. Please try again.';

function describeBookings(count: number): string {
  if (count === 0) return 'No bookings yet';
  return count === 1 ? '1 booking' : `${count} bookings`;
}

function describeLessons(count: number): string {
  return formatLessonCount(count);
}

/** What retiring or restoring means, in the confirm dialog. */
function describeActiveChange(lessonPackage: AdminPackage): string {
  if (lessonPackage.isActive) {
    const kept =
      lessonPackage.bookingCount === 0
        ? 'No booking has used it yet.'
        : `The ${describeBookings(lessonPackage.bookingCount)} that used it keep it, at the price and hours they were sold with.`;
    return `It disappears from the home page and the booking page, so nobody can book or buy it. ${kept} You can restore it at any time.`;
  }
  return `It shows again on the home page and the booking page at ${formatPounds(lessonPackage.pricePence)}, and learners can book it.`;
}

function PackageItem({
  lessonPackage,
  position,
  count,
}: {
  lessonPackage: AdminPackage;
  position: number;
  count: number;
}) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSettingsPackage();
  const { name, isActive } = lessonPackage;
  const headingId = `settings-package-${lessonPackage.packageType}`;

  function handleMove(to: number) {
    update.mutate(
      { packageType: lessonPackage.packageType, patch: { sortOrder: to } },
      {
        onSuccess: () =>
          toast({ title: 'Package Moved', description: `${name} is number ${to} of ${count} now.` }),
        onError: (error) =>
          showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, PACKAGE_CHANGE_FAILED_MESSAGE)),
      },
    );
  }

  function handleActiveChange() {
    update.mutate(
      { packageType: lessonPackage.packageType, patch: { isActive: !isActive } },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({
            title: isActive ? 'Package Retired' : 'Package Restored',
            description: isActive
              ? `${name} is off the home page and the booking page. Its bookings keep it.`
              : `${name} is on the home page and the booking page again.`,
          });
        },
        onError: (error) => {
          setConfirming(false);
          showFailureToast(GENERIC_FAILURE_TITLE, explainFailure(error, PACKAGE_CHANGE_FAILED_MESSAGE));
        },
      },
    );
  }

  return (
    <li>
      <Card className={isActive ? 'p-4 sm:p-5' : 'border-dashed bg-slate-50 p-4 sm:p-5'}>
        <article aria-labelledby={headingId} className="grid gap-3">
          <div className="grid gap-1.5">
            <div className="flex items-start justify-between gap-3">
              <h4 id={headingId} className="min-w-0 text-lg font-semibold break-words">
                <span className="text-slate-600 tabular-nums">{position}.</span> {name}
              </h4>
              <p className="shrink-0 text-xl font-bold tabular-nums sm:text-2xl">
                {formatPounds(lessonPackage.pricePence)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <StatusBadge tone={isActive ? 'success' : 'neutral'} icon={isActive ? undefined : Archive}>
                {isActive ? 'Active' : 'Retired'}
              </StatusBadge>
              {lessonPackage.isPopular ? (
                <StatusBadge tone="info" icon={Star}>
                  Most Popular
                </StatusBadge>
              ) : null}
              {lessonPackage.isSingleLesson ? <StatusBadge tone="neutral">Single lesson</StatusBadge> : null}
              {lessonPackage.offerEndsOn ? (
                <StatusBadge tone="neutral">
                  Offer ends {formatLongDate(lessonPackage.offerEndsOn)}
                </StatusBadge>
              ) : null}
            </div>
          </div>
          <p className="text-slate-700">
            {formatMinutesAsHours(lessonPackage.totalMinutes)}, {describeLessons(lessonPackage.lessons)}.{' '}
            {describeBookings(lessonPackage.bookingCount)}.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <PackageFormDialog lessonPackage={lessonPackage} />
            <Button
              variant="secondary"
              size="compact"
              onClick={() => setConfirming(true)}
              disabled={update.isPending}
            >
              {isActive ? (
                <Archive aria-hidden="true" className="size-4" />
              ) : (
                <ArchiveRestore aria-hidden="true" className="size-4" />
              )}
              {isActive ? 'Retire' : 'Restore'}
              <span className="sr-only"> {name}</span>
            </Button>
            <div className="flex gap-2">
              <Button
                variant="ghost"
                size="compact"
                className="min-w-11"
                aria-label={`Move ${name} up`}
                disabled={position === 1 || update.isPending}
                onClick={() => handleMove(position - 1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">Up</span>
              </Button>
              <Button
                variant="ghost"
                size="compact"
                className="min-w-11"
                aria-label={`Move ${name} down`}
                disabled={position === count || update.isPending}
                onClick={() => handleMove(position + 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">Down</span>
              </Button>
            </div>
            {update.isPending ? (
              <span role="status" className="inline-flex items-center gap-1.5 text-sm text-slate-700">
                <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                Saving…
              </span>
            ) : null}
          </div>
        </article>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={isActive ? `Retire ${name}?` : `Restore ${name}?`}
        description={describeActiveChange(lessonPackage)}
        confirmLabel={isActive ? 'Retire Package' : 'Restore Package'}
        pendingLabel={isActive ? 'Retiring…' : 'Restoring…'}
        destructive={isActive}
        isPending={update.isPending}
        onConfirm={handleActiveChange}
      />
    </li>
  );
}

/**
 * Settings, Packages (issue 23): what learners can buy, in the order the home page and the
 * booking page show it; add, edit, retire or restore, and move each one.
 */
export function PackagesSection() {
  const packages = useSettingsPackages();
  const list = packages.data?.packages ?? [];

  return (
    <section aria-labelledby="settings-packages-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid max-w-2xl gap-1">
          <h3 id="settings-packages-title" className="text-xl">
            Packages
          </h3>
          <p className="text-slate-700">
            What learners can buy, in the order the home page and the booking page show it. A new price
            applies to new bookings only: every booking and purchase keeps the price it was sold at.
          </p>
        </div>
        <PackageFormDialog />
      </div>
      {packages.isPending ? (
        <ListSkeleton label="Loading packages" cards={3} />
      ) : packages.isError ? (
        <LoadErrorCard
          title="Packages unavailable"
          message={PACKAGES_LOAD_FAILED_MESSAGE}
          onRetry={() => void packages.refetch()}
          isRetrying={packages.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={Package} title="No packages yet">
          Add the first package learners can book, with its price and hours.
        </EmptyState>
      ) : (
        <ol className="grid gap-3" aria-label="Packages in display order">
          {list.map((lessonPackage, index) => (
            <PackageItem
              key={lessonPackage.packageType}
              lessonPackage={lessonPackage}
              position={index + 1}
              count={list.length}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
