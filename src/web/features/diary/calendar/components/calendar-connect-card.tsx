import { CalendarCheck, CalendarPlus, CalendarSync, LoaderCircle, Settings, Unplug } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  CALENDAR_TOAST_TITLES,
  type GoogleCalendarStatus,
} from '../../../../../core/diary/calendar/calendar-schemas';
import { formatShortDate, formatTime12h } from '../../../../../core/format/display-format';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LONG_TOAST_MS, showFailureToast } from '../../../../components/ui/failure-toasts';
import { SectionCard } from '../../../../components/ui/section-card';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { toast } from '../../../../components/ui/toast-store';
import { getApiErrorMessage } from '../../../../lib/api-client';
import { pluralize } from '../../../../lib/school-time-format';
import { useCreateTestEvent } from '../api/create-test-event';
import { useDisconnectGoogleCalendar } from '../api/disconnect-google-calendar';
import { useGoogleCalendarConnect } from '../hooks/use-google-calendar-connect';

function NotConfigured({ missing }: { missing: readonly string[] }) {
  return (
    <div className="flex items-start gap-3">
      <Settings aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
      <div className="grid gap-2 text-slate-700">
        <p>
          Google Calendar is not set up on this site, so it cannot be connected yet. Whoever runs this website
          can set it up.
        </p>
        <p>
          To switch it on, the person who runs the website sets{' '}
          {missing.map((name, index) => (
            <span key={name}>
              {index > 0 ? (index === missing.length - 1 ? ' and ' : ', ') : null}
              <code className="rounded bg-slate-100 px-1 py-0.5 text-sm text-slate-900">{name}</code>
            </span>
          ))}{' '}
          (see the README), then restarts it.
        </p>
      </div>
    </div>
  );
}

/** The online calendar card: connect in a popup, send a test event, disconnect, or reconnect. */
export function CalendarConnectCard({ status }: { status: GoogleCalendarStatus }) {
  const connect = useGoogleCalendarConnect();
  const testEvent = useCreateTestEvent();
  const disconnect = useDisconnectGoogleCalendar();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const connection = status.connection;

  function handleTestEvent() {
    testEvent.mutate(undefined, {
      onSuccess: (event) =>
        toast({
          title: 'Test Event Added',
          description: `Look for it in your Google Calendar on ${formatShortDate(event.date)} at ${formatTime12h(event.startTime)}. It is marked free, so it blocks nothing; delete it whenever you like.`,
          duration: LONG_TOAST_MS,
        }),
      onError: (error) =>
        showFailureToast(
          CALENDAR_TOAST_TITLES.testFailed,
          getApiErrorMessage(error, 'The test event could not be added. Please try again.'),
        ),
    });
  }

  function handleDisconnect() {
    disconnect.mutate(undefined, {
      onSuccess: (result) => {
        setConfirmOpen(false);
        toast({
          title: 'Calendar Disconnected',
          description: result.revoked
            ? `Google Calendar is disconnected and the school's access is withdrawn. ${result.removedEvents > 0 ? `${pluralize(result.removedEvents, 'coming lesson')} taken out of it.` : ''}`.trim()
            : 'Disconnected here, but Google could not be reached to withdraw access: remove it under Third-party access in your Google Account.',
          duration: LONG_TOAST_MS,
        });
      },
      onError: (error) => {
        setConfirmOpen(false);
        showFailureToast(
          CALENDAR_TOAST_TITLES.connectionError,
          getApiErrorMessage(error, 'The calendar could not be disconnected. Please try again.'),
        );
      },
    });
  }

  let badge: ReactNode;
  let body: ReactNode;
  if (!status.configured) {
    badge = (
      <StatusBadge tone="neutral" icon={Settings}>
        Not set up
      </StatusBadge>
    );
    body = <NotConfigured missing={status.missingVariables} />;
  } else if (connect.isConnecting) {
    badge = (
      <StatusBadge tone="info" icon={LoaderCircle}>
        Connecting…
      </StatusBadge>
    );
    body = (
      <div className="grid gap-3">
        <p className="text-slate-700" role="status">
          Finish in the Google window that opened. We stop waiting after 5 minutes.
        </p>
        <div>
          <Button variant="secondary" onClick={connect.cancel}>
            Cancel
          </Button>
        </div>
      </div>
    );
  } else if (connection?.status === 'connected') {
    badge = (
      <StatusBadge tone="success" icon={CalendarCheck}>
        Google Calendar
      </StatusBadge>
    );
    body = (
      <div className="grid gap-3">
        <p className="text-slate-700">
          {connection.accountEmail ? (
            <>
              Connected to{' '}
              <strong className="text-slate-900 [overflow-wrap:anywhere]">{connection.accountEmail}</strong>.{' '}
            </>
          ) : (
            'Connected. '
          )}
          Approved lessons go into this calendar and follow every change; anything else in it keeps learners
          from booking over it.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={handleTestEvent} disabled={testEvent.isPending}>
            {testEvent.isPending ? (
              <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            ) : (
              <CalendarPlus aria-hidden="true" className="size-4" />
            )}
            {testEvent.isPending ? 'Adding…' : 'Send Test Event'}
          </Button>
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => setConfirmOpen(true)}
          >
            <Unplug aria-hidden="true" className="size-4" />
            Disconnect
          </Button>
        </div>
      </div>
    );
  } else {
    const reconnect = connection?.status === 'error';
    badge = reconnect ? (
      <StatusBadge tone="danger" icon={Unplug}>
        Reconnect needed
      </StatusBadge>
    ) : (
      <StatusBadge tone="neutral" icon={Unplug}>
        Not connected
      </StatusBadge>
    );
    body = (
      <div className="grid gap-3">
        <div className="flex items-start gap-3">
          <CalendarSync aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-blue-700" />
          <p className="text-slate-700">
            {reconnect
              ? 'Google stopped accepting the connection. Reconnect to keep your lessons in your calendar and your busy times off the booking page.'
              : 'Connect your Google Calendar once: approved lessons appear in it, and anything else in it stops learners booking over it. Google asks you to allow two things: seeing when you are busy, and managing the events the school adds.'}
          </p>
        </div>
        <div>
          <Button onClick={() => void connect.start()}>
            <CalendarSync aria-hidden="true" className="size-5" />
            {reconnect ? 'Reconnect Google Calendar' : 'Connect Google Calendar'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <SectionCard id="calendar-connect" title="Online calendar" actions={badge} className="h-full">
      {body}
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Disconnect Google Calendar?"
        description="The school's coming lessons are taken out of your calendar, its access is withdrawn at Google, and your busy times stop hiding booking times. You can connect again at any time."
        confirmLabel="Disconnect"
        pendingLabel="Disconnecting…"
        destructive
        isPending={disconnect.isPending}
        onConfirm={handleDisconnect}
      />
    </SectionCard>
  );
}
