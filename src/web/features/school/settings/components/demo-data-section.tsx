import { FlaskConical, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate } from '../../../../../core/format/display-format';
import { hasDemoData } from '../../../../../core/school/settings/demo-data-schemas';
import { SCHOOL_TIME_ZONE, toZonedParts } from '../../../../../core/time/london-time';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { DangerButton } from '../../../../components/ui/danger-button';
import { explainFailure, showFailureToast } from '../../../../components/ui/failure-toasts';
import { LoadErrorCard } from '../../../../components/ui/panel-states';
import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast-store';
import { useDemoData } from '../../../../lib/api/get-demo-data';
import { useRemoveDemoData } from '../api/remove-demo-data';
import { DEMO_DATA_SECTION_ID, describeDemoLearners } from '../demo-data-words';

const REMOVE_FAILED = 'The demo data was not removed. Nothing was changed: please try again.';

function formatRemovedOn(removedAt: string): string {
  return formatLongDate(toZonedParts(new Date(removedAt), SCHOOL_TIME_ZONE).date);
}

/**
 * "Demo data" in Settings: what the first start made up, and the owner's one action that removes
 * all of it, after asking. Once removed, it never comes back (docs/decisions/0033).
 */
export function DemoDataSection() {
  const demo = useDemoData();
  const remove = useRemoveDemoData();
  const [asking, setAsking] = useState(false);

  function handleRemove() {
    remove.mutate(undefined, {
      onSuccess: (result) => {
        setAsking(false);
        const kept =
          result.keptTimes > 0
            ? ` ${result.keptTimes} demo ${result.keptTimes === 1 ? 'time' : 'times'} booked by real learners stayed as real times.`
            : '';
        const keptInstructors =
          result.keptInstructors > 0
            ? ` A demo instructor named in real learners’ records stayed, suspended, so those records keep who taught them.`
            : '';
        toast({ title: 'Demo data removed', description: `It will not come back.${kept}${keptInstructors}` });
      },
      onError: (error) => showFailureToast('Demo data not removed', explainFailure(error, REMOVE_FAILED)),
    });
  }

  return (
    <SectionCard
      id={DEMO_DATA_SECTION_ID}
      title="Demo data"
      description="The made-up learners, instructor and times a new site starts with, so you can try every screen."
    >
      {demo.isPending ? (
        <div className="grid gap-3">
          <p className="sr-only" role="status">
            Loading the demo data
          </p>
          <Skeleton className="h-6 w-full sm:w-[32rem]" />
          <Skeleton className="h-11 w-48" />
        </div>
      ) : demo.data ? (
        hasDemoData(demo.data) ? (
          <div className="grid gap-4">
            <p className="flex gap-2 text-slate-800">
              <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-700" />
              <span>{describeDemoLearners(demo.data)}</span>
            </p>
            <div>
              <DangerButton onClick={() => setAsking(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Remove demo data
              </DangerButton>
            </div>
            <ConfirmDialog
              open={asking}
              onOpenChange={setAsking}
              title="Remove all demo data?"
              description="This deletes every demo learner and demo instructor with their bookings, lessons, notes, messages, tests and payments, and the demo times on the booking page. It cannot be undone, and the demo does not come back when the site restarts."
              confirmLabel="Remove demo data"
              pendingLabel="Removing…"
              destructive
              isPending={remove.isPending}
              onConfirm={handleRemove}
            >
              <p className="text-slate-700">
                Real learners, their bookings and the times they booked stay as they are.
              </p>
            </ConfirmDialog>
          </div>
        ) : (
          <p role="status" className="text-slate-800">
            {demo.data.removedAt
              ? `Demo data removed on ${formatRemovedOn(demo.data.removedAt)}. Everything here is your school's own.`
              : "There is no demo data: everything here is your school's own."}
          </p>
        )
      ) : (
        <LoadErrorCard
          title="The demo data didn't load"
          message="We couldn't reach the server. Check your connection and try again."
          onRetry={() => void demo.refetch()}
          isRetrying={demo.isFetching}
        />
      )}
    </SectionCard>
  );
}
