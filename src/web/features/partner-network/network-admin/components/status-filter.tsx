export interface StatusFilterProps<Status extends string> {
  /** The radio group's name (unique on the page). */
  name: string;
  legend: string;
  statuses: readonly Status[];
  labels: Record<Status, string>;
  /** How many there are of each status; the 'All' choice shows their sum. */
  counts: Record<Status, number> | undefined;
  /** The chosen status, or undefined for all. */
  value: Status | undefined;
  onChange: (status: Status | undefined) => void;
}

const chipClassName =
  'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 ' +
  'font-medium text-slate-800 hover:border-slate-400 has-checked:border-blue-700 has-checked:bg-blue-700 has-checked:text-white ' +
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700';

/** 'All', then each status with its count, as a row of radio chips (arrow keys move between them). */
export function StatusFilter<Status extends string>({
  name,
  legend,
  statuses,
  labels,
  counts,
  value,
  onChange,
}: StatusFilterProps<Status>) {
  const total = counts ? statuses.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const choices: { key: string; label: string; count: number | undefined; status: Status | undefined }[] = [
    { key: 'all', label: 'All', count: total, status: undefined },
    ...statuses.map((status) => ({ key: status, label: labels[status], count: counts?.[status], status })),
  ];
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice.key} className={chipClassName}>
            <input
              type="radio"
              name={name}
              value={choice.key}
              checked={choice.status === value}
              onChange={() => onChange(choice.status)}
              className="sr-only"
            />
            {choice.label}
            {choice.count !== undefined ? (
              <span className="text-sm tabular-nums">({choice.count})</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
