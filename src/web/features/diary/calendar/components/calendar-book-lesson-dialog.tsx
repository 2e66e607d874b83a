import { formatLongDate, formatTime12h } from '../../../../../core/format/display-format';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { ManualLessonForm } from '../../lessons/components/manual-lesson-form';
import type { FreeTimeChoice } from './calendar-time-grid';

export interface CalendarBookLessonDialogProps {
  /** The free time tapped last (kept while the dialog closes). */
  choice: FreeTimeChoice | null;
  open: boolean;
  onClose: () => void;
  /** A lesson was booked (the week is read again). */
  onBooked: () => void;
}

/** Free time tapped on the grid: the manual lesson form, its date and start time filled in. */
export function CalendarBookLessonDialog({ choice, open, onClose, onBooked }: CalendarBookLessonDialogProps) {
  return (
    <Dialog open={open && choice !== null} onOpenChange={(next) => (next ? undefined : onClose())}>
      {choice ? (
        <DialogContent
          title="Book a lesson"
          description={`${formatLongDate(choice.date)} at ${formatTime12h(choice.startTime)}. Choose the learner; the date and time can still be changed.`}
          className="max-w-2xl"
          onCloseAutoFocus={(event) => {
            // Back to the time tapped, if it is still there (a booked hour is now a lesson).
            if (choice.opener.isConnected) {
              event.preventDefault();
              choice.opener.focus();
            }
          }}
        >
          <ManualLessonForm
            key={`${choice.date}-${choice.startTime}`}
            framed={false}
            initialValues={{ date: choice.date, startTime: choice.startTime }}
            onBooked={() => {
              onBooked();
              onClose();
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
