import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../../components/ui/button';
import { Container } from '../../../../components/ui/container';
import { usePageTitle } from '../../../../hooks/use-page-title';

export interface CheckoutPageLayoutProps {
  /** The page's H1 and document title. */
  title: string;
  intro?: ReactNode;
  /** Where the back button goes: the booking page unless told otherwise. */
  back?: { to: string; label: string };
  children: ReactNode;
}

const BACK_TO_BOOKING = { to: '/book-lesson', label: 'Back to Booking' };

/** Every checkout page: a back button, the heading and intro, then the page's content. */
export function CheckoutPageLayout({
  title,
  intro,
  back = BACK_TO_BOOKING,
  children,
}: CheckoutPageLayoutProps) {
  usePageTitle(title);
  return (
    <Container className="flex flex-col gap-6 py-6 sm:py-10">
      <div>
        <Link to={back.to} className={buttonClassName({ variant: 'secondary', size: 'compact' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      </div>
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        {intro ? <p className="max-w-3xl text-lg text-slate-700">{intro}</p> : null}
      </header>
      {children}
    </Container>
  );
}

/** Two columns on wide screens (the summary, then the payment), one on phones. */
export function CheckoutColumns({ children }: { children: ReactNode }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">{children}</div>
  );
}
