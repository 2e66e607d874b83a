import { ArrowRight, CalendarCheck, House, PoundSterling, UserRound } from 'lucide-react';
import { SiteLink } from '../components/site-navigation';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { usePageTitle } from '../hooks/use-page-title';

export const NOT_FOUND_TITLE = '404 Page Not Found';

/** Where a lost visitor most likely meant to go: booking, prices, their own page, home. */
const WAYS_ON = [
  {
    to: '/book-lesson',
    icon: CalendarCheck,
    title: 'Book a lesson',
    text: 'See live times and choose a lesson or package.',
  },
  {
    to: '/#pricing',
    icon: PoundSterling,
    title: 'Lesson prices',
    text: 'Single lessons and packages, with what each includes.',
  },
  {
    to: '/my-progress',
    icon: UserRound,
    title: 'Your own page',
    text: 'Your lessons, notes and progress: we e-mail you the link.',
  },
] as const;

/** An unknown address (decisions.md, Pages): the spec's title, and the ways on a visitor wants. */
export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE, { withSchoolName: false });
  return (
    <Container className="py-10 sm:py-16">
      <Card className="flex flex-col gap-6 p-6 sm:p-10">
        <div className="grid gap-3">
          <h1 className="text-3xl sm:text-4xl">{NOT_FOUND_TITLE}</h1>
          <p className="max-w-2xl text-lg text-slate-700">
            Sorry, we couldn't find that page. The link may be out of date, or the address may have a typo.
            Were you looking for one of these?
          </p>
        </div>
        <nav aria-label="Ways on">
          <ul className="grid gap-3 sm:grid-cols-3">
            {WAYS_ON.map(({ to, icon: Icon, title, text }) => (
              <li key={to}>
                <SiteLink
                  to={to}
                  className="group flex h-full min-h-11 flex-col gap-1 rounded-lg border border-slate-200 p-4 hover:border-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                >
                  <span className="flex items-center gap-2 text-lg font-semibold text-blue-800">
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                    {title}
                    <ArrowRight
                      aria-hidden="true"
                      className="ml-auto size-4 shrink-0 motion-safe:transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                  <span className="text-slate-700">{text}</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <SiteLink to="/" className={buttonClassName({ variant: 'secondary' })}>
            <House aria-hidden="true" className="size-5" />
            Back to Home
          </SiteLink>
        </div>
      </Card>
    </Container>
  );
}
