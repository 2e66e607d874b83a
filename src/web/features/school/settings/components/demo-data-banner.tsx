import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { hasDemoData } from '../../../../../core/school/settings/demo-data-schemas';
import { useDemoData } from '../../../../lib/api/get-demo-data';
import { useInstructorSession } from '../../../../lib/api/verify-instructor';
import { DEMO_DATA_SECTION_ID, describeDemoLearners } from '../demo-data-words';

/**
 * Above every dashboard screen while the school holds demo data: whose names are made up and where
 * to remove them. Nothing shows while it loads, after a failure (Settings says why) or once removed.
 * `settingsPath` is the address of the dashboard's Settings section (the dashboard's composition
 * knows it, src/web/routes).
 */
export function DemoDataBanner({ settingsPath }: { settingsPath: string }) {
  const { data } = useDemoData();
  // Removing demo data is the owner's (docs/decisions/0046): another instructor is only told.
  const isOwner = useInstructorSession().data?.instructor.role === 'owner';
  if (!data || !hasDemoData(data)) return null;
  return (
    <aside
      aria-label="Demo data"
      className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border border-violet-300 bg-violet-50 p-3 text-violet-950"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="min-w-0 flex-1 basis-64">
        <strong className="font-semibold">Demo data.</strong> {describeDemoLearners(data)}
      </p>
      {isOwner ? (
        <Link
          to={`${settingsPath}#${DEMO_DATA_SECTION_ID}-title`}
          className="inline-flex min-h-11 items-center font-medium text-violet-900 underline underline-offset-4 hover:text-violet-700"
        >
          Remove demo data in Settings
        </Link>
      ) : null}
    </aside>
  );
}
