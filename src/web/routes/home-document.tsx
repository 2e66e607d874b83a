import type { SiteLocation } from '../components/site-navigation';
import { DocumentNavigationProvider } from '../features/school/site/components/document-navigation';
import { SiteLayout } from '../features/school/site/components/site-layout';
import { HomePage } from './home-page';

/**
 * The home page as the server renders it: the site layout and the page, without the router. The
 * browser hydrates only its islands (start-islands.tsx). Its links load the next page from the server, which keeps the
 * router's code out of the home page's download (docs/decisions/0012-pre-rendering.md).
 */
export function HomeDocument({ location }: { location: SiteLocation }) {
  return (
    <DocumentNavigationProvider initialLocation={location}>
      <SiteLayout>
        <HomePage />
      </SiteLayout>
    </DocumentNavigationProvider>
  );
}
