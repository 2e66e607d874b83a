import { ArrowDown, CalendarCheck, Check, MapPin } from 'lucide-react';
import { formatPoundsWhole } from '../../../../../core/format/display-format';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Container } from '../../../../components/ui/container';
import { LPlateLogo } from '../../../../components/ui/l-plate-logo';
import { useSiteInfo } from '../../../../hooks/use-site-info';
import { usePublicPackages } from '../api/get-public-packages';

const HIGHLIGHTS = [
  'Automatic cars with dual controls',
  'DVSA-approved instructors',
  'Live availability, book in minutes',
] as const;

/** The home page's first screen: what the school is, its pass rate and prices, and the two actions. */
export function HomeHero({ title }: { title: string }) {
  const { data: site } = useSiteInfo();
  const { data: packages } = usePublicPackages();
  const prices = packages ? Object.values(packages).map((lessonPackage) => lessonPackage.price) : [];
  const lowestPrice = prices.length > 0 ? Math.min(...prices) : null;

  return (
    <section aria-labelledby="home-title" className="bg-gradient-to-b from-blue-50 to-slate-50">
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="inline-flex min-h-8 items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 shadow-sm">
            <MapPin aria-hidden="true" className="size-4 text-red-600" />
            Birmingham, Sutton Coldfield, Walsall and Sandwell
          </p>
          <h1 id="home-title" className="mt-4 text-4xl sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-slate-700">
            Friendly, patient lessons in an automatic car, on the roads you will be tested on. See the live
            diary, choose your times and book online in a few minutes.
          </p>
          <p className="mt-4 flex min-h-7 flex-wrap gap-x-6 gap-y-1 font-semibold text-slate-900">
            {site ? <span>{site.passRatePercent}% pass rate</span> : null}
            {lowestPrice !== null ? <span>Lessons from {formatPoundsWhole(lowestPrice)}</span> : null}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <SiteLink to="/book-lesson" className={buttonClassName({ className: 'px-6 text-lg' })}>
              <CalendarCheck aria-hidden="true" className="size-5" />
              Book Your Lesson
            </SiteLink>
            <a
              href="#pricing"
              className={buttonClassName({ variant: 'secondary', className: 'px-6 text-lg' })}
            >
              View Pricing
              <ArrowDown aria-hidden="true" className="size-5" />
            </a>
          </div>
        </div>
        <div className="hidden rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 sm:block">
          <div className="flex items-center gap-4">
            <LPlateLogo />
            <p className="text-xl font-bold text-slate-900">{site ? site.schoolName : ''}</p>
          </div>
          <ul className="mt-6 grid gap-3">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight} className="flex gap-3 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-600" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
