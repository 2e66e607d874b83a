import {
  BellRing,
  CalendarClock,
  CalendarPlus,
  Handshake,
  Inbox,
  ListOrdered,
  type LucideIcon,
  Magnet,
  MailCheck,
  NotebookPen,
  PoundSterling,
  Settings,
  Sun,
  UserCog,
  Users,
} from 'lucide-react';
import type { DashboardTab } from '../../../../lib/dashboard-tabs';

/** Each section's icon, the same in the tab row, the phone's bar and its menu. */
export const dashboardTabIcons: Record<DashboardTab, LucideIcon> = {
  today: Sun,
  bookings: Inbox,
  students: Users,
  'manual-booking': CalendarPlus,
  notes: NotebookPen,
  availability: CalendarClock,
  reminders: BellRing,
  network: Handshake,
  leads: Magnet,
  'waiting-list': ListOrdered,
  money: PoundSterling,
  settings: Settings,
  outbox: MailCheck,
  instructors: UserCog,
};
