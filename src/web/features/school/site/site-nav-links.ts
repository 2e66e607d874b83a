/** The public navigation, in the order of spec section 2; header and footer both use it. */
export interface SiteNavLink {
  label: string;
  to: string;
}

export const siteNavLinks: readonly SiteNavLink[] = [
  { label: 'Pricing', to: '/#pricing' },
  { label: 'Book Lesson', to: '/book-lesson' },
  { label: 'Areas Covered', to: '/areas-covered' },
  { label: 'Driving Tips', to: '/blog' },
  { label: 'My Progress', to: '/my-progress' },
  { label: 'Join Our Team', to: '/join-instructor-network' },
];

export const instructorLoginLink: SiteNavLink = { label: 'Instructor Login', to: '/instructor-dashboard' };

/** In the header instead of the login link while the instructor is signed in. */
export const instructorDashboardLink: SiteNavLink = { label: 'Dashboard', to: '/instructor-dashboard' };

export const termsLink: SiteNavLink = { label: 'Terms & Conditions', to: '/terms-and-conditions' };
