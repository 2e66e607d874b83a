// First: configures zod's full build (the booking's schemas use it) before any schema is built.
import '../lib/zod-config';
import type { ReactNode } from 'react';
import { WithSiteData } from '../features/school/site/components/with-site-data';
import { BookingSteps } from './booking-steps';

/*
 * /book-lesson's live part, as an island (page-islands.ts): the three steps (the package, the
 * times with their 15-second refresh, the details and the booking), as the page renders them. No
 * props: the address's query is read from the document, as the server read it from the request.
 * The packages are the page's embedded data, seeded into the app's cache as the server rendered
 * from them (WithSiteData), so the chooser hydrates with the same cards.
 */

export function renderBookLessonIsland(): ReactNode {
  return (
    <WithSiteData>
      <BookingSteps />
    </WithSiteData>
  );
}
