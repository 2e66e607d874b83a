export interface NextStepsListProps {
  title?: string;
  steps: readonly string[];
}

/** What happens after paying, as numbered steps. */
export function NextStepsList({ title = 'What happens next', steps }: NextStepsListProps) {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg">{title}</h3>
      <ol className="flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="pt-0.5 text-slate-700">{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
