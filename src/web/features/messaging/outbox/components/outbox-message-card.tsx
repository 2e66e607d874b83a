import { AlertTriangle, CheckCircle2, Clock, MailX } from 'lucide-react';
import type { OutboxMessage, OutboxStatus } from '../../../../../core/messaging/outbox/outbox-schemas';
import { Card } from '../../../../components/ui/card';
import { DemoLabel } from '../../../../components/ui/demo-badge';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { formatSchoolDateTime } from '../../../../lib/school-time-format';
import { CHANNEL_LABELS, describeOutcome, STATUS_DISPLAY } from '../outbox-display';
import { OutboxMessageText } from './outbox-message-text';

const STATUS_ICONS: Record<OutboxStatus, typeof CheckCircle2> = {
  sent: CheckCircle2,
  not_configured: MailX,
  failed: AlertTriangle,
  pending: Clock,
};

/** One queued message: to whom, what, when, what became of it, and its text on demand. */
export function OutboxMessageCard({
  message,
  linkOrigins,
}: {
  message: OutboxMessage;
  linkOrigins: readonly string[];
}) {
  const status = STATUS_DISPLAY[message.status];
  const headingId = `outbox-message-${message.id}`;
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <article aria-labelledby={headingId} className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 text-lg break-words">
            {message.subject ?? `${CHANNEL_LABELS[message.channel]} message`}
          </h3>
          <StatusBadge tone={status.tone} icon={STATUS_ICONS[message.status]}>
            {status.label}
          </StatusBadge>
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-slate-900">To</dt>
          <dd className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 break-words">
            <span className="min-w-0 break-words">{message.recipient}</span>
            {message.toDemoLearner ? (
              <DemoLabel madeUp="learner (made up): this message is demo data" />
            ) : null}
          </dd>
          <dt className="font-semibold text-slate-900">By</dt>
          <dd>{CHANNEL_LABELS[message.channel]}</dd>
          <dt className="font-semibold text-slate-900">Queued</dt>
          <dd>
            {formatSchoolDateTime(message.createdAt)}
            {message.sentAt ? `, sent ${formatSchoolDateTime(message.sentAt)}` : ''}
          </dd>
        </dl>
        <p
          className={
            message.status === 'failed'
              ? 'font-medium break-words text-red-800'
              : message.status === 'not_configured'
                ? 'text-amber-900'
                : 'text-slate-700'
          }
        >
          {describeOutcome(message)}
        </p>
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-1 font-semibold text-blue-700 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-700">
            <span className="group-open:hidden">Read the message</span>
            <span className="hidden group-open:inline">Hide the message</span>
          </summary>
          <div className="mt-2">
            <OutboxMessageText text={message.text} linkOrigins={linkOrigins} />
          </div>
        </details>
      </article>
    </Card>
  );
}
