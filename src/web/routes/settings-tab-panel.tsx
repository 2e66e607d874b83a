import { OwnCardPaymentsSection } from '../features/platform/instructors/components/own-card-payments-section';
import { OwnComplianceSection } from '../features/platform/instructors/components/own-compliance-section';
import { OwnPhotoField } from '../features/platform/instructors/components/own-photo-field';
import { SettingsTab } from '../features/school/settings/components/settings-tab';

/**
 * The dashboard's Settings tab (the school's) with the instructor's own photo in My profile and
 * their own documents and card payments after it (the instructors feature's).
 */
export function SettingsTabPanel() {
  return (
    <SettingsTab
      photoField={<OwnPhotoField />}
      ownDocuments={<OwnComplianceSection />}
      ownCardPayments={<OwnCardPaymentsSection />}
    />
  );
}
