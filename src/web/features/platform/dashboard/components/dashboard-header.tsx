import { Link } from 'react-router';
import type { InstructorSession } from '../../../../lib/api/verify-instructor';
import { MY_PROFILE_PATH } from '../../../../lib/dashboard-tabs';

/**
 * The page's heading with who is signed in ('Sign Out' is in the top bar, DashboardTopBar): their
 * name, or their e-mail while they have none, with the way to their profile (docs/decisions/0050).
 */
export function DashboardHeader({ session }: { session: InstructorSession }) {
  const { fullName, email } = session.instructor;
  return (
    <header className="grid gap-0.5">
      <h1 className="text-2xl sm:text-3xl">Instructor Dashboard</h1>
      <p className="text-slate-700">
        Signed in as <span className="font-semibold break-all text-slate-900">{fullName ?? email}</span>
        <span aria-hidden="true"> · </span>
        <Link
          to={MY_PROFILE_PATH}
          className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-800"
        >
          {fullName === null ? 'Add your name' : 'My profile'}
        </Link>
      </p>
    </header>
  );
}
