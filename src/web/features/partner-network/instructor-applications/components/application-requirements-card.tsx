import { BadgeCheck, Clock, ShieldCheck, UserRoundSearch } from 'lucide-react';
import { APPLICATION_REVIEW_HOURS } from '../../../../../core/partner-network/instructor-application-schemas';
import { Card } from '../../../../components/ui/card';

const requirements = [
  { icon: BadgeCheck, text: 'A full Approved Driving Instructor (ADI) badge' },
  { icon: ShieldCheck, text: 'Business insurance for your driving tuition' },
  { icon: UserRoundSearch, text: 'A background check, which you must pass' },
] as const;

/** Who can apply (spec instructor side, section 1) and what happens after applying. */
export function ApplicationRequirementsCard() {
  return (
    <Card className="grid content-start gap-5 p-5 sm:p-6">
      <div className="grid gap-3">
        <h2 className="text-xl">Who can apply</h2>
        <ul className="grid gap-3">
          {requirements.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-slate-900">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-700" />
              {text}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-2">
        <h2 className="flex items-center gap-2 text-xl">
          <Clock aria-hidden="true" className="size-5 text-blue-700" />
          What happens next
        </h2>
        <p className="text-slate-700">
          We review every application within {APPLICATION_REVIEW_HOURS} hours and get back to you either way.
          If it's a match, we'll ask to see your badge and insurance before you take your first learner from
          us.
        </p>
      </div>
    </Card>
  );
}
