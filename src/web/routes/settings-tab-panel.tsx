import { OwnPhotoSection } from '../features/platform/instructors/components/own-photo-section';
import { SettingsTab } from '../features/school/settings/components/settings-tab';

/** The dashboard's Settings tab (the school's) with the instructor's own photo (the instructors'). */
export function SettingsTabPanel() {
  return <SettingsTab photoSection={<OwnPhotoSection />} />;
}
