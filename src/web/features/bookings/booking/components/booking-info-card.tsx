import { CalendarCheck, CreditCard, ListChecks } from 'lucide-react';
import type { ComponentType } from 'react';
import { describeBookingHoldStep } from '../../../../../core/school/site/terms-figures';
import { Card } from '../../../../components/ui/card';
import { useSiteInfo } from '../../../../hooks/use-site-info';

interface BookingStep {
  title: string;
  text: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

const BOOKING_STEPS: readonly BookingStep[] = [
  {
    title: 'Choose and pick',
    text: 'Choose a package, then pick your lesson times from the live availability below, or leave them for later.',
    Icon: ListChecks,
  },
  {
    title: 'Send your request',
    text: 'Fill in your details and send the booking. The school reviews and approves it within 24 hours.',
    Icon: CalendarCheck,
  },
];

/** The last step states how long the times are held, as the school set it. */
function getPayStep(bookingHoldHours: number | undefined): BookingStep {
  return {
    title: 'Pay to confirm',
    text:
      bookingHoldHours === undefined
        ? 'Pay by card or bank transfer. Your times are held for you while we confirm.'
        : describeBookingHoldStep(bookingHoldHours),
    Icon: CreditCard,
  };
}

/** How booking works, in three short steps. */
export function BookingInfoCard() {
  const { data: site } = useSiteInfo();
  const steps = [...BOOKING_STEPS, getPayStep(site?.bookingHoldHours)];
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-xl">How booking works</h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {steps.map(({ title, text, Icon }, index) => (
          <li key={title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700"
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="text-base">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="text-sm text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
