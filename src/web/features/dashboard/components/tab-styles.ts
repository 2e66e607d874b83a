/*
 * The dashboard's tab looks: the main tabs on a laptop (a phone has the bar at the bottom instead);
 * sub-tabs are a smaller segmented control. Every trigger is at least 44 px high with a visible
 * focus ring.
 */

/** Equal columns on a laptop (icon above the title); hidden on a phone, where the bottom bar leads. */
export const tabListClassName =
  'hidden rounded-xl border border-slate-200 bg-white p-1 shadow-sm lg:grid lg:auto-cols-fr lg:grid-flow-col lg:gap-1';

export const tabTriggerClassName =
  'inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-lg px-4 py-2 font-semibold text-slate-700 ' +
  'lg:flex-col lg:justify-center lg:gap-1 lg:px-2 lg:text-sm lg:whitespace-normal lg:text-center lg:leading-tight ' +
  'hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 ' +
  'data-[state=active]:bg-blue-700 data-[state=active]:text-white motion-safe:transition-colors';

export const subTabListClassName = 'inline-flex gap-1 self-start rounded-lg bg-slate-200 p-1';

export const subTabTriggerClassName =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-4 py-2 font-semibold text-slate-700 ' +
  'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700 ' +
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';
