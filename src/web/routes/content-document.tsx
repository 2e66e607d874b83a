import type { ComponentType } from 'react';
import type { SiteLocation } from '../components/site-navigation';
import { DocumentNavigationProvider } from '../features/school/site/components/document-navigation';
import { SiteLayout } from '../features/school/site/components/site-layout';

export interface ContentDocumentProps {
  location: SiteLocation;
  /** The page (content-pages.ts), loaded before rendering. */
  Page: ComponentType;
}

/**
 * A content page (content-paths.ts) as the server renders it: the site layout and the page,
 * without the router, as the home page (home-document.tsx). The browser hydrates only its islands
 * (start-islands.tsx). Its links
 * load the next page from the server, which keeps the router's code and the app's route table
 * out of the page's download (docs/decisions/0044-page-javascript-budgets.md).
 */
export function ContentDocument({ location, Page }: ContentDocumentProps) {
  return (
    <DocumentNavigationProvider initialLocation={location}>
      <SiteLayout>
        <Page />
      </SiteLayout>
    </DocumentNavigationProvider>
  );
}
