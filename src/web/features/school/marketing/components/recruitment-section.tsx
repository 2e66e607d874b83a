import { BadgeCheck, Mail, ShieldCheck, UserCheck } from 'lucide-react';
import { SiteLink } from '../../../../components/site-navigation';
import { buttonClassName } from '../../../../components/ui/button';
import { Container } from '../../../../components/ui/container';
import { useSiteInfo } from '../../../../hooks/use-site-info';
import { trackedClick } from '../../analytics/tracked-clicks';

const REQUIREMENTS = [
  { text: 'A full approved driving instructor (ADI) badge', icon: BadgeCheck },
  { text: 'Business insurance for driving tuition', icon: ShieldCheck },
  { text: 'A background check (enhanced DBS)', icon: UserCheck },
] as const;

/** Spec home page: the recruitment section for qualified instructors. */
export function RecruitmentSection() {
  const { data: site } = useSiteInfo();
  return (
    <section aria-labelledby="recruitment-title" className="bg-slate-900 py-14 text-slate-200 sm:py-20">
      <Container className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="recruitment-title" className="text-3xl text-white">
            Are you a qualified instructor?
          </h2>
          <p className="mt-3 text-lg">
            Join our network and teach learners across Birmingham and the West Midlands. We send you learners
            who need your area, your car or your times.
          </p>
          <div className="mt-6 flex flex-wrap gap-3 [&_:focus-visible]:outline-white">
            <SiteLink
              to="/join-instructor-network"
              className={buttonClassName({ variant: 'secondary' })}
              {...trackedClick('instructor_info_click', { action: 'apply' })}
            >
              Apply to Join Our Network
            </SiteLink>
            {site ? (
              <a
                href={`mailto:${site.email}?subject=${encodeURIComponent('Joining your instructor network')}`}
                className={buttonClassName({ variant: 'inverse' })}
                {...trackedClick('instructor_info_click', { action: 'learn_more' })}
              >
                <Mail aria-hidden="true" className="size-5" />
                Learn More<span className="sr-only"> (e-mail us)</span>
              </a>
            ) : null}
          </div>
        </div>
        <div className="rounded-xl border border-slate-700 p-6">
          <h3 className="text-lg text-white">What you need</h3>
          <ul className="mt-3 grid gap-3">
            {REQUIREMENTS.map(({ text, icon: Icon }) => (
              <li key={text} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-300" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
