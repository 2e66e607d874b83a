import { ChevronDown, Minus, Plus } from 'lucide-react';
import {
  describeTestOutcome,
  isTestPassed,
  type MockTestCategoryId,
} from '../../../../../core/progress/mock-test';
import { ChoiceGroup } from '../../../../components/ui/form-field';
import { classNames } from '../../../../lib/class-names';
import {
  categoryLabel,
  changeMark,
  type FaultKind,
  groupTotals,
  SHEET_GROUPS,
  type SheetMarks,
  sheetTotals,
} from '../mock-test-sheet';

const stepButtonClassName =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-900 ' +
  'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

function toggleClassName(pressed: boolean, tone: 'serious' | 'dangerous') {
  return classNames(
    'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border font-bold',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
    pressed
      ? tone === 'dangerous'
        ? 'border-red-700 bg-red-700 text-white'
        : 'border-amber-600 bg-amber-100 text-amber-950'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  );
}

function CategoryRow({
  id,
  marks,
  onChange,
}: {
  id: MockTestCategoryId;
  marks: SheetMarks;
  onChange: (marks: SheetMarks) => void;
}) {
  const label = categoryLabel(id);
  const mark = marks[id];
  const driver = mark?.driver ?? 0;
  const serious = mark?.serious ?? 0;
  const dangerous = mark?.dangerous ?? 0;
  const change = (kind: FaultKind, delta: number) => onChange(changeMark(marks, id, kind, delta));
  const toggle = (kind: 'serious' | 'dangerous', value: number) => change(kind, value > 0 ? -value : 1);
  return (
    <li className="grid gap-1.5 border-t border-slate-200 py-2 first:border-t-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-3">
      <span className={classNames('text-sm', driver + serious + dangerous > 0 && 'font-semibold')}>
        {label}
      </span>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={stepButtonClassName}
          aria-label={`Remove a driver fault: ${label}`}
          disabled={driver === 0}
          onClick={() => change('driver', -1)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <span className="min-w-7 text-center font-semibold tabular-nums">
          {driver}
          <span className="sr-only"> driver {driver === 1 ? 'fault' : 'faults'}</span>
        </span>
        <button
          type="button"
          className={stepButtonClassName}
          aria-label={`Add a driver fault: ${label}`}
          disabled={driver === 9}
          onClick={() => change('driver', 1)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={classNames(toggleClassName(serious > 0, 'serious'), 'ml-2')}
          aria-pressed={serious > 0}
          onClick={() => toggle('serious', serious)}
        >
          <span aria-hidden="true">S</span>
          <span className="sr-only">Serious fault: {label}</span>
        </button>
        <button
          type="button"
          className={toggleClassName(dangerous > 0, 'dangerous')}
          aria-pressed={dangerous > 0}
          onClick={() => toggle('dangerous', dangerous)}
        >
          <span aria-hidden="true">D</span>
          <span className="sr-only">Dangerous fault: {label}</span>
        </button>
      </div>
    </li>
  );
}

function summariseGroup(driver: number, serious: number, dangerous: number): string {
  const parts = [
    driver > 0 ? `${driver} driver` : null,
    serious > 0 ? `${serious} serious` : null,
    dangerous > 0 ? `${dangerous} dangerous` : null,
  ].filter((part) => part !== null);
  return parts.join(' · ');
}

/**
 * The DVSA marking sheet as counters: a driver-fault counter and serious / dangerous toggles for
 * every category, folded into groups (a group's faults show on its heading while it is closed).
 */
export function MockTestSheetFields({
  marks,
  onChange,
  idPrefix,
}: {
  marks: SheetMarks;
  onChange: (marks: SheetMarks) => void;
  idPrefix: string;
}) {
  return (
    <ChoiceGroup
      id={`${idPrefix}-sheet`}
      legend="Faults"
      legendClassName="mb-1 font-medium text-slate-900"
      hint="Open a group and tap + for each driver fault. S marks a serious fault, D a dangerous one."
      hintClassName="-mt-1 text-sm text-slate-600"
    >
      {SHEET_GROUPS.map((group, index) => {
        const totals = groupTotals(marks, group);
        const summary = summariseGroup(totals.driver, totals.serious, totals.dangerous);
        return (
          <details
            key={group.title}
            className="group rounded-lg border border-slate-300 bg-white"
            open={index === 0 ? true : undefined}
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2 font-medium focus-visible:outline-2 focus-visible:outline-blue-700 [&::-webkit-details-marker]:hidden">
              <span>{group.title}</span>
              <span className="flex items-center gap-2">
                {summary ? (
                  <span className="text-right text-sm font-semibold text-slate-700">
                    <span className="sr-only">: </span>
                    {summary}
                  </span>
                ) : null}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 text-slate-600 motion-safe:transition-transform group-open:rotate-180"
                />
              </span>
            </summary>
            <ul className="px-3 pb-1">
              {group.categoryIds.map((id) => (
                <CategoryRow key={id} id={id} marks={marks} onChange={onChange} />
              ))}
            </ul>
          </details>
        );
      })}
    </ChoiceGroup>
  );
}

/** The running totals and the outcome by the pass rule, announced as they change. */
export function MockTestOutcome({ marks }: { marks: SheetMarks }) {
  const totals = sheetTotals(marks);
  const passed = isTestPassed(totals);
  return (
    <div
      className={classNames(
        'sticky bottom-0 z-10 -mx-1 grid gap-0.5 rounded-lg border px-3 py-2 shadow-sm',
        passed ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900',
      )}
    >
      <p role="status" aria-live="polite" className="font-semibold">
        {describeTestOutcome(totals)}
      </p>
      <p className="text-sm">
        {totals.driver} driver · {totals.serious} serious · {totals.dangerous} dangerous
      </p>
    </div>
  );
}
