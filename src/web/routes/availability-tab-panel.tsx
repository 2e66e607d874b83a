import { AvailabilityTab } from '../features/bookings/availability/components/availability-tab';
import { CalendarCards } from '../features/diary/calendar/components/calendar-cards';
import { TimeOffCard } from '../features/diary/time-off/components/time-off-card';

/** The dashboard's Manage Availability tab: the bookable times (bookings) with the diary's calendar and time off. */
export function AvailabilityTabPanel() {
  return <AvailabilityTab calendarCards={<CalendarCards />} timeOffCard={<TimeOffCard />} />;
}
