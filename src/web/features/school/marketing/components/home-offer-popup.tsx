import { lazy, Suspense } from 'react';
import { getSpecialOffer } from '../../../../../core/school/marketing/special-offer';
import { usePublicPackages } from '../api/get-public-packages';
import { useTimedPopup } from '../hooks/use-timed-popup';
import { MARKETING_SESSION_KEYS } from '../marketing-session';

/** Spec section 9: the home page's pop-up opens after 45 seconds. */
export const HOME_POPUP_DELAY_MS = 45_000;

const LeadPopup = lazy(async () => ({ default: (await import('./lead-popup')).LeadPopup }));

/**
 * The home page's 45-second pop-up: the special-offer lead form, once per session, when there is an
 * offer. Its form loads only when it opens, so it costs the page's first download nothing.
 */
export function HomeOfferPopup() {
  const { data } = usePublicPackages();
  const offer = getSpecialOffer(data);
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
