import { ArrowLeft, CircleAlert, LogIn } from 'lucide-react';
import { Link, useParams } from 'react-router';
import {
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_LINK_DAYS,
  INVITATION_REPLACED_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_UNKNOWN_MESSAGE,
  INVITATION_USED_MESSAGE,
  type InvitationState,
} from '../../core/platform/auth/instructor-accounts-schemas';
import { buttonClassName } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/container';
import { LPlateLogo } from '../components/ui/l-plate-logo';
import { ListSkeleton, LoadErrorCard } from '../components/ui/panel-states';
import { useInvitation } from '../features/platform/instructor-invitation/api/get-invitation';
import { AcceptInvitationForm } from '../features/platform/instructor-invitation/components/accept-invitation-form';
import { usePageTitle } from '../hooks/use-page-title';
import { isApiRequestError } from '../lib/api-client';
import { DASHBOARD_PATH } from '../lib/dashboard-tabs';

const CLOSED_MESSAGES: Record<Exclude<InvitationState, 'open'>, string> = {
  accepted: INVITATION_USED_MESSAGE,
  expired: INVITATION_EXPIRED_MESSAGE,
  revoked: INVITATION_REVOKED_MESSAGE,
  replaced: INVITATION_REPLACED_MESSAGE,
};

/**
 * /instructor-invitation/:token: the page an invitation opens (private, noindex: the token is the
 * credential). The invitee sets a password and profile, and lands on the dashboard's Today.
 */
export function InstructorInvitationPage() {
  usePageTitle('Join the School as an Instructor');
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  const { data, isPending, isError, error, isFetching, refetch } = invitation;

  return (
    <Container className="py-6 sm:py-12">
      <Card className="mx-auto flex w-full max-w-2xl flex-col gap-6 p-5 sm:p-8">
        <div className="flex items-center gap-3">
          <LPlateLogo />
          <h1 className="text-2xl sm:text-3xl">Join the school as an instructor</h1>
        </div>
        {isPending ? (
          <ListSkeleton label="Loading your invitation" cards={1} />
        ) : isError ? (
          isApiRequestError(error, 404) || isApiRequestError(error, 400) ? (
            <ClosedInvitation message={INVITATION_UNKNOWN_MESSAGE} />
          ) : (
            <LoadErrorCard
              title="Your invitation didn't load"
              message="We couldn't reach the server. Check your connection and try again."
              onRetry={() => void refetch()}
              isRetrying={isFetching}
            />
          )
        ) : data.state === 'open' ? (
          <>
            <p className="text-lg text-slate-800">
              Hello {data.fullName}. You have been invited to teach with the school
              {data.role === 'owner' ? ' as one of its owners' : ''}. Choose a password and tell learners
              about yourself; it takes a couple of minutes. This link works once, within{' '}
              {INVITATION_LINK_DAYS} days of being sent.
            </p>
            <AcceptInvitationForm token={token} invitation={data} />
          </>
        ) : (
          <ClosedInvitation message={CLOSED_MESSAGES[data.state]} signIn={data.state === 'accepted'} />
        )}
        <div className="border-t border-slate-200 pt-2">
          <Link
            to="/"
            className="inline-flex min-h-11 w-fit items-center gap-2 font-semibold text-blue-700 underline-offset-4 hover:text-blue-800 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the website
          </Link>
        </div>
      </Card>
    </Container>
  );
}

function ClosedInvitation({ message, signIn = false }: { message: string; signIn?: boolean }) {
  return (
    <div className="grid gap-4" role="alert">
      <p className="flex items-start gap-2 font-medium text-red-700">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {message}
      </p>
      {signIn ? (
        <Link to={DASHBOARD_PATH} className={buttonClassName({ className: 'justify-self-start' })}>
          <LogIn aria-hidden="true" className="size-5" />
          Sign in
        </Link>
      ) : null}
    </div>
  );
}
