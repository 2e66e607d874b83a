import { SiteLink } from '../../../../components/site-navigation';
import { LPlateLogo } from '../../../../components/ui/l-plate-logo';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSiteInfo } from '../../../../hooks/use-site-info';

/** The L plate and the school's name, linking home. */
export function SiteLogoLink() {
  const { data, isPending } = useSiteInfo();
  return (
    <SiteLink
      to="/"
      className="-ml-1 flex min-h-11 items-center xl:shrink-0 gap-2.5 rounded-lg px-1 text-slate-900 no-underline"
    >
      <LPlateLogo />
      {data ? (
        <span className="max-w-52 text-sm leading-tight font-bold sm:max-w-none sm:text-base xl:max-w-52">
          {data.schoolName}
        </span>
      ) : (
        <>
          {isPending ? <Skeleton className="h-5 w-40" /> : null}
          <span className="sr-only">Home</span>
        </>
      )}
    </SiteLink>
  );
}
