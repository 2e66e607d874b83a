import { isCurrentPage, SiteLink, useSiteLocation } from '../../../../components/site-navigation';
import type { SiteNavLink } from '../site-nav-links';

export interface SiteNavItemProps {
  link: SiteNavLink;
  className: string;
  activeClassName: string;
  onClick?: () => void;
}

/** A nav link; page links show which page is current (aria-current), in-page anchors never do. */
export function SiteNavItem({ link, className, activeClassName, onClick }: SiteNavItemProps) {
  const { pathname } = useSiteLocation();
  const current = !link.to.includes('#') && isCurrentPage(pathname, link.to);
  return (
    <SiteLink
      to={link.to}
      onClick={onClick}
      aria-current={current ? 'page' : undefined}
      className={current ? `${className} ${activeClassName}` : className}
    >
      {link.label}
    </SiteLink>
  );
}
