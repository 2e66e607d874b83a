import { CircleCheck } from 'lucide-react';
import { SiteLink } from '../../../../components/site-navigation';
import { getStudentFoundToast } from '../booking-messages';

export interface ReturningLearnerNoteProps {
  /** The name "Book again" filled in, or null when the form was not filled in. */
  welcomedName: string | null;
}

/**
 * 'Booked with us before?': a returning learner is recognised from their own progress link, never
 * by typing an e-mail here (that told strangers who learns with us: decisions.md, privacy).
 */
export function ReturningLearnerNote({ welcomedName }: ReturningLearnerNoteProps) {
  if (welcomedName) {
    const greeting = getStudentFoundToast(welcomedName);
    return (
      <div
        role="status"
        className="flex gap-3 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        <p>
          <strong className="font-semibold text-emerald-900">{greeting.title}</strong>{' '}
          <span className="text-slate-800">{greeting.description}</span>
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-1 text-sm text-slate-700">
      <h3 className="text-base text-slate-900">Booked with us before?</h3>
      <p>
        Open your progress link and tap <strong>Book again</strong>: your details are filled in for you.{' '}
        <SiteLink to="/my-progress" className="font-medium text-blue-800 underline underline-offset-2">
          Lost your link? We'll e-mail it to you
        </SiteLink>
        .
      </p>
    </div>
  );
}
