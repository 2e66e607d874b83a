import type { WeekItemTone } from './calendar-week-display';

/*
 * How each kind of item looks, in the key and on the grid. One more kind (time off) is one more
 * tone in `WeekItemTone`, an entry here and in the key, and a case in `describeWeekItem`.
 */

/** The key's swatch and a block's colours (text contrast at least AA on each). */
export const toneClassNames: Record<WeekItemTone, string> = {
  free: 'border-green-300 bg-green-50 text-green-900',
  held: 'border-blue-300 bg-blue-50 text-blue-900',
  hidden: 'border-amber-400 bg-amber-50 text-amber-900 border-dashed',
  lesson: 'border-blue-800 bg-blue-700 text-white',
  busy: 'border-slate-400 bg-slate-200 text-slate-900',
  off: 'border-purple-300 bg-purple-50 text-purple-900',
};

/** A block's strip down its left edge, so blocks side by side stay apart. */
export const toneAccentClassNames: Record<WeekItemTone, string> = {
  free: 'border-l-green-600',
  held: 'border-l-blue-600',
  hidden: 'border-l-amber-600',
  lesson: 'border-l-blue-950',
  busy: 'border-l-slate-600',
  off: 'border-l-purple-600',
};

/** Interactive blocks' hover colour. */
export const toneHoverClassNames: Partial<Record<WeekItemTone, string>> = {
  free: 'hover:bg-green-100',
  lesson: 'hover:bg-blue-800',
};

export const CALENDAR_KEY: { tone: WeekItemTone; label: string }[] = [
  { tone: 'lesson', label: 'Lesson' },
  { tone: 'free', label: 'Free time learners can book' },
  { tone: 'held', label: 'Requested, waiting for your answer' },
  { tone: 'hidden', label: 'Hidden from learners (you are busy)' },
  { tone: 'busy', label: 'Busy in Google Calendar' },
  { tone: 'off', label: 'Time off (learners see no times)' },
];
