import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { getCalendarDateParts } from '../../../../../core/bookings/booking/booking-calendar';
import { DATES_PER_PAGE } from '../../../../../core/bookings/booking/booking-rules';
import { addDaysToIsoDate } from '../../../../../core/time/london-time';
import { Button } from '../../../../components/ui/button';
import { classNames } from '../../../../lib/class-names';
import { describeDateAvailability } from '../booking-messages';
import { DATE_GRID_COLUMNS, getDateGridKeyTarget, isDateGridKey } from '../date-grid-keys';

export interface DateGridProps {
  /** Every date of the calendar, in order. */
  dates: readonly string[];
  /** The dates of the page on screen (up to 14). */
  pageDates: readonly string[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** How many bookable slots each date has (dates not in the map have none). */
  slotCounts: ReadonlyMap<string, number>;
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
}

function chunkIntoWeeks(dates: readonly string[]): (string | null)[][] {
  const rows: (string | null)[][] = [];
  for (let start = 0; start < dates.length; start += DATE_GRID_COLUMNS) {
    const row: (string | null)[] = dates.slice(start, start + DATE_GRID_COLUMNS);
    while (row.length < DATE_GRID_COLUMNS) row.push(null);
    rows.push(row);
  }
  return rows;
}

/**
 * The dates as a WAI-ARIA grid (a table with role="grid", as in the APG date picker): 7 columns (the page's first date sets the weekdays: pages hold two
 * whole weeks), one tab stop, arrow keys to move (Home/End for the row, PageUp/PageDown for a page),
 * dates without slots announced and shown as unavailable.
 */
export function DateGrid({
  dates,
  pageDates,
  page,
  pageCount,
  onPageChange,
  slotCounts,
  selectedDate,
  onSelectDate,
}: DateGridProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  const [activeDate, setActiveDate] = useState<string | null>(null);
  const pendingFocus = useRef<string | null>(null);

  const isOnPage = (date: string | null): date is string => date !== null && pageDates.includes(date);
  const tabbableDate =
    [activeDate, selectedDate].find(isOnPage) ??
    pageDates.find((date) => (slotCounts.get(date) ?? 0) > 0) ??
    pageDates[0];

  // Arrow keys may land on another page: focus the date once that page has rendered.
  useEffect(() => {
    const date = pendingFocus.current;
    if (date === null) return;
    const button = gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`);
    if (!button) return;
    pendingFocus.current = null;
    button.focus();
  });

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    if (!isDateGridKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const target = getDateGridKeyTarget(event.key, dates.indexOf(date), dates.length, DATES_PER_PAGE);
    const targetDate = dates[target];
    if (targetDate === undefined) return;
    setActiveDate(targetDate);
    const targetPage = Math.floor(target / DATES_PER_PAGE) + 1;
    if (targetPage === page) {
      gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${targetDate}"]`)?.focus();
      return;
    }
    pendingFocus.current = targetDate;
    onPageChange(targetPage);
  }

  function handlePageChange(nextPage: number) {
    setActiveDate(null);
    onPageChange(nextPage);
  }

  const firstDate = pageDates[0];
  const weekdays = firstDate
    ? Array.from({ length: DATE_GRID_COLUMNS }, (_, offset) =>
        getCalendarDateParts(addDaysToIsoDate(firstDate, offset)),
      )
    : [];

  return (
    <div className="flex flex-col gap-3">
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's grid is a table with role="grid" (arrow keys move between its dates).
        role="grid"
        aria-label={`Available dates, page ${page} of ${pageCount}`}
        className="w-full table-fixed border-separate border-spacing-1"
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th
                key={weekday.weekdayLong}
                scope="col"
                abbr={weekday.weekdayLong}
                className="py-1 text-center text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                <span aria-hidden="true">{weekday.weekdayShort}</span>
                <span className="sr-only">{weekday.weekdayLong}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chunkIntoWeeks(pageDates).map((week) => (
            <tr key={week.find((date) => date !== null) ?? 'empty'}>
              {week.map((date, column) =>
                date === null ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells of the last week have no date.
                  <td key={`pad-${column}`} />
                ) : (
                  <DateCell
                    key={date}
                    date={date}
                    slotCount={slotCounts.get(date) ?? 0}
                    isSelected={date === selectedDate}
                    isTabbable={date === tabbableDate}
                    onSelect={(selected) => {
                      setActiveDate(selected);
                      onSelectDate(selected);
                    }}
                    onKeyDown={handleKeyDown}
                  />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="compact"
          onClick={() => handlePageChange(page - 1)}
          disabled={page <= 1}
          aria-label="Previous dates"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Button>
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          Page {page} of {pageCount}
        </p>
        <Button
          variant="secondary"
          size="compact"
          onClick={() => handlePageChange(page + 1)}
          disabled={page >= pageCount}
          aria-label="Next dates"
        >
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}

interface DateCellProps {
  date: string;
  slotCount: number;
  isSelected: boolean;
  isTabbable: boolean;
  onSelect: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
}

function DateCell({ date, slotCount, isSelected, isTabbable, onSelect, onKeyDown }: DateCellProps) {
  const { day, monthShort } = getCalendarDateParts(date);
  const isAvailable = slotCount > 0;
  return (
    <td className="p-0">
      <button
        type="button"
        data-date={date}
        tabIndex={isTabbable ? 0 : -1}
        aria-label={describeDateAvailability(date, slotCount)}
        aria-pressed={isSelected}
        // aria-disabled rather than disabled: the arrow keys can still reach and announce the date.
        aria-disabled={!isAvailable}
        onClick={() => {
          if (isAvailable) onSelect(date);
        }}
        onKeyDown={(event) => onKeyDown(event, date)}
        className={classNames(
          'relative flex h-14 w-full min-w-0 flex-col items-center justify-center rounded-lg border leading-tight',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 motion-safe:transition-colors',
          isSelected
            ? 'border-blue-700 bg-blue-700 text-white'
            : isAvailable
              ? 'border-blue-200 bg-white text-slate-900 hover:border-blue-700 hover:bg-blue-50'
              : 'cursor-not-allowed border-transparent bg-slate-100 text-slate-600',
        )}
      >
        <span aria-hidden="true" className="text-base font-semibold">
          {day}
        </span>
        <span aria-hidden="true" className="text-xs">
          {monthShort}
        </span>
        {isAvailable ? (
          <span
            aria-hidden="true"
            className={classNames(
              'absolute top-1 right-1 size-1.5 rounded-full',
              isSelected ? 'bg-white' : 'bg-green-600',
            )}
          />
        ) : null}
      </button>
    </td>
  );
}
