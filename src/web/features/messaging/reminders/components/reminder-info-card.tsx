import { CircleCheck, CircleX } from 'lucide-react';
import type { ReminderChannels } from '../../../../../core/messaging/reminders/reminder-schemas';
import { WHO_SETS_UP_CHANNELS } from '../reminder-display';
import { SettingsSection } from './settings-section';

/** Each way a reminder can go, and whether this site can send it (no server terms: the README has those). */
function channelStates(channels: ReminderChannels) {
  return [
    { name: 'Text messages (SMS)', isSet: channels.sms.configured },
    { name: 'WhatsApp', isSet: channels.whatsapp.configured },
    { name: 'E-mail', isSet: channels.email.configured },
  ];
}

/** How reminders work, and the messaging provider credentials they need (spec: the info section). */
export function ReminderInfoCard({ channels }: { channels: ReminderChannels }) {
  return (
    <SettingsSection id="reminder-info" title="How reminders work">
      <ul className="grid list-disc gap-2 pl-5 text-slate-800">
        <li>
          The site checks every 5 minutes for lessons starting in 24 hours (and in 2 hours, for learners who
          have the 2-hour reminder on), so each reminder goes within minutes of its time.
        </li>
        <li>
          Each reminder is sent once: a moved lesson is reminded again for its new time, a cancelled lesson
          gets nothing, and a lesson booked less than 24 hours ahead gets no 24-hour reminder.
        </li>
        <li>
          Reminders go by each learner's choice. When SMS or WhatsApp is not set up, cannot reach the learner
          or fails, the reminder goes by e-mail instead, and the log says why.
        </li>
        <li>
          Messages cost about £0.007 per SMS and £0.004 per WhatsApp message (Twilio's prices); e-mail is
          free.
        </li>
      </ul>
      <div className="grid gap-2">
        <h3 className="text-lg">What this site can send</h3>
        <p className="text-slate-700">
          {WHO_SETS_UP_CHANNELS} for each way that is off (it needs an account with a messaging provider).
        </p>
        <ul className="grid gap-2">
          {channelStates(channels).map((channel) => (
            <li
              key={channel.name}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <span className="font-semibold text-slate-900">{channel.name}</span>
              {channel.isSet ? (
                <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
                  <CircleCheck aria-hidden="true" className="size-4" /> Set up
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 text-sm font-medium text-red-700">
                  <CircleX aria-hidden="true" className="size-4" /> Not set up
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </SettingsSection>
  );
}
