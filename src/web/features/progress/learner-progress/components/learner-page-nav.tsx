/** The sections of the learner's page, in the order they come (ids on the page, see secure-progress-page). */
export const LEARNER_PAGE_SECTIONS = [
  { id: 'lessons', label: 'Lessons' },
  { id: 'pay', label: 'Pay' },
  { id: 'messages', label: 'Messages' },
  { id: 'progress', label: 'Progress' },
  { id: 'skills-map', label: 'Skills' },
  { id: 'tests', label: 'Tests' },
  { id: 'waiting-list', label: 'Waiting list' },
  { id: 'pickup', label: 'Pickup' },
  { id: 'sharing', label: 'Sharing' },
  { id: 'notes', label: 'Notes' },
] as const;

/**
 * "On this page": plain links to the sections, so it works before (and without) JavaScript. On a
 * phone one row sticks under the site header and scrolls sideways within itself; wider, it wraps.
 */
export function LearnerPageNav() {
  return (
    <nav
      aria-label="On this page"
      className="sticky top-16 z-30 -mx-4 min-w-0 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur sm:static sm:mx-0 sm:rounded-xl sm:border sm:px-3 print:hidden"
    >
      <ul className="flex gap-2 overflow-x-auto [scrollbar-width:none] sm:flex-wrap sm:overflow-visible">
        {LEARNER_PAGE_SECTIONS.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-medium whitespace-nowrap text-slate-800 no-underline hover:border-blue-700 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
