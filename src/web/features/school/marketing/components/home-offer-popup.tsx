import { type ComponentProps, lazy, Suspense } from 'react';
import type { SpecialOffer } from '../../../../../core/school/marketing/special-offer';
import { useTimedPopup } from '../hooks/use-timed-popup';
import { MARKETING_SESSION_KEYS } from '../marketing-session';

/** Spec section 9: the home page's pop-up opens after 45 seconds. */
export const HOME_POPUP_DELAY_MS = 45_000;

// With the app's query client (its form sends the lead): the home page hydrates only its islands.
const LeadPopup = lazy(async () => {
  const [{ LeadPopup: Popup }, { WithSiteData }] = await Promise.all([
    import('./lead-popup'),
    import('../../site/components/with-site-data'),
  ]);
  return {
    default: (props: ComponentProps<typeof Popup>) => (
      <WithSiteData>
        <Popup {...props} />
      </WithSiteData>
    ),
  };
});

/**
 * The home page's 45-second pop-up: the special-offer lead form, once per session, when there is an
 * offer (from the packages: its caller reads them). Its form loads only when it opens, so it costs the page's first download nothing.
 */
export function HomeOfferPopup({ offer }: { offer: SpecialOffer | null }) {
  const [open, setOpen] = useTimedPopup(
    HOME_POPUP_DELAY_MS,
    MARKETING_SESSION_KEYS.offerPopupShown,
    offer !== null,
  );
  if (!offer || !open) return null;
  return (
    <Suspense fallback={null}>
      <LeadPopup offer={offer} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
