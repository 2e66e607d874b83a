import { PagePlaceholder } from '../components/page-placeholder';

export function ReminderSettingsPage() {
  return (
    <PagePlaceholder
      title="Reminder Settings"
      description="Signed-in instructors will be able to choose how lesson reminders are sent: by text message, WhatsApp or e-mail."
      action="home"
    />
  );
}
