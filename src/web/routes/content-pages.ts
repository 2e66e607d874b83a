import type { ComponentType } from 'react';
import type { ContentPageName } from './content-paths';

/**
 * The component of a content page, for the server's render (entry-server.tsx): loaded before
 * rendering. In the browser these pages hydrate only their islands (start-islands.tsx).
 */
export async function loadContentPage(page: ContentPageName): Promise<ComponentType> {
  switch (page) {
    case 'areas-covered':
      return (await import('./areas-covered-page')).AreasCoveredPage;
    case 'blog':
      return (await import('./blog-page')).BlogPage;
    case 'blog-article':
      return (await import('./blog-article-page')).BlogArticlePage;
    case 'terms-and-conditions':
      return (await import('./terms-and-conditions-page')).TermsAndConditionsPage;
    case 'my-progress':
      return (await import('./my-progress-page')).MyProgressPage;
    case 'join-instructor-network':
      return (await import('./join-instructor-network-page')).JoinInstructorNetworkPage;
    case 'network-partner-request':
      return (await import('./network-partner-request-page')).NetworkPartnerRequestPage;
    case 'book-lesson':
      return (await import('./book-lesson-page')).BookLessonPage;
  }
}
