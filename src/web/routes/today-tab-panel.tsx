import { TodayTab } from '../features/diary/today/components/today-tab';
import { ComplianceWarningCard } from '../features/platform/instructors/components/compliance-warning-card';

/** The dashboard's Today (the diary's) with the owner's warning about instructors' documents (the instructors'). */
export function TodayTabPanel() {
  return <TodayTab notices={<ComplianceWarningCard />} />;
}
