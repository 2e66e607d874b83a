import { DatabaseBackup, MessageSquare, UserPlus, Users } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { buttonClassName } from '../../../../components/ui/button';
import { ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { subTabListClassName, subTabTriggerClassName } from '../../../../components/ui/tab-styles';
import { TabTriggerWithCount } from '../../../../components/ui/tab-trigger-with-count';
import { useStudents } from '../../../../lib/api/get-students';
import { useUnreadMessageCount } from '../../../../lib/api/get-unread-message-count';
import { classNames } from '../../../../lib/class-names';
import { AddStudentForm } from './add-student-form';
import type { UpcomingLessonsSection } from './student-card';
import { StudentList } from './student-list';

type StudentsSubTab = 'students' | 'messages';

/** A phone's toggle for a part that a laptop always shows (hidden from 1024 px). */
function PhoneToggle({
  controls,
  isOpen,
  onToggle,
  icon,
  label,
}: {
  controls: string;
  isOpen: boolean;
  onToggle: () => void;
  icon: ReactNode;
  label: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={controls}
      onClick={onToggle}
      className={buttonClassName({
        variant: 'secondary',
        size: 'compact',
        className: classNames('lg:hidden', isOpen && 'bg-blue-50 text-blue-800'),
      })}
    >
      {icon}
      {label}
    </button>
  );
}

/**
 * The students tab: Students (add, search, cards, backup) and Messages sub-tabs. On a phone it
 * opens on the search and the list: 'Add student' and 'Backup' are buttons that open their parts
 * in place (kept mounted, only hidden, so a chosen backup file or a half-typed learner stays);
 * a laptop shows both as before. The parts of other domains (the backup controls, the chat, each
 * card's lessons with the diary's actions) are handed in by the dashboard's page.
 */
export function StudentsTab({
  backupControls,
  messagesPanel,
  UpcomingLessons,
}: {
  backupControls: ReactNode;
  messagesPanel: ReactNode;
  UpcomingLessons: UpcomingLessonsSection;
}) {
  const [subTab, setSubTab] = useState<StudentsSubTab>('students');
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [isBackupOpen, setIsBackupOpen] = useState(false);
  const addId = useId();
  const backupId = useId();
  const students = useStudents();
  const unreadMessages = useUnreadMessageCount().data?.count ?? 0;

  function handleAddToggle() {
    setSubTab('students');
    setIsAddOpen((open) => !open);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl">Student Management</h2>
          <p className="text-slate-700">Learners, their progress links, lessons and payments.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <PhoneToggle
            controls={addId}
            isOpen={isAddOpen}
            onToggle={handleAddToggle}
            icon={<UserPlus aria-hidden="true" className="size-4" />}
            label="Add student"
          />
          <PhoneToggle
            controls={backupId}
            isOpen={isBackupOpen}
            onToggle={() => setIsBackupOpen((open) => !open)}
            icon={<DatabaseBackup aria-hidden="true" className="size-4" />}
            label="Backup"
          />
          <div
            id={backupId}
            className={classNames(
              'w-full flex-wrap gap-2 lg:flex lg:w-auto',
              isBackupOpen ? 'flex' : 'hidden',
            )}
          >
            {backupControls}
          </div>
        </div>
      </div>
      <Tabs.Root
        value={subTab}
        onValueChange={(value) => setSubTab(value === 'messages' ? 'messages' : 'students')}
        className="flex flex-col gap-4"
      >
        <Tabs.List aria-label="Student Management" className={subTabListClassName}>
          <Tabs.Trigger value="students" className={subTabTriggerClassName}>
            <Users aria-hidden="true" className="size-4" />
            Students
          </Tabs.Trigger>
          <TabTriggerWithCount
            value="messages"
            title="Messages"
            icon={<MessageSquare aria-hidden="true" className="size-4" />}
            count={{
              value: unreadMessages,
              words: { one: 'unread', other: 'unread' },
              badgeClassName: 'bg-blue-700 text-white',
            }}
            className={subTabTriggerClassName}
          />
        </Tabs.List>
        <Tabs.Content
          value="students"
          className="flex flex-col gap-4 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          <div id={addId} className={classNames('lg:block', isAddOpen ? 'block' : 'hidden')}>
            <AddStudentForm />
          </div>
          {students.isPending ? (
            <ListSkeleton label="Loading students" />
          ) : students.isError ? (
            <LoadErrorCard
              title="Students didn't load"
              message="We couldn't reach the server. Check your connection and try again."
              onRetry={() => void students.refetch()}
              isRetrying={students.isFetching}
            />
          ) : (
            <StudentList students={students.data} UpcomingLessons={UpcomingLessons} />
          )}
        </Tabs.Content>
        <Tabs.Content value="messages" className="focus-visible:outline-2 focus-visible:outline-blue-700">
          {messagesPanel}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
