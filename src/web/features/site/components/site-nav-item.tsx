import { Link, NavLink } from 'react-router';
import type { SiteNavLink } from '../site-nav-links';

export interface SiteNavItemProps {
  link: SiteNavLink;
  className: string;
  activeClassName: string;
  onClick?: () => void;
}

/** A nav link; page links show which page is current (aria-current), in-page anchors never do. */
export function SiteNavItem({ link, className, activeClassName, onClick }: SiteNavItemProps) {
  if (link.to.includes('#')) {
    return (
      <Link to={link.to} className={className} onClick={onClick}>
        {link.label}
      </Link>
    );
  }
  return (
    <NavLink
      to={link.to}
      onClick={onClick}
      className={({ isActive }) => (isActive ? `${className} ${activeClassName}` : className)}
    >
      {link.label}
    </NavLink>
  );
}
