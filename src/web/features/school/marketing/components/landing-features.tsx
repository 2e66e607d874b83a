import {
  ArrowRight,
  CalendarClock,
  CalendarSync,
  CreditCard,
  type LucideIcon,
  Smartphone,
  TrendingUp,
  Users,
  Zap,
} from 'lucide-react';
import type { CancellationTerms } from '../../../../../core/school/settings/school-figures';
import { describeSelfServiceChanges } from '../../../../../core/school/site/terms-figures';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Container } from '../../../../components/ui/container';
import { useCancellationTerms } from '../../../../hooks/use-cancellation-terms';

interface Feature {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** Spec landing feature section: three feature cards. */
const MAIN_FEATURES: readonly Feature[] = [
  {
    title: 'Live availability and instant booking',
    text: "See the instructor's real free times and book the ones that suit you, day or night.",
    icon: Zap,
  },
  {
    title: 'Secure payment',
    text: 'Pay by bank transfer, or by card through our secure checkout. Every price is shown up front.',
    icon: CreditCard,
  },
  {
    title: 'Progress tracking',
    text: 'After every lesson your instructor records what you practised; follow it with your secure link.',
    icon: TrendingUp,
  },
];

/** Spec landing feature section: four extra features; the first states the school's terms. */
function getExtraFeatures(terms: CancellationTerms): readonly Feature[] {
  return [
    { title: 'Easy rescheduling', text: describeSelfServiceChanges(terms), icon: CalendarSync },
    ...OTHER_EXTRA_FEATURES,
  ];
}

const OTHER_EXTRA_FEATURES: readonly Feature[] = [
  { title: 'Flexible scheduling', text: 'Early mornings, evenings and weekends.', icon: CalendarClock },
  {
    title: 'Alternative instructors',
    text: 'Manual lessons or earlier times through our partner network.',
    icon: Users,
  },
  { title: 'Mobile friendly', text: 'Book, pay and check your progress from your phone.', icon: Smartphone },
];

/** Spec landing feature section: the four-step getting-started list. */
const GETTING_STARTED_STEPS: readonly { title: string; text: string }[] = [
  { title: 'Choose your lessons', text: 'A single lesson, a package or our special offer.' },
  { title: 'Pick your times', text: 'From the live calendar, or book now and arrange times later.' },
  { title: 'Pay securely', text: 'By bank transfer or card; your booking is confirmed once paid.' },
  { title: 'Start driving', text: 'Your instructor confirms within 24 hours and you are on the road.' },
];

export function LandingFeatures() {
  const extraFeatures = getExtraFeatures(useCancellationTerms());
  return (
    <section aria-labelledby="features-title" className="bg-white py-14 sm:py-20">
      <Container className="grid gap-12">
        <div className="max-w-2xl">
          <h2 id="features-title" className="text-3xl">
            Everything you need to learn, in one place
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            Book, pay and follow your progress online, with a real instructor a message away.
          </p>
        </div>

        <ul className="grid gap-4 md:grid-cols-3">
          {MAIN_FEATURES.map(({ title, text, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full p-6">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-blue-100 text-blue-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </Card>
            </li>
          ))}
        </ul>

        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {extraFeatures.map(({ title, text, icon: Icon }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-blue-700" />
              <div>
                <h3 className="text-base">{title}</h3>
                <p className="text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className="rounded-2xl bg-slate-50 p-6 sm:p-10">
          <h3 className="text-2xl">Getting started takes four steps</h3>
          <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {GETTING_STARTED_STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-slate-900">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </p>
                  <p className="text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-wrap gap-3">
            <SiteLink to="/book-lesson" className={buttonClassName()}>
              Book Your First Lesson
              <ArrowRight aria-hidden="true" className="size-5" />
            </SiteLink>
            <SiteLink to="/my-progress" className={buttonClassName({ variant: 'secondary' })}>
              Check My Progress
            </SiteLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
