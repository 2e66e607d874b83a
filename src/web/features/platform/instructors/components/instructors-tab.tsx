import {
  CircleCheck,
  Clock,
  Mail,
  MailWarning,
  PauseCircle,
  ShieldCheck,
  UserRound,
  Users,
} from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import type { StripeConnectStatus } from '../../../../../core/money/payments/stripe-connect';
import {
  type CreateInstructorInvitationResponse,
  GEARBOX_LABELS,
  INVITATION_LINK_DAYS,
  type InstructorAccount,
  type InstructorInvitation,
  type InvitationState,
} from '../../../../../core/platform/auth/instructor-accounts-schemas';
import {
  formatComplianceDate,
  type InstructorCompliance,
} from '../../../../../core/platform/auth/instructor-compliance';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ComplianceBadge, ComplianceLines } from '../../../../components/ui/compliance-standing';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { CopyButton } from '../../../../components/ui/copy-button';
import { inputClassName } from '../../../../components/ui/form-field';
import { InstructorAvatar } from '../../../../components/ui/instructor-avatar';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { StatusBadge, type StatusTone } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { getApiErrorMessage, isApiRequestError } from '../../../../lib/api-client';
import { formatSchoolLongDate } from '../../../../lib/school-time-format';
import { useInstructorAccounts } from '../api/get-instructor-accounts';
import { useInstructorsCompliance } from '../api/get-instructors-compliance';
import { useStripeConnections } from '../api/get-stripe-connections';
import { useReactivateInstructor } from '../api/reactivate-instructor';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useSuspendInstructor } from '../api/suspend-instructor';
import { ChangeRoleDialog } from './change-role-dialog';
import { ComplianceRecordDialog } from './compliance-record-dialog';
import { InstructorPhotoField } from './instructor-photo-field';
import { InviteInstructorDialog } from './invite-instructor-dialog';
import { StripeConnectBadge } from './own-card-payments-section';
import { SchoolFeeDialog } from './school-fee-dialog';

const INVITATION_STATE_BADGES: Record<InvitationState, { tone: StatusTone; label: string }> = {
  open: { tone: 'info', label: 'Waiting' },
  accepted: { tone: 'success', label: 'Accepted' },
  revoked: { tone: 'neutral', label: 'Withdrawn' },
  expired: { tone: 'warning', label: 'Expired' },
  // Not in the owner's list (the newer invitation stands for it); named in case one is shown.
  replaced: { tone: 'neutral', label: 'Sent again' },
};

/**
 * The Instructors tab (the owner's only, docs/decisions/0046): the school's accounts with their
 * role and status, invitations and what became of them, inviting, withdrawing, suspending.
 */
export function InstructorsTab() {
  const accounts = useInstructorAccounts();
  const compliance = useInstructorsCompliance();
  const complianceById = new Map(compliance.data?.map((entry) => [entry.instructorId, entry]));
  const stripe = useStripeConnections();
  const stripeById = new Map(stripe.data?.instructors.map((entry) => [entry.instructorId, entry.status]));
  const [lastInvitation, setLastInvitation] = useState<CreateInstructorInvitationResponse | null>(null);
  const { data, isPending, isError, error, isFetching, refetch } = accounts;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-2xl">Instructors</h2>
          <p className="text-slate-700">
            Everyone who teaches for the school. Each instructor signs in with their own account.
          </p>
        </div>
        <InviteInstructorDialog onInvited={setLastInvitation} />
      </div>
      {lastInvitation ? <InvitationSentNote answer={lastInvitation} /> : null}
      {isPending ? (
        <ListSkeleton label="Loading the instructors" />
      ) : isError ? (
        isApiRequestError(error, 403) ? (
          <Card className="p-5" role="alert">
            <p>Only the school's owner can manage instructors.</p>
          </Card>
        ) : (
          <LoadErrorCard
            title="The instructors didn't load"
            message="We couldn't reach the server. Check your connection and try again."
            onRetry={() => void refetch()}
            isRetrying={isFetching}
          />
        )
      ) : (
        <>
          <section aria-labelledby="instructors-accounts-heading" className="grid gap-3">
            <h3 id="instructors-accounts-heading" className="text-xl">
              Accounts
            </h3>
            <ul className="grid gap-3 lg:grid-cols-2">
              {data.instructors.map((account) => (
                <li key={account.id}>
                  <AccountCard
                    account={account}
                    compliance={complianceById.get(account.id)}
                    complianceFailed={compliance.isError}
                    cardPayments={
                      stripe.data
                        ? {
                            stripeConfigured: stripe.data.stripeConfigured,
                            status: stripeById.get(account.id) ?? 'not_connected',
                          }
                        : stripe.isError
                          ? 'failed'
                          : undefined
                    }
                  />
                </li>
              ))}
            </ul>
            {data.instructors.length <= 1 ? (
              <EmptyState icon={Users} title="You're the only instructor so far">
                Invite an instructor above: they choose their password and fill in their car and the areas
                they cover, then sign in to their own diary.
              </EmptyState>
            ) : null}
          </section>
          <section aria-labelledby="instructors-invitations-heading" className="grid gap-3">
            <h3 id="instructors-invitations-heading" className="text-xl">
              Invitations
            </h3>
            {data.invitations.length === 0 ? (
              <p className="text-slate-700">No invitations yet.</p>
            ) : (
              <ul className="grid gap-3 lg:grid-cols-2">
                {data.invitations.map((invitation) => (
                  <li key={invitation.id}>
                    <InvitationCard invitation={invitation} onResent={setLastInvitation} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** What became of the invitation just made: e-mailed, or the link to pass on when it was not. */
function InvitationSentNote({ answer }: { answer: CreateInstructorInvitationResponse }) {
  const sent = answer.emailStatus === 'sent';
  return (
    <div
      className={
        sent
          ? 'grid gap-2 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950'
          : 'grid gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950'
      }
      role="status"
    >
      <p className="flex items-start gap-2 font-semibold">
        {sent ? (
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        ) : (
          <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        )}
        {sent ? `Invitation sent to ${answer.invitation.fullName}` : 'The invitation was not e-mailed'}
      </p>
      <p>{answer.message}</p>
      {answer.inviteUrl ? (
        <div className="flex items-center gap-2">
          <label htmlFor="instructor-invitation-link" className="sr-only">
            Invitation link
          </label>
          <input
            id="instructor-invitation-link"
            readOnly
            value={answer.inviteUrl}
            className={`${inputClassName} min-w-0 font-mono text-sm`}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={answer.inviteUrl} label="Invitation link" />
        </div>
      ) : null}
    </div>
  );
}

/** The documents' standing on an account card: why they cannot be booked, or when they run out. */
function ComplianceSummary({ compliance }: { compliance: InstructorCompliance }) {
  const { record, assessment } = compliance;
  return (
    <div className="grid gap-2">
      <ComplianceLines assessment={assessment} lessonsToCover={compliance.lessonsToCover} />
      {record && assessment.state === 'valid' ? (
        <p className="text-sm text-slate-700">
          {record.badgeType === 'trainee' ? 'Trainee licence' : 'Badge'} to{' '}
          {formatComplianceDate(record.badgeExpiresOn)} · Insurance to{' '}
          {formatComplianceDate(record.insuranceExpiresOn)}
        </p>
      ) : null}
    </div>
  );
}

function AccountCard({
  account,
  compliance,
  complianceFailed,
  cardPayments,
}: {
  account: InstructorAccount;
  /** Their documents' standing; absent for a suspended account, or while it loads. */
  compliance: InstructorCompliance | undefined;
  complianceFailed: boolean;
  /** Where card payments for their lessons go (Stripe Connect, 0063); absent while it loads. */
  cardPayments: { stripeConfigured: boolean; status: StripeConnectStatus } | 'failed' | undefined;
}) {
  const session = useInstructorSession();
  const isSelf = session.data?.instructor.id === account.id;
  const [confirming, setConfirming] = useState(false);
  const suspend = useSuspendInstructor();
  const reactivate = useReactivateInstructor();
  const name = account.fullName ?? account.email;
  const suspended = account.status === 'suspended';
  const car = [account.carMake, account.carModel].filter(Boolean).join(' ');
  const details = [
    account.qualification === 'pdi' ? 'Trainee (PDI)' : account.qualification === 'adi' ? 'ADI' : null,
    account.gearbox ? GEARBOX_LABELS[account.gearbox] : null,
    car === '' ? null : car,
  ].filter((detail) => detail !== null);

  function handleSuspend() {
    suspend.mutate(account.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: 'Instructor suspended', description: `${name} is signed out and cannot sign in.` });
      },
      onError: (error) =>
        toast({
          title: 'Not suspended',
          description: getApiErrorMessage(error, 'Check your connection and try again.'),
          variant: 'destructive',
        }),
    });
  }

  function handleReactivate() {
    reactivate.mutate(account.id, {
      onSuccess: () => toast({ title: 'Instructor reactivated', description: `${name} can sign in again.` }),
      onError: (error) =>
        toast({
          title: 'Not reactivated',
          description: getApiErrorMessage(error, 'Check your connection and try again.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Card className="grid h-full content-start gap-3 p-4">
      <div className="flex items-start gap-3">
        <InstructorAvatar fullName={name} initials={initials(name)} photoUrl={account.photoUrl} size={56} />
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold break-words text-slate-900">
            {name}
            {isSelf ? <span className="font-normal text-slate-600"> (you)</span> : null}
          </p>
          <p className="text-sm break-all text-slate-700">{account.email}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {account.role === 'owner' ? (
          <StatusBadge tone="info" icon={ShieldCheck}>
            Owner
          </StatusBadge>
        ) : (
          <StatusBadge tone="neutral" icon={UserRound}>
            Instructor
          </StatusBadge>
        )}
        {suspended ? (
          <StatusBadge tone="danger" icon={PauseCircle}>
            Suspended
          </StatusBadge>
        ) : (
          <StatusBadge tone="success" icon={CircleCheck}>
            Active
          </StatusBadge>
        )}
        {compliance ? <ComplianceBadge state={compliance.assessment.state} /> : null}
        {account.role !== 'owner' &&
        cardPayments !== undefined &&
        cardPayments !== 'failed' &&
        cardPayments.stripeConfigured ? (
          <StripeConnectBadge status={cardPayments.status} />
        ) : null}
      </div>
      {compliance ? <ComplianceSummary compliance={compliance} /> : null}
      {complianceFailed && !suspended ? (
        <p className="text-sm text-slate-700">The documents' standing didn't load. Refresh to try again.</p>
      ) : null}
      {account.role === 'owner' ? null : <CardPaymentsLine cardPayments={cardPayments} />}
      {details.length > 0 ? <p className="text-sm text-slate-700">{details.join(' · ')}</p> : null}
      {account.areas.length > 0 ? (
        <p className="text-sm text-slate-700">Covers {account.areas.join(', ')}</p>
      ) : null}
      <InstructorPhotoField
        instructorId={account.id}
        fullName={name}
        photoUrl={account.photoUrl}
        label={isSelf ? 'Your photo' : `Photo of ${name}`}
        hint="Shown to learners on the booking page."
        preview={false}
      />
      <SchoolFeeDialog instructorId={account.id} name={name} />
      {/* Not on their own card: another owner changes or suspends an owner's account. */}
      {isSelf ? (
        compliance ? (
          <div className="flex flex-wrap gap-2">
            <ComplianceRecordDialog instructorId={account.id} name={name} compliance={compliance} />
          </div>
        ) : null
      ) : suspended ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="compact"
            onClick={handleReactivate}
            disabled={reactivate.isPending}
          >
            {reactivate.isPending ? 'Reactivating…' : 'Reactivate'}
            <span className="sr-only"> {name}</span>
          </Button>
          <ChangeRoleDialog account={account} name={name} />
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          {compliance ? (
            <ComplianceRecordDialog instructorId={account.id} name={name} compliance={compliance} />
          ) : null}
          <ChangeRoleDialog account={account} name={name} />
          <Button variant="secondary" size="compact" onClick={() => setConfirming(true)}>
            Suspend<span className="sr-only"> {name}</span>
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Suspend ${name}?`}
            description="They are signed out on every device at once and cannot sign in until you reactivate them. Their lessons, learners and notes are kept."
            confirmLabel="Suspend"
            pendingLabel="Suspending…"
            destructive
            isPending={suspend.isPending}
            onConfirm={handleSuspend}
          />
        </div>
      )}
    </Card>
  );
}

/** Where a partner's card payments go: their own Stripe account when it is ready, else the school. */
function CardPaymentsLine({
  cardPayments,
}: {
  cardPayments: ComponentProps<typeof AccountCard>['cardPayments'];
}) {
  if (cardPayments === undefined) return null;
  if (cardPayments === 'failed')
    return (
      <p className="text-sm text-slate-700">The card payment connection didn't load. Refresh to try again.</p>
    );
  if (!cardPayments.stripeConfigured)
    return (
      <p className="text-sm text-slate-700">
        Card payments are off for the school (no Stripe keys), so there is nothing to connect.
      </p>
    );
  return (
    <p className="text-sm text-slate-700">
      {cardPayments.status === 'ready'
        ? 'Card payments for their lessons go to their own Stripe account, less the school fee.'
        : cardPayments.status === 'onboarding_unfinished'
          ? 'They started connecting Stripe but have not finished: card payments go to the school.'
          : 'Stripe not connected: card payments for their lessons go to the school.'}
    </p>
  );
}

function InvitationCard({
  invitation,
  onResent,
}: {
  invitation: InstructorInvitation;
  onResent: (answer: CreateInstructorInvitationResponse) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [confirmingResend, setConfirmingResend] = useState(false);
  const revoke = useRevokeInvitation();
  const resend = useResendInvitation();
  const badge = INVITATION_STATE_BADGES[invitation.state];
  // An unused link can be sent again, also once it has run out (docs/decisions/0050).
  const canResend = invitation.state === 'open' || invitation.state === 'expired';

  function handleResend() {
    resend.mutate(invitation.id, {
      onSuccess: (answer) => {
        setConfirmingResend(false);
        // Said above the list, as for a new invitation: e-mailed, or the link to pass on.
        onResent(answer);
        toast({
          title: answer.emailStatus === 'sent' ? 'Invitation sent again' : 'New link made, not e-mailed',
          description: answer.message,
        });
      },
      onError: (error) =>
        toast({
          title: 'Not sent again',
          description: getApiErrorMessage(error, 'Check your connection and try again.'),
          variant: 'destructive',
        }),
    });
  }

  function handleRevoke() {
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: 'Invitation withdrawn',
          description: `The link sent to ${invitation.email} no longer works.`,
        });
      },
      onError: (error) =>
        toast({
          title: 'Not withdrawn',
          description: getApiErrorMessage(error, 'Check your connection and try again.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Card className="grid h-full content-start gap-2 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold break-words text-slate-900">{invitation.fullName}</p>
          <p className="text-sm break-all text-slate-700">{invitation.email}</p>
        </div>
        <StatusBadge tone={badge.tone} icon={invitation.state === 'open' ? Clock : undefined}>
          {badge.label}
        </StatusBadge>
      </div>
      <p className="text-sm text-slate-700">
        {invitation.role === 'owner' ? 'As an owner' : 'As an instructor'} ·{' '}
        {invitation.state === 'open'
          ? `link works until ${formatSchoolLongDate(invitation.expiresAt)}`
          : `sent ${formatSchoolLongDate(invitation.createdAt)}`}
      </p>
      {canResend ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="compact" onClick={() => setConfirmingResend(true)}>
            Send again<span className="sr-only"> to {invitation.fullName}</span>
          </Button>
          <ConfirmDialog
            open={confirmingResend}
            onOpenChange={setConfirmingResend}
            title="Send this invitation again?"
            description={`A new link goes to ${invitation.email}, for ${INVITATION_LINK_DAYS} days. The link sent before stops working.`}
            confirmLabel="Send Again"
            pendingLabel="Sending…"
            isPending={resend.isPending}
            onConfirm={handleResend}
          />
          {invitation.state === 'open' ? (
            <Button variant="secondary" size="compact" onClick={() => setConfirming(true)}>
              Withdraw invitation<span className="sr-only"> to {invitation.fullName}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      {invitation.state === 'open' ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Withdraw this invitation?"
          description={`The link sent to ${invitation.email} stops working. You can invite them again later.`}
          confirmLabel="Withdraw"
          pendingLabel="Withdrawing…"
          destructive
          isPending={revoke.isPending}
          onConfirm={handleRevoke}
        />
      ) : null}
    </Card>
  );
}

function initials(name: string): string {
  const words = name
    .replace(/@.*/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
