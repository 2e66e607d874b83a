import { CircleCheck, CircleDashed, Clock, CreditCard } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  type OwnStripeConnection,
  STRIPE_CONNECT_OWNER_MESSAGE,
  STRIPE_CONNECT_STATUS_LABELS,
  STRIPE_NOT_CONFIGURED_MESSAGE,
  type StripeConnectStatus,
} from '../../../../../core/money/payments/stripe-connect';
import { Button } from '../../../../components/ui/button';
import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { StatusBadge, type StatusTone } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import { useOwnStripeConnection } from '../api/get-own-stripe-connection';
import { useStartStripeOnboarding } from '../api/start-stripe-onboarding';

export const CARD_PAYMENTS_SECTION_ID = 'card-payments';

const STATUS_TONES: Record<StripeConnectStatus, { tone: StatusTone; icon: typeof CircleCheck }> = {
  not_connected: { tone: 'neutral', icon: CircleDashed },
  onboarding_unfinished: { tone: 'warning', icon: Clock },
  ready: { tone: 'success', icon: CircleCheck },
};

/** Stripe Connect's status in words, as a badge (Settings and the owner's Instructors tab). */
export function StripeConnectBadge({ status }: { status: StripeConnectStatus }) {
  const { tone, icon } = STATUS_TONES[status];
  return (
    <StatusBadge tone={tone} icon={icon}>
      {STRIPE_CONNECT_STATUS_LABELS[status]}
    </StatusBadge>
  );
}

/**
 * The instructor's own card payments, in Settings (docs/decisions/0063): connect a Stripe account
 * and learners' card payments for their lessons reach them directly, less the school's fee.
 * Stripe sends them back here (`?stripe=return` or `refresh`), and the status is read again.
 */
export function OwnCardPaymentsSection() {
  const connection = useOwnStripeConnection();
  const [searchParams] = useSearchParams();
  const cameBack = searchParams.get('stripe');

  return (
    <SectionCard
      id={CARD_PAYMENTS_SECTION_ID}
      title="Card payments"
      description="Connect your own Stripe account and learners' card payments for your lessons go straight to you, less the school's fee. Stripe pays them out to your bank."
      actions={connection.data ? <StripeConnectBadge status={connection.data.status} /> : undefined}
    >
      {connection.isPending ? (
        <div className="grid gap-2">
          <p className="sr-only" role="status">
            Loading your card payments
          </p>
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-10 w-40" />
        </div>
      ) : connection.isError ? (
        <p role="alert" className="text-slate-700">
          Your card payment connection didn't load. Check your connection and open Settings again.
        </p>
      ) : (
        <ConnectionState connection={connection.data} cameBack={cameBack} />
      )}
    </SectionCard>
  );
}

function ConnectionState({
  connection,
  cameBack,
}: {
  connection: OwnStripeConnection;
  cameBack: string | null;
}) {
  const start = useStartStripeOnboarding();

  function handleConnect() {
    start.mutate(undefined, {
      // Stripe's own pages: they send the instructor back to this section when done.
      onSuccess: (link) => window.location.assign(link.url),
      onError: (error) =>
        toast({
          title: 'Stripe did not open',
          description: getApiErrorMessage(error, 'Check your connection and try again.'),
          variant: 'destructive',
        }),
    });
  }

  if (connection.isOwner) return <p className="text-slate-700">{STRIPE_CONNECT_OWNER_MESSAGE}</p>;
  if (!connection.stripeConfigured) {
    return (
      <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-800">
        <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {STRIPE_NOT_CONFIGURED_MESSAGE}
      </p>
    );
  }

  const button = (label: string) => (
    <div>
      <Button onClick={handleConnect} disabled={start.isPending}>
        {start.isPending ? 'Opening Stripe…' : label}
      </Button>
    </div>
  );

  return (
    <div className="grid gap-3">
      {connection.status === 'ready' ? (
        <p className="text-slate-800">
          Ready to take card payments. When a learner pays by card for lessons with you, the money goes to
          your Stripe account and the school's fee is kept back by Stripe.
        </p>
      ) : connection.status === 'onboarding_unfinished' ? (
        <>
          <p className="text-slate-800">
            {cameBack === 'refresh'
              ? 'That Stripe link ran out. Continue to get a new one.'
              : "Stripe still needs some details from you before you can take card payments. Until then, learners' card payments go to the school as before."}
          </p>
          {button('Continue Stripe setup')}
        </>
      ) : (
        <>
          <p className="text-slate-800">
            Not connected. Learners' card payments for your lessons go to the school, which settles up with
            you.
          </p>
          {button('Connect Stripe')}
        </>
      )}
      {connection.fresh ? null : (
        <p role="status" className="text-sm text-slate-700">
          Stripe couldn't be reached just now
          {connection.checkedAt
            ? `: this is what it said on ${formatSchoolDateTime(connection.checkedAt)}`
            : ''}
          .
        </p>
      )}
    </div>
  );
}
