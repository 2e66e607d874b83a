import { ExternalLink } from 'lucide-react';
import { Island } from '../../../../components/island';
import { SiteLink } from '../../../../components/site-navigation';
import { Container } from '../../../../components/ui/container';
import { LPlateLogo } from '../../../../components/ui/l-plate-logo';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSiteInfo } from '../../../../hooks/use-site-info';
import {
  CookieSettingsButton,
  FOOTER_COOKIE_SETTINGS_CLASS_NAME,
} from '../../analytics/components/cookie-settings-button';
import { instructorLoginLink, siteNavLinks, termsLink } from '../site-nav-links';
import { FooterContactDetails } from './footer-contact-details';

const footerLinks = [...siteNavLinks, instructorLoginLink, termsLink];

const headingClassName = 'text-sm font-semibold tracking-wide text-white uppercase';
const linkClassName =
  'inline-flex min-h-11 items-center rounded-md text-slate-200 underline-offset-4 hover:text-white hover:underline';

export function SiteFooter() {
  const { data, isPending } = useSiteInfo();
  const year = new Date().getFullYear();

  return (
    <footer className="bg-slate-900 text-slate-300 [&_:focus-visible]:outline-white">
      <Container className="grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1fr_1.3fr_1fr] lg:gap-12">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-3">
            <LPlateLogo />
            {data ? (
              <p className="text-lg leading-tight font-bold text-white">{data.schoolName}</p>
            ) : isPending ? (
              <Skeleton className="h-5 w-40 bg-slate-700" />
            ) : null}
          </div>
          <p>Automatic driving lessons in Birmingham and the West Midlands.</p>
        </div>

        <nav aria-label="Footer">
          <h2 className={headingClassName}>Explore</h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-6">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <SiteLink to={link.to} className={linkClassName}>
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex flex-col gap-8">
          <div>
            <h2 className={headingClassName}>Contact us</h2>
            <div className="mt-2">
              <FooterContactDetails />
            </div>
          </div>

          {data && data.socialLinks.length > 0 ? (
            <div>
              <h2 className={headingClassName}>Follow us</h2>
              <ul className="mt-2 flex flex-wrap gap-x-6">
                {data.socialLinks.map((social) => (
                  <li key={social.url}>
                    <a href={social.url} target="_blank" rel="noopener noreferrer" className={linkClassName}>
                      {social.label}
                      <ExternalLink aria-hidden="true" className="ml-2 size-4 text-slate-400" />
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </Container>
      <div className="border-t border-slate-800">
        <Container className="flex flex-wrap items-center justify-between gap-2 py-6 text-sm text-slate-400">
          <p>
            © {year}
            {data ? ` ${data.schoolName}` : ''}. All rights reserved.
          </p>
          {data?.analytics ? (
            <Island name="cookie-settings">
              <CookieSettingsButton className={FOOTER_COOKIE_SETTINGS_CLASS_NAME} />
            </Island>
          ) : null}
        </Container>
      </div>
    </footer>
  );
}
