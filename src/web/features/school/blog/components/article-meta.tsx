import { CalendarDays, Clock } from 'lucide-react';
import { formatLongDate } from '../../../../../core/format/display-format';
import type { BlogArticle } from '../../../../../core/school/content/blog-articles';
import { useSiteInfo } from '../../../../hooks/use-site-info';

/** Author label, date and read time of an article. The author is the school, named from configuration. */
export function ArticleMeta({ article }: { article: BlogArticle }) {
  const { data: site } = useSiteInfo();
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
      <span>By {site ? `the ${site.schoolName} team` : 'our instructors'}</span>
      <span className="inline-flex items-center gap-1">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={article.publishedOn}>{formatLongDate(article.publishedOn)}</time>
      </span>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-4" />
        {article.readingMinutes} min read
      </span>
    </p>
  );
}
