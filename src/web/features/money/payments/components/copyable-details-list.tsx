import { CopyButton } from '../../../../components/ui/copy-button';

export interface CopyableDetail {
  label: string;
  /** As shown. */
  value: string;
  /** What is copied, when it differs from what is shown (e.g. '72.00' for '£72.00'). */
  copyValue?: string;
}

/** Label, value and a copy button per row; rows stack neatly on a phone. */
export function CopyableDetailsList({ details }: { details: readonly CopyableDetail[] }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {details.map((detail) => (
        <div key={detail.label} className="flex flex-col px-3 py-2.5 sm:px-4">
          <dt className="text-sm text-slate-600">{detail.label}</dt>
          <dd className="flex items-center justify-between gap-3">
            <span className="min-w-0 text-lg font-semibold break-words text-slate-900 tabular-nums">
              {detail.value}
            </span>
            <CopyButton value={detail.copyValue ?? detail.value} label={detail.label} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
