import { StudentUpcomingLessons } from '../features/diary/lessons/components/student-upcoming-lessons';
import { StudentsTab } from '../features/learners/students/components/students-tab';
import { MessagesPanel } from '../features/messaging/chat/components/messages-panel';
import { BackupDownloadButton } from '../features/platform/backup/components/backup-download-button';
import { BackupRestoreControl } from '../features/platform/backup/components/backup-restore-control';

/**
 * The dashboard's Student Management tab: the learners' cards (learners), each with its lessons and
 * the diary's actions, the chat (messaging) and the school's backup (platform).
 */
export function StudentsTabPanel() {
  return (
    <StudentsTab
      backupControls={
        <>
          <BackupDownloadButton />
          <BackupRestoreControl />
        </>
      }
      messagesPanel={<MessagesPanel />}
      UpcomingLessons={StudentUpcomingLessons}
    />
  );
}
