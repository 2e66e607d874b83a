import { useEffect } from 'react';
import { useSiteInfo } from './use-site-info';

export interface PageTitleOptions {
  /** Append ` | <school name>` once site info has loaded (default true). */
  withSchoolName?: boolean;
}

/** Sets document.title to `${title} | ${schoolName}`, or the title alone until site info loads. */
export function usePageTitle(title: string, { withSchoolName = true }: PageTitleOptions = {}): void {
  const { data } = useSiteInfo();
  const schoolName = withSchoolName ? data?.schoolName : undefined;
  const fullTitle = schoolName ? `${title} | ${schoolName}` : title;
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
