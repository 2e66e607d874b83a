import type { ReactNode } from 'react';
import { z } from 'zod/mini';
import { HelpButton } from './components/help-button';
import { HomeOfferPopup } from './components/home-offer-popup';
import { LeadMagnetPopup } from './components/lead-magnet-popup';

/*
 * The marketing pages' live parts, as islands (routes/page-islands.ts): the help button and the
 * timed pop-ups, whose forms (and the libraries they need) load only when they open. Props parsed
 * with zod's small build, as the site layout's (site/site-islands.tsx).
 */

/** core/school/marketing/special-offer.ts's SpecialOffer, as the home page embeds it. */
const homeOfferPopupProps = z.object({
  offer: z.nullable(
    z.object({
      packageType: z.string(),
      price: z.number(),
      hours: z.number(),
      saving: z.nullable(z.number()),
      headline: z.string(),
      endsOn: z.nullable(z.string()),
    }),
  ),
});

export function renderHelpButtonIsland(): ReactNode {
  return <HelpButton />;
}

export function renderHomeOfferPopupIsland(props: unknown): ReactNode {
  const parsed = homeOfferPopupProps.safeParse(props);
  return parsed.success ? <HomeOfferPopup offer={parsed.data.offer} /> : null;
}

export function renderLeadMagnetPopupIsland(): ReactNode {
  return <LeadMagnetPopup />;
}
