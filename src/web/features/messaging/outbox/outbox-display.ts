import type { OutboxMessage, OutboxStatus } from '../../../../core/messaging/outbox/outbox-schemas';
import type { StatusTone } from '../../../components/ui/status-badge';

export const CHANNEL_LABELS: Record<OutboxMessage['channel'], string> = {
  email: 'E-mail',
  sms: 'Text (SMS)',
  whatsapp: 'WhatsApp',
  push: 'Notification',
};

export const STATUS_DISPLAY: Record<OutboxStatus, { label: string; tone: StatusTone }> = {
  sent: { label: 'Sent', tone: 'success' },
  not_configured: { label: 'Not sent: not set up', tone: 'warning' },
  failed: { label: 'Failed', tone: 'danger' },
  pending: { label: 'Sending', tone: 'info' },
};

const NOT_SET_UP: Record<OutboxMessage['channel'], string> = {
  email: 'E-mail is not set up on this site, so this was kept here and never sent.',
  sms: 'Text messages are not set up on this site, so this was kept here and never sent.',
  whatsapp: 'WhatsApp is not set up on this site, so this was kept here and never sent.',
  push: 'Notifications are not set up on this site, so this was kept here and never sent.',
};

/** One sentence on what became of a message, in the owner's words (no server terms). */
export function describeOutcome(message: OutboxMessage): string {
  switch (message.status) {
    case 'sent':
      return 'Sent.';
    case 'not_configured':
      return NOT_SET_UP[message.channel];
    case 'failed':
      return `Could not be sent: ${message.error ?? 'no reason was given.'}`;
    case 'pending':
      return 'Waiting to be sent.';
  }
}
