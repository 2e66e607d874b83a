import { ArrowRight } from 'lucide-react';
import type { BlogArticle } from '../../../../../core/school/content/blog-articles';
import { SiteLink } from '../../../../components/site-navigation';
import { Card } from '../../../../components/ui/card';
import { classNames } from '../../../../lib/class-names';
import { trackedClick } from '../../analytics/tracked-clicks';
import { ArticleMeta } from './article-meta';
import { CategoryBadge } from './category-badge';

export interface ArticleCardProps {
  article: BlogArticle;
  /** The featured article: larger type. */
  featured?: boolean;
  /** Heading level inside the list (h2 on a list page, h3 under a section heading). */
  headingLevel?: 'h2' | 'h3';
  /** Which list the click came from, for analytics. */
  list: string;
}

/** One article in a list: category, title (the link to its page), excerpt, author, date, read time. */
export function ArticleCard({ article, featured = false, headingLevel = 'h2', list }: ArticleCardProps) {
  const Heading = headingLevel;
  const href = `/blog/${article.slug}`;
  return (
    <Card
      className={classNames(
        'relative flex h-full flex-col gap-3 p-5 focus-within:ring-2 focus-within:ring-blue-700 hover:border-blue-700 sm:p-6',
        featured && 'border-blue-200 bg-blue-50/40 sm:p-8',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {featured ? (
          <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-sm font-semibold text-white">
            Featured
          </span>
        ) : null}
        <CategoryBadge category={article.category} />
      </div>
      <Heading className={featured ? 'text-2xl sm:text-3xl' : 'text-xl'}>
        <SiteLink
          to={href}
          className="text-slate-900 no-underline after:absolute after:inset-0 after:content-[''] hover:text-blue-800 focus-visible:outline-none"
          {...trackedClick('blog_click', { slug: article.slug, list })}
        >
          {article.title}
        </SiteLink>
      </Heading>
      <p className={classNames('text-slate-700', featured && 'text-lg')}>{article.description}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
        <ArticleMeta article={article} />
        <span aria-hidden="true" className="inline-flex items-center gap-1 font-semibold text-blue-700">
          Read
          <ArrowRight className="size-4" />
        </span>
      </div>
    </Card>
  );
}
