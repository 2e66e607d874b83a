import { BellRing, ExternalLink } from 'lucide-react';
import { buttonClassName } from '../../../../components/ui/button';
import { SectionCard } from '../../components/section-card';
import { StatusBadge } from '../../components/status-badge';

/** The reminders tab: what reminders will do; sending is not set up yet, so nothing is shown as sent. */
export function RemindersTab() {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-2xl">SMS &amp; WhatsApp</h2>
        <p className="text-slate-700">Lesson reminders for your learners.</p>
      </div>
      <SectionCard
        id="reminders-info"
        title="Lesson reminders"
        actions={
          <StatusBadge tone="warning" icon={BellRing}>
            Being set up
          </StatusBadge>
        }
      >
        <div className="grid gap-3 text-slate-700">
          <p>
            Reminders will go to each learner 24 hours before their lesson, by SMS or WhatsApp as they prefer,
            with e-mail as a fallback. Coming lessons will be checked every hour so no reminder is missed or
            sent twice.
          </p>
          <p>
            Sending SMS and WhatsApp messages is still being set up, so no reminders are sent yet. The
            reminder settings page is where you'll choose how each learner is reminded.
          </p>
        </div>
        <a
          href="/reminder-settings"
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'secondary', className: 'self-start' })}
        >
          <ExternalLink aria-hidden="true" className="size-5" />
          Open Reminder Settings
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </SectionCard>
    </div>
  );
}
