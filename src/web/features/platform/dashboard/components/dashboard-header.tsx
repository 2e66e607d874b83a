import type { InstructorSession } from '../../../../lib/api/verify-instructor';

/** The page's heading with who is signed in ('Sign Out' is in the top bar, DashboardTopBar). */
export function DashboardHeader({ session }: { session: InstructorSession }) {
  return (
    <header className="grid gap-0.5">
      <h1 className="text-2xl sm:text-3xl">Instructor Dashboard</h1>
      <p className="text-slate-700">
        Signed in as{' '}
        <span className="font-semibold break-all text-slate-900">
          {session.instructor.fullName ?? session.instructor.email}
        </span>
      </p>
    </header>
  );
}
