import { toTelHref } from '../../../../../core/format/contact-links';
import { formatUkPhone } from '../../../../../core/format/display-format';
import { SiteLink } from '../../../../components/site-navigation';
import { useSiteInfo } from '../../../../hooks/use-site-info';

/**
 * "Need access?" naming who gives it (issue 34): instructor accounts come from the school's owner,
 * by invitation; a new instructor applies first. The school's number comes from its settings.
 */
export function NeedAccessNote() {
  const { data: site } = useSiteInfo();
  return (
    <p className="border-t border-slate-200 pt-4 text-center text-slate-700">
      Need access? The school's owner invites instructors
      {site ? (
        <>
          {' '}
          at {site.schoolName} (call{' '}
          <a className="font-medium text-blue-700 underline underline-offset-4" href={toTelHref(site.phone)}>
            {formatUkPhone(site.phone)}
          </a>
          )
        </>
      ) : null}
      . New to the school?{' '}
      <SiteLink
        to="/join-instructor-network"
        className="font-medium text-blue-700 underline underline-offset-4 hover:text-blue-800"
      >
        Apply to join the team
      </SiteLink>
      .
    </p>
  );
}
