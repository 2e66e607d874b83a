import { LoaderCircle, LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import type { InstructorSessionSummary } from '../../../../../core/platform/auth/account-schemas';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import {
  explainFailure,
  GENERIC_FAILURE_TITLE,
  showFailureToast,
} from '../../../../components/ui/failure-toasts';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import { useInstructorSessions } from '../api/instructor-sessions';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { useSignOutSession } from '../api/sign-out-session';

/** Where and when each signed-in session started, with "Sign out everywhere" behind a confirmation. */
export function SessionsList() {
  const sessions = useInstructorSessions();
  const signOutEverywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);

  return (
    <section aria-labelledby="sessions-title" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h4 id="sessions-title" className="text-lg font-semibold">
            Where you are signed in
          </h4>
          <p className="text-slate-700">Times are London time. Sign out anything you do not recognise.</p>
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)} disabled={!sessions.data}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign out everywhere
        </Button>
      </div>
      {sessions.isPending ? (
        <ListSkeleton label="Loading where you are signed in" cards={1} />
      ) : sessions.isError ? (
        <LoadErrorCard
          title="We couldn't load your sessions"
          message="The server didn't answer. Check your connection and try again."
          onRetry={() => void sessions.refetch()}
          isRetrying={sessions.isFetching}
        />
      ) : sessions.data.sessions.length === 0 ? (
        <EmptyState icon={MonitorSmartphone} title="No signed-in devices">
          Sign in again to see this device here.
        </EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Signed-in sessions">
          {sessions.data.sessions.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere?"
        description="Every device signed in to the dashboard is signed out, this one too. You can sign in again with your password."
        confirmLabel="Sign out everywhere"
        pendingLabel="Signing out…"
        destructive
        isPending={signOutEverywhere.isPending}
        onConfirm={() =>
          signOutEverywhere.mutate(undefined, {
            onError: (error) =>
              showFailureToast(
                GENERIC_FAILURE_TITLE,
                explainFailure(error, 'Nothing was signed out. Check your connection and try again.'),
              ),
          })
        }
      />
    </section>
  );
}

function SessionItem({ session }: { session: InstructorSessionSummary }) {
  const signOut = useSignOutSession();
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 p-4">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          {session.device}
          {session.isCurrent ? <StatusBadge tone="info">This browser</StatusBadge> : null}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
          <dt className="font-medium">Signed in</dt>
          <dd>{formatSchoolDateTime(session.startedAt)}</dd>
          <dt className="font-medium">Last seen</dt>
          <dd>{session.lastSeenAt ? formatSchoolDateTime(session.lastSeenAt) : 'Not since signing in'}</dd>
          <dt className="font-medium">Address</dt>
          <dd className="break-all">{session.ipAddress ?? 'Not known'}</dd>
        </dl>
      </div>
      {session.isCurrent ? null : (
        <Button
          variant="secondary"
          size="compact"
          disabled={signOut.isPending}
          aria-label={`Sign out ${session.device}, signed in ${formatSchoolDateTime(session.startedAt)}`}
          onClick={() =>
            signOut.mutate(session.id, {
              onSuccess: () =>
                toast({ title: 'Signed Out', description: `${session.device} is signed out.` }),
              onError: (error) =>
                showFailureToast(
                  GENERIC_FAILURE_TITLE,
                  explainFailure(
                    error,
                    'That device was not signed out. Check your connection and try again.',
                  ),
                ),
            })
          }
        >
          {signOut.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          ) : (
            <LogOut aria-hidden="true" className="size-4" />
          )}
          {signOut.isPending ? 'Signing out…' : 'Sign out'}
        </Button>
      )}
    </li>
  );
}
