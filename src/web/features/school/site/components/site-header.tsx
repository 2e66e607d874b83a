import { Island } from '../../../../components/island';
import { Container } from '../../../../components/ui/container';
import { useInstructorSignedIn } from '../hooks/use-instructor-signed-in';
import { siteNavLinks } from '../site-nav-links';
import { HeaderInstructorLinks } from './instructor-nav-links';
import { MobileMenu } from './mobile-menu';
import { SiteLogoLink } from './site-logo-link';
import { SiteNavItem } from './site-nav-item';

export function SiteHeader() {
  const signedIn = useInstructorSignedIn();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <Container className="flex min-h-16 items-center justify-between gap-3 py-2">
        <SiteLogoLink />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-1">
            {siteNavLinks.map((link) => (
              <li key={link.to}>
                <SiteNavItem
                  link={link}
                  className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium whitespace-nowrap text-slate-700 no-underline hover:bg-slate-100 hover:text-blue-800"
                  activeClassName="text-blue-700 underline decoration-2 underline-offset-8"
                />
              </li>
            ))}
            <li className="ml-2">
              <Island name="instructor-links">
                <HeaderInstructorLinks signedIn={signedIn} />
              </Island>
            </li>
          </ul>
        </nav>
        <Island name="mobile-menu" className="xl:hidden">
          <MobileMenu instructorSignedIn={signedIn} />
        </Island>
      </Container>
    </header>
  );
}
