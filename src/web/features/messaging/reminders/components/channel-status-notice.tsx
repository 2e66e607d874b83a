import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReminderChannels } from '../../../../../core/messaging/reminders/reminder-schemas';
import { Card } from '../../../../components/ui/card';
import { getChannelNotices } from '../reminder-display';

/**
 * Which channels cannot send on this server and what to set (design: say plainly what is off).
 * `headingLevel` keeps the outline right on the page (h2) and in the dashboard tab (h3).
 */
export function ChannelStatusNotice({
  channels,
  headingLevel,
}: {
  channels: ReminderChannels;
  headingLevel: 2 | 3;
}) {
  const notices = getChannelNotices(channels);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (notices.length === 0) {
    return (
      <Card className="flex items-start gap-3 border-green-200 bg-green-50 p-4 text-green-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>SMS, WhatsApp and e-mail are all set up: reminders go by each learner's chosen channel.</p>
      </Card>
    );
  }
  return (
    <section aria-labelledby="channel-status-title">
      <Card className="grid gap-3 border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
        <Heading id="channel-status-title" className="flex items-center gap-2 text-lg">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          Not everything is set up for sending
        </Heading>
        <ul className="grid gap-2">
          {notices.map((notice) => (
            <li key={notice.channel}>
              <span className="font-semibold">{notice.title}.</span>{' '}
              <span className="break-words">{notice.text}</span>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
