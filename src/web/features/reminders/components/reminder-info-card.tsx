import { CircleCheck, CircleX } from 'lucide-react';
import type { ReminderChannels } from '../../../../core/reminders/reminder-schemas';
import { SettingsSection } from './settings-section';

interface Credential {
  name: string;
  meaning: string;
  /** Set on this server (the server only says what is missing, never the values). */
  isSet: boolean;
}

function credentials(channels: ReminderChannels): Credential[] {
  const missing = new Set([...channels.sms.missing, ...channels.whatsapp.missing, ...channels.email.missing]);
  return [
    { name: 'TWILIO_ACCOUNT_SID', meaning: 'Your Twilio Account SID (starts with AC)' },
    { name: 'TWILIO_AUTH_TOKEN', meaning: 'Its auth token' },
    { name: 'TWILIO_SMS_FROM', meaning: 'The Twilio number SMS reminders come from, e.g. +441214960999' },
    {
      name: 'TWILIO_WHATSAPP_FROM',
      meaning: 'The WhatsApp sender approved by Twilio, e.g. whatsapp:+14155238886',
    },
    { name: 'SMTP_URL', meaning: 'Your e-mail provider, for e-mail reminders and the e-mail fallback' },
  ].map((credential) => ({ ...credential, isSet: !missing.has(credential.name) }));
}

/** How reminders work, and the messaging provider credentials they need (spec: the info section). */
export function ReminderInfoCard({ channels }: { channels: ReminderChannels }) {
  return (
    <SettingsSection id="reminder-info" title="How reminders work">
      <ul className="grid list-disc gap-2 pl-5 text-slate-800">
        <li>
          The server checks every 5 minutes for lessons starting in 24 hours (and in 2 hours, for learners who
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
        <h3 className="text-lg">Messaging provider credentials</h3>
        <p className="text-slate-700">
          Set these on the server (environment variables, see the README) and restart it. SMS needs the first
          three, WhatsApp the first two and the fourth.
        </p>
        <ul className="grid gap-2">
          {credentials(channels).map((credential) => (
            <li
              key={credential.name}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="grid gap-0.5">
                <code className="font-mono text-sm font-semibold break-all text-slate-900">
                  {credential.name}
                </code>
                <span className="text-sm text-slate-700">{credential.meaning}</span>
              </span>
              {credential.isSet ? (
                <span className="inline-flex items-center gap-1 text-sm font-medium text-green-800">
                  <CircleCheck aria-hidden="true" className="size-4" /> Set
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 text-sm font-medium text-red-700">
                  <CircleX aria-hidden="true" className="size-4" /> Not set
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </SettingsSection>
  );
}
