import { buttonClassName } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { instructorLoginLink, siteNavLinks } from '../site-nav-links';
import { SiteLink } from '../site-navigation';
import { MobileMenu } from './mobile-menu';
import { SiteLogoLink } from './site-logo-link';
import { SiteNavItem } from './site-nav-item';

export function SiteHeader() {
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
              <SiteLink
                to={instructorLoginLink.to}
                className={buttonClassName({
                  variant: 'secondary',
                  size: 'compact',
                  className: 'whitespace-nowrap',
                })}
              >
                {instructorLoginLink.label}
              </SiteLink>
            </li>
          </ul>
        </nav>
        <div className="xl:hidden">
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
