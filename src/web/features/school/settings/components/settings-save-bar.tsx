import { CircleAlert, CircleCheck, Info, LoaderCircle, Save } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { SettingsSaveOutcome } from '../use-settings-section-save';

/**
 * A section's Save button and what the last save did, beside it: saved, nothing to save, or not
 * saved and why (a failure is an alert, so it is read out at once).
 */
export function SettingsSaveBar({
  label,
  isPending,
  outcome,
}: {
  label: string;
  isPending: boolean;
  outcome: SettingsSaveOutcome | null;
}) {
  return (
    <div className="flex flex-col items-start gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center">
      <Button type="submit" disabled={isPending} className="w-full sm:w-auto">
        {isPending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <Save aria-hidden="true" className="size-5" />
        )}
        {isPending ? 'Saving…' : label}
      </Button>
      <div role="status" className="min-w-0">
        {outcome?.kind === 'saved' ? (
          <p className="flex items-start gap-1.5 font-medium text-green-800">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {outcome.message}
          </p>
        ) : null}
        {outcome?.kind === 'unchanged' ? (
          <p className="flex items-start gap-1.5 text-slate-700">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {outcome.message}
          </p>
        ) : null}
      </div>
      {outcome?.kind === 'failed' ? (
        <p role="alert" className="flex min-w-0 items-start gap-1.5 font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {outcome.message}
        </p>
      ) : null}
    </div>
  );
}
