import {
  Award,
  CalendarClock,
  Car,
  ExternalLink,
  HeartHandshake,
  type LucideIcon,
  MapPin,
  ShieldCheck,
} from 'lucide-react';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Container } from '../../../../components/ui/container';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSiteInfo } from '../../../../hooks/use-site-info';

interface Point {
  title: string;
  text: string;
  icon: LucideIcon;
}

const SCHOOL_VALUES: readonly Point[] = [
  {
    title: 'Local roads, local tests',
    text: "We teach on the roads you will drive and be tested on: Birmingham's roundabouts, dual carriageways and busy high streets.",
    icon: MapPin,
  },
  {
    title: 'Automatic, start to finish',
    text: 'No clutch and no gears, so you can put all your attention on the road and progress sooner.',
    icon: Car,
  },
  {
    title: 'Patient, honest teaching',
    text: 'Clear notes after every lesson, and a straight answer about when you are ready for your test.',
    icon: HeartHandshake,
  },
];

/** Spec: why choose the school (modern vehicles, approved instructors, flexible booking, personal approach). */
const REASONS: readonly Point[] = [
  { title: 'Modern vehicles', text: 'Clean, modern automatic cars with dual controls.', icon: Car },
  {
    title: 'Approved instructors',
    text: 'Every instructor is DVSA approved and background checked.',
    icon: ShieldCheck,
  },
  {
    title: 'Flexible booking',
    text: 'Book online at any hour, and move a lesson yourself when plans change.',
    icon: CalendarClock,
  },
  {
    title: 'Personal approach',
    text: 'Lessons shaped around you, whether you are nervous, returning or close to your test.',
    icon: HeartHandshake,
  },
];

function PointList({ points, columns }: { points: readonly Point[]; columns: string }) {
  return (
    <ul className={`mt-8 grid gap-4 ${columns}`}>
      {points.map(({ title, text, icon: Icon }) => (
        <li key={title}>
          <Card className="h-full p-6">
            <Icon aria-hidden="true" className="size-7 text-blue-700" />
            <h3 className="mt-3 text-lg">{title}</h3>
            <p className="mt-1 text-slate-700">{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** What the school's name stands for (spec home page sections), named from configuration. */
export function SchoolValuesSection() {
  const { data: site } = useSiteInfo();
  return (
    <section aria-labelledby="values-title" className="py-14 sm:py-20">
      <Container>
        <h2 id="values-title" className="text-3xl">
          {site ? `What ${site.schoolName} stands for` : 'What we stand for'}
        </h2>
        <PointList points={SCHOOL_VALUES} columns="md:grid-cols-3" />
      </Container>
    </section>
  );
}

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-title" className="bg-white py-14 sm:py-20">
      <Container>
        <h2 id="why-title" className="text-3xl">
          Why choose us
        </h2>
        <PointList points={REASONS} columns="sm:grid-cols-2 lg:grid-cols-4" />
      </Container>
    </section>
  );
}

const JOURNEY = [
  { title: 'First lesson', text: 'Controls, moving off and your first junctions, somewhere quiet.' },
  {
    title: 'Every lesson after',
    text: 'Notes on what you practised and your skills map, filling in as you go.',
  },
  { title: 'Mock test', text: 'A test-day drive with honest feedback, so you book only when ready.' },
  { title: 'Pass', text: 'Your licence, and a story worth telling.' },
] as const;

/**
 * Success stories without invented reviews (decisions.md): the school's pass rate (one setting) and
 * the journey every learner's progress page records.
 */
export function SuccessStoriesSection() {
  const { data: site, isPending } = useSiteInfo();
  return (
    <section aria-labelledby="stories-title" className="py-14 sm:py-20">
      <Container className="grid gap-8 lg:grid-cols-[1fr_2fr] lg:items-start">
        <div>
          <h2 id="stories-title" className="text-3xl">
            Success stories
          </h2>
          <div className="mt-4 flex items-center gap-4 rounded-xl bg-blue-700 p-6 text-white">
            <Award aria-hidden="true" className="size-10 shrink-0" />
            {site ? (
              <p>
                <span className="block text-4xl font-bold">{site.passRatePercent}%</span>
                of our learners pass their practical test
              </p>
            ) : isPending ? (
              <Skeleton className="h-16 w-40 bg-blue-600" />
            ) : (
              <p>Most of our learners pass their practical test.</p>
            )}
          </div>
        </div>
        <div>
          <p className="text-lg text-slate-700">
            Every success story here starts the same way, and you can follow yours lesson by lesson on your
            own progress page.
          </p>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2">
            {JOURNEY.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-100 font-bold text-blue-800"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">{step.title}</p>
                  <p className="text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <SiteLink to="/book-lesson" className={buttonClassName({ className: 'mt-6' })}>
            Start your story
          </SiteLink>
        </div>
      </Container>
    </section>
  );
}

/** The school's social links (configuration); not shown when there are none. */
export function SocialLinksSection() {
  const { data: site } = useSiteInfo();
  if (!site || site.socialLinks.length === 0) return null;
  return (
    <section aria-labelledby="social-title" className="bg-white py-10">
      <Container className="flex flex-wrap items-center gap-4">
        <h2 id="social-title" className="text-xl">
          Follow us
        </h2>
        <ul className="flex flex-wrap gap-3">
          {site.socialLinks.map((social) => (
            <li key={social.url}>
              <a
                href={social.url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClassName({ variant: 'secondary', size: 'compact' })}
              >
                {social.label}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
