import { MessageSquare, MessageSquareDot, Users } from 'lucide-react';
import { useState } from 'react';
import type { StudentListItem } from '../../../../../core/learners/students-schemas';
import { Card } from '../../../../components/ui/card';
import { DemoBadge, useDemoStudentIds } from '../../../../components/ui/demo-badge';
import { SelectField } from '../../../../components/ui/form-field';
import { EmptyState, ListSkeleton, LoadErrorCard } from '../../../../components/ui/panel-states';
import { useStudents } from '../../../../lib/api/get-students';
import { useUnreadMessageCount } from '../../../../lib/api/get-unread-message-count';
import { classNames } from '../../../../lib/class-names';
import { InstructorChat } from './instructor-chat';

const STUDENT_SELECT_ID = 'chat-student';

/** The Messages sub-tab: choose a learner, then chat with them live (spec: a 600px panel per student). */
export function MessagesPanel() {
  const students = useStudents();
  const unread = useUnreadMessageCount();
  const demoStudentIds = useDemoStudentIds();
  const [selectedId, setSelectedId] = useState<number | null>(null);

  if (students.isPending) return <ListSkeleton label="Loading students" cards={1} />;
  if (students.isError) {
    return (
      <LoadErrorCard
        title="Students didn't load"
        message="We couldn't reach the server. Check your connection and try again."
        onRetry={() => void students.refetch()}
        isRetrying={students.isFetching}
      />
    );
  }
  if (students.data.length === 0) {
    return (
      <EmptyState icon={Users} title="No students to message yet">
        Learners appear here once they book or you add them on the Students tab.
      </EmptyState>
    );
  }

  const unreadByStudent = new Map(
    (unread.data?.byStudent ?? []).map((entry) => [entry.studentId, entry.count]),
  );
  const sorted = [...students.data].sort((a, b) => a.fullName.localeCompare(b.fullName, 'en-GB'));
  const withUnread = sorted.filter((student) => unreadByStudent.has(student.id));
  // A learner deleted meanwhile is simply no longer selected.
  const selected = sorted.find((student) => student.id === selectedId) ?? null;

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <Card className="grid gap-4 p-4">
        <SelectField
          id={STUDENT_SELECT_ID}
          label="Student"
          value={selected?.id ?? ''}
          onChange={(event) => setSelectedId(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">Choose a student</option>
          {sorted.map((student) => {
            const count = unreadByStudent.get(student.id);
            const name = demoStudentIds.has(student.id) ? `${student.fullName} (demo)` : student.fullName;
            return (
              <option key={student.id} value={student.id}>
                {count ? `${name} (${count} unread)` : name}
              </option>
            );
          })}
        </SelectField>
        <div className="grid gap-2">
          <h3 className="flex items-center gap-2 text-base">
            <MessageSquareDot aria-hidden="true" className="size-5 text-blue-700" />
            Unread
          </h3>
          {withUnread.length === 0 ? (
            <p className="text-sm text-slate-600">
              {unread.isError ? "Unread messages couldn't be checked just now." : 'No unread messages.'}
            </p>
          ) : (
            <ul className="grid gap-1">
              {withUnread.map((student) => (
                <li key={student.id}>
                  <UnreadStudentButton
                    student={student}
                    count={unreadByStudent.get(student.id) ?? 0}
                    isSelected={student.id === selected?.id}
                    onSelect={() => setSelectedId(student.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Card>
      {selected ? (
        <InstructorChat
          key={selected.id}
          student={{
            id: selected.id,
            fullName: selected.fullName,
            hasLiveLink: selected.accessToken !== null,
          }}
          onOpenStudent={setSelectedId}
        />
      ) : (
        <EmptyState icon={MessageSquare} title="Choose a student to chat with">
          Pick a learner from the list. New messages arrive here as they are sent, and learners reply from
          their My Progress page.
        </EmptyState>
      )}
    </div>
  );
}

function UnreadStudentButton({
  student,
  count,
  isSelected,
  onSelect,
}: {
  student: StudentListItem;
  count: number;
  isSelected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-current={isSelected ? 'true' : undefined}
      className={classNames(
        'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left font-medium text-slate-900',
        'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700',
        isSelected ? 'bg-blue-50' : undefined,
      )}
    >
      <span className="flex min-w-0 items-center gap-2">
        <span className="truncate">{student.fullName}</span>
        <DemoBadge studentId={student.id} />
      </span>
      <span className="shrink-0 rounded-full bg-blue-700 px-2 text-sm font-bold text-white">
        {count}
        <span className="sr-only">{count === 1 ? ' unread message' : ' unread messages'}</span>
      </span>
    </button>
  );
}
