import type { ChannelConfiguration, ReminderChannels } from '../../../core/reminders/reminder-schemas';

/*
 * Words for the reminder screens that more than one component needs: what is not set up, and what
 * to set. The server says which variables are missing; these only phrase it.
 */

/** 'A, B and C'. */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export interface ChannelNotice {
  channel: 'sms' | 'whatsapp' | 'email';
  title: string;
  text: string;
}

function textChannelNotice(
  channel: 'sms' | 'whatsapp',
  label: string,
  configuration: ChannelConfiguration,
): ChannelNotice | null {
  if (configuration.configured) return null;
  return {
    channel,
    title: `${label} is not set up`,
    text: `Set ${joinWithAnd(configuration.missing)} on the server. Until then, ${label} reminders go by e-mail instead.`,
  };
}

/** One notice per channel that cannot send, in the order SMS, WhatsApp, e-mail; empty when all can. */
export function getChannelNotices(channels: ReminderChannels): ChannelNotice[] {
  const notices = [
    textChannelNotice('sms', 'SMS', channels.sms),
    textChannelNotice('whatsapp', 'WhatsApp', channels.whatsapp),
    channels.email.configured
      ? null
      : {
          channel: 'email' as const,
          title: 'E-mail is not set up',
          text: `Set ${joinWithAnd(channels.email.missing)} on the server. Until then, e-mail reminders (and the e-mail fallback) are only kept in the outbox, not sent.`,
        },
  ];
  return notices.filter((notice) => notice !== null);
}
