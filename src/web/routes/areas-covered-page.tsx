import { ArrowRight, ExternalLink, MapPin, Phone, Route } from 'lucide-react';
import { toTelHref } from '../../core/format/contact-links';
import { formatUkPhone } from '../../core/format/display-format';
import { buildMapSearchUrl } from '../../core/format/map-search-url';
import { COVERED_REGIONS, countCoveredAreas, TEST_CENTRES } from '../../core/school/content/areas-covered';
import { SiteLink } from '../components/site-navigation';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { trackedClick } from '../features/school/analytics/tracked-clicks';
import { usePageTitle } from '../hooks/use-page-title';
import { useSiteInfo } from '../hooks/use-site-info';

/** /areas-covered: the areas and postcode districts by region, and the five Birmingham test centres. */
export function AreasCoveredPage() {
  usePageTitle('Areas Covered');
  const { data: site } = useSiteInfo();
  const areaCount = countCoveredAreas();

  return (
    <Container className="grid gap-12 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-4xl">Areas Covered</h1>
        <p className="mt-3 text-lg text-slate-700">
          We teach automatic lessons in {areaCount} areas across Birmingham, Sutton Coldfield, Walsall and
          Sandwell, and we can pick you up from home, school, college or work.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <SiteLink to="/book-lesson" className={buttonClassName()}>
            Book a Lesson
            <ArrowRight aria-hidden="true" className="size-5" />
          </SiteLink>
          {site ? (
            <a
              href={toTelHref(site.phone)}
              className={buttonClassName({ variant: 'secondary' })}
              {...trackedClick('phone_click', { from: 'areas_covered' })}
            >
              <Phone aria-hidden="true" className="size-5" />
              Not listed? Call {formatUkPhone(site.phone)}
            </a>
          ) : null}
        </div>
      </header>

      <section aria-labelledby="areas-title">
        <h2 id="areas-title" className="text-3xl">
          Where we teach
        </h2>
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          {COVERED_REGIONS.map((region) => (
            <Card key={region.id} className="p-5 sm:p-6">
              <h3 className="flex items-center gap-2 text-xl">
                <MapPin aria-hidden="true" className="size-5 text-red-600" />
                {region.name}
                <span className="text-base font-normal text-slate-600">
                  ({region.areas.length} {region.areas.length === 1 ? 'area' : 'areas'})
                </span>
              </h3>
              <ul className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                {region.areas.map((area) => (
                  <li
                    key={area.name}
                    className="flex flex-wrap items-baseline justify-between gap-x-2 border-b border-slate-100 pb-2"
                  >
                    <span className="font-medium text-slate-900">{area.name}</span>
                    <span className="text-sm text-slate-600">
                      <span className="sr-only">Postcodes: </span>
                      {area.postcodes.join(', ')}
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="centres-title">
        <h2 id="centres-title" className="text-3xl">
          Birmingham driving test centres
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          We prepare learners for all five Birmingham test centres. The examiner chooses the route on the day,
          so we practise the kinds of roads around your centre rather than one route by heart.
        </p>
        <ul className="mt-6 grid gap-5 lg:grid-cols-2">
          {TEST_CENTRES.map((centre) => {
            const fullAddress = [...centre.addressLines, centre.postcode].join(', ');
            return (
              <li key={centre.id}>
                <Card className="flex h-full flex-col gap-4 p-5 sm:p-6">
                  <h3 className="text-xl">{centre.name}</h3>
                  <address className="flex gap-2 not-italic text-slate-800">
                    <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-600" />
                    <span>{fullAddress}</span>
                  </address>
                  <p className="text-slate-700">{centre.summary}</p>
                  <div>
                    <h4 className="flex items-center gap-2 font-semibold text-slate-900">
                      <Route aria-hidden="true" className="size-5 text-blue-700" />
                      Roads we practise for this centre
                    </h4>
                    <ul className="mt-2 grid list-disc gap-1 pl-6 text-slate-700 marker:text-slate-400">
                      {centre.commonRoutes.map((route) => (
                        <li key={route}>{route}</li>
                      ))}
                    </ul>
                  </div>
                  <a
                    href={buildMapSearchUrl(`${centre.name} driving test centre, ${fullAddress}`)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-auto inline-flex min-h-11 items-center gap-2 self-start font-semibold text-blue-700 underline-offset-4 hover:underline"
                  >
                    Open in Google Maps
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Card>
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-sm text-slate-600">
          Check the address on your DVSA booking confirmation before test day: centres occasionally move tests
          to a temporary site.
        </p>
      </section>

      <section aria-labelledby="areas-cta-title" className="rounded-2xl bg-blue-700 p-6 text-white sm:p-10">
        <h2 id="areas-cta-title" className="text-2xl text-white sm:text-3xl">
          Learning near you?
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-blue-50">
          See the instructor's free times and book your first lesson in a few minutes.
        </p>
        <SiteLink to="/book-lesson" className={buttonClassName({ variant: 'secondary', className: 'mt-6' })}>
          Book a Lesson
          <ArrowRight aria-hidden="true" className="size-5" />
        </SiteLink>
      </section>
    </Container>
  );
}
