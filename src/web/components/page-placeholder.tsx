import { ArrowRight, Construction, House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';
import { buttonClassName } from './ui/button';
import { Card } from './ui/card';
import { Container } from './ui/container';

export interface PagePlaceholderProps {
  /** The page's H1, also its document title. */
  title: string;
  /** What the finished page will do, in a sentence or two. */
  description: string;
  /** Where the button leads: the booking page (default) or home. */
  action?: 'book' | 'home';
  /** Anything the page must already contain (e.g. the home page's #pricing section). */
  children?: ReactNode;
}

/** The one shared stand-in for a page that is still being built. */
export function PagePlaceholder({ title, description, action = 'book', children }: PagePlaceholderProps) {
  usePageTitle(title);
  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-16">
      <Card className="flex flex-col items-start gap-4 p-6 sm:p-10">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
          <Construction aria-hidden="true" className="size-4" />
          Coming soon
        </p>
        <p className="max-w-2xl text-lg text-slate-700">
          We're still building this part of the site. {description}
        </p>
        {action === 'book' ? (
          <Link to="/book-lesson" className={buttonClassName({ className: 'mt-2' })}>
            Book a Lesson
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        ) : (
          <Link to="/" className={buttonClassName({ className: 'mt-2' })}>
            <House aria-hidden="true" className="size-5" />
            Back to Home
          </Link>
        )}
      </Card>
      {children}
    </Container>
  );
}
