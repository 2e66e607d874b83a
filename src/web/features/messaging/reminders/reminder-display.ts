import type {
  ChannelConfiguration,
  ReminderChannels,
} from '../../../../core/messaging/reminders/reminder-schemas';

/*
 * Words for the reminder screens that more than one component needs: what is not set up, and who
 * can set it up. No server terms here: the instructor's screens say what happens to their learners,
 * and the README says what to configure (docs/decisions/0031).
 */

/** Who can switch a channel on: the person who runs the website, not the instructor in the dashboard. */
export const WHO_SETS_UP_CHANNELS = 'Whoever runs this website can set it up';

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
    text: `${WHO_SETS_UP_CHANNELS}. Until then, ${label} reminders go by e-mail instead.`,
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
          text: `${WHO_SETS_UP_CHANNELS}. Until then, no reminder that would go by e-mail (or fall back to it) reaches your learners.`,
        },
  ];
  return notices.filter((notice) => notice !== null);
}

type ReminderMethod = 'sms' | 'whatsapp' | 'email';

/** How one reminder will really go: by its channel, by e-mail instead (and why), or not at all. */
export type ReminderRoute =
  | { reaches: true; method: ReminderMethod; insteadOf: string | null }
  | { reaches: false; text: string };

const METHOD_WORDS: Record<'sms' | 'whatsapp', string> = { sms: 'text (SMS)', whatsapp: 'WhatsApp' };

/**
 * Where a reminder goes, as the server's delivery would take it: a text channel that is set up and
 * can reach the learner's phone, else e-mail when it is set up, else nowhere. A reminder that will
 * not reach the learner says so and whom to ask, instead of "by SMS".
 */
export function getReminderRoute(
  reminderType: ReminderMethod,
  channels: ReminderChannels,
  learner: { name: string; phoneUsable: boolean },
): ReminderRoute {
  let insteadOf: string | null = null;
  if (reminderType !== 'email') {
    const channel = channels[reminderType];
    if (channel.configured && learner.phoneUsable)
      return { reaches: true, method: reminderType, insteadOf: null };
    insteadOf = channel.configured
      ? `${learner.name}'s phone number cannot get ${METHOD_WORDS[reminderType]}`
      : `${METHOD_WORDS[reminderType]} is not set up`;
  }
  if (channels.email.configured) return { reaches: true, method: 'email', insteadOf };
  return {
    reaches: false,
    text: `This reminder will not reach ${learner.name}: ${
      insteadOf ? `${insteadOf}, and e-mail is not set up either` : 'e-mail is not set up on this site'
    }. ${WHO_SETS_UP_CHANNELS}; until then, remind ${learner.name} yourself.`,
  };
}
