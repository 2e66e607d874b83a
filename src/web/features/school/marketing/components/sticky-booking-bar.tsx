import { CalendarCheck, Phone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toTelHref } from '../../../../../core/format/contact-links';
import { formatUkPhone } from '../../../../../core/format/display-format';
import { SiteLink, useSiteLocation } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Container } from '../../../../components/ui/container';
import { trackedClick } from '../../analytics/tracked-clicks';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { isMarketingPage } from '../marketing-pages';
import { MARKETING_SESSION_KEYS, readSessionFlag, writeSessionFlag } from '../marketing-session';
import { setStickyBarVisible } from '../sticky-bar-store';

/** Spec section 9: the bar appears once the page has scrolled more than 500 px. */
export const STICKY_BAR_SCROLL_THRESHOLD_PX = 500;

/**
 * The sticky booking call-to-action (spec: sticky bottom bar): Book Now and Call, after 500 px of
 * scrolling on the content pages, until the visitor closes it for the rest of the session.
 */
export function StickyBookingBar({ phone }: { phone: string | null }) {
  const { pathname } = useSiteLocation();
  const scrolledPast = useScrolledPast(STICKY_BAR_SCROLL_THRESHOLD_PX);
  // Read after mounting: the server cannot know, and the first render must match its HTML.
  const [dismissed, setDismissed] = useState(true);

  useEffect(() => {
    setDismissed(readSessionFlag(MARKETING_SESSION_KEYS.stickyBarDismissed));
  }, []);

  const visible = isMarketingPage(pathname) && scrolledPast && !dismissed;
  useEffect(() => {
    setStickyBarVisible(visible);
    return () => setStickyBarVisible(false);
  }, [visible]);

  if (!visible) return null;

  function handleDismiss() {
    writeSessionFlag(MARKETING_SESSION_KEYS.stickyBarDismissed);
    setDismissed(true);
  }

  return (
    <>
      {/* Room at the end of the page, so the bar never covers the footer's last line. */}
      <div aria-hidden="true" className="h-20" />
      <aside
        aria-label="Book a lesson"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur motion-safe:animate-fade-in"
      >
        <Container className="flex items-center gap-2 py-2 sm:gap-4">
          <p className="hidden flex-1 font-semibold text-slate-900 sm:block">
            Ready to start? Book your automatic lessons online in minutes.
          </p>
          <SiteLink
            to="/book-lesson"
            className={buttonClassName({ className: 'flex-1 sm:flex-none' })}
            {...trackedClick('sticky_cta_click', { page: pathname })}
          >
            <CalendarCheck aria-hidden="true" className="size-5" />
            Book Now
          </SiteLink>
          {phone ? (
            <a
              href={toTelHref(phone)}
              className={buttonClassName({ variant: 'secondary', className: 'flex-1 sm:flex-none' })}
              {...trackedClick('phone_click', { from: 'sticky_bar' })}
            >
              <Phone aria-hidden="true" className="size-5" />
              Call<span className="sr-only"> {formatUkPhone(phone)}</span>
            </a>
          ) : null}
          <button
            type="button"
            aria-label="Close the booking bar"
            onClick={handleDismiss}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </Container>
      </aside>
    </>
  );
}
