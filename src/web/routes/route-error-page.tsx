import { House, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button, buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';

/** Shown in place of a page that failed to render or whose code could not be loaded. */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
    document.title = 'Something went wrong';
  }, [error]);

  return (
    <Container className="py-10 sm:py-16">
      <Card className="flex flex-col items-start gap-4 p-6 sm:p-10">
        <h1 className="text-3xl sm:text-4xl">Something went wrong</h1>
        <p className="max-w-2xl text-lg text-slate-700">
          Sorry, this page didn't load properly. Reloading usually fixes it; if it doesn't, please try again
          in a few minutes.
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" className="size-5" />
            Reload the page
          </Button>
          <Link to="/" reloadDocument className={buttonClassName({ variant: 'secondary' })}>
            <House aria-hidden="true" className="size-5" />
            Back to Home
          </Link>
        </div>
      </Card>
    </Container>
  );
}
