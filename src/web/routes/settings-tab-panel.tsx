import { OwnPhotoField } from '../features/platform/instructors/components/own-photo-field';
import { SettingsTab } from '../features/school/settings/components/settings-tab';

/** The dashboard's Settings tab (the school's) with the instructor's own photo (the instructors') in My profile. */
export function SettingsTabPanel() {
  return <SettingsTab photoField={<OwnPhotoField />} />;
}
