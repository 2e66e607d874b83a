import { ArrowRight, House } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { usePageTitle } from '../features/site/hooks/use-page-title';

export const NOT_FOUND_TITLE = '404 Page Not Found';

export function NotFoundPage() {
  usePageTitle(NOT_FOUND_TITLE, { withSchoolName: false });
  return (
    <Container className="py-10 sm:py-16">
      <Card className="flex flex-col items-start gap-4 p-6 sm:p-10">
        <h1 className="text-3xl sm:text-4xl">{NOT_FOUND_TITLE}</h1>
        <p className="max-w-2xl text-lg text-slate-700">
          Sorry, we couldn't find that page. The link may be out of date, or the address may have a typo.
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Link to="/" className={buttonClassName()}>
            <House aria-hidden="true" className="size-5" />
            Back to Home
          </Link>
          <Link to="/book-lesson" className={buttonClassName({ variant: 'secondary' })}>
            Book a Lesson
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <p className="mt-4 text-sm text-slate-600">Did you forget to add the page to the router?</p>
      </Card>
    </Container>
  );
}
