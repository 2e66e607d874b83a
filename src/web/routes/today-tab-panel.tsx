import { UncoveredLessonsCard } from '../features/diary/lesson-cover/components/uncovered-lessons-card';
import { TodayTab } from '../features/diary/today/components/today-tab';
import { NetworkOffersSection } from '../features/partner-network/network-offers/components/network-offers-section';
import { ComplianceWarningCard } from '../features/platform/instructors/components/compliance-warning-card';

/**
 * The dashboard's Today (the diary's), with the owner's warning about instructors' documents (the
 * instructors'), the lessons that need cover, inside time off or of a lapsed instructor (the
 * diary's cover), and the learners offered to the instructor (the partner network's), issue 38.
 */
export function TodayTabPanel() {
  return (
    <TodayTab
      notices={
        <>
          <UncoveredLessonsCard />
          <ComplianceWarningCard />
        </>
      }
      offers={<NetworkOffersSection />}
    />
  );
}
