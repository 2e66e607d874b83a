/*
 * The dashboard's tab looks: the main tabs on a laptop (a phone has the bar at the bottom instead);
 * sub-tabs are a smaller segmented control. Every trigger is at least 44 px high with a visible
 * focus ring.
 */

/**
 * A list down the side on a laptop (from 1024 px): every title whole on one or two lines, its badge
 * at the row's end, and room for more sections; hidden on a phone, where the bottom bar leads.
 */
export const tabListClassName =
  'flex flex-col gap-0.5 rounded-xl border border-slate-200 bg-white p-1.5 shadow-sm';

export const tabTriggerClassName =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm leading-tight font-semibold text-slate-700 ' +
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 ' +
  'data-[state=active]:bg-blue-700 data-[state=active]:text-white motion-safe:transition-colors';

/** The first section of a group in the side list: a rule above it (no element of its own in the tab list). */
export const tabGroupStartClassName =
  'relative mt-2.5 before:absolute before:inset-x-2 before:-top-1.5 before:h-px before:bg-slate-200';

export const subTabListClassName = 'inline-flex gap-1 self-start rounded-lg bg-slate-200 p-1';

export const subTabTriggerClassName =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-2 font-semibold text-slate-700 ' +
  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700 ' +
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';
