import type { ReactNode } from 'react';
import { classNames } from '../lib/class-names';

/**
 * The live parts of the home page, the content pages, the learner's own page and the dashboard's
 * sign-in page (routes/page-islands.ts): on those pages the browser hydrates only these, each as
 * its own React root, and the rest of the server's HTML stays as it was sent
 * (docs/decisions/0044-page-javascript-budgets.md).
 */
export type IslandName =
  | 'mobile-menu'
  | 'instructor-links'
  | 'cookie-settings'
  | 'sticky-booking-bar'
  | 'site-analytics'
  | 'scroll-to-hash'
  | 'help-button'
  | 'home-offer-popup'
  | 'lead-magnet-popup'
  | 'live-activity'
  | 'progress-link-request'
  | 'remembered-progress'
  | 'instructor-application'
  | 'network-partner-request'
  | 'instructor-sign-in'
  | 'book-lesson'
  | 'learner-page';

/** What every island's props are: JSON, embedded in the page by the server. */
export type IslandProps = Readonly<Record<string, string | number | boolean | null | object>>;

export interface IslandMarkProps {
  name: IslandName;
  /** What the island renders with in the browser (parsed there with the island's own schema). */
  props?: IslandProps;
  /** The element's classes; without any it takes no box of its own (`display: contents`). */
  className?: string;
  /** The island, rendered with the same props as in the browser. */
  children: ReactNode;
}

/**
 * Marks a live part: its element is the root the browser hydrates, its props travel with it as
 * `data-island-props`. Rendered the same in every page (in the router too, where the whole page
 * hydrates and the marks mean nothing).
 */
export function Island({ name, props, className, children }: IslandMarkProps) {
  return (
    <div
      data-island={name}
      data-island-props={props ? JSON.stringify(props) : undefined}
      className={classNames(className ?? 'contents')}
    >
      {children}
    </div>
  );
}
