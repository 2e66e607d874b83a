import { useSearchParams } from 'react-router';
import { BLOG_ARTICLES } from '../../core/school/content/blog-articles';
import {
  ALL_CATEGORIES_LABEL,
  listBlogArticles,
  OLD_BLOG_CATEGORIES,
  readOldBlogCategory,
} from '../../core/school/content/blog-categories';
import { Container } from '../components/ui/container';
import { ArticleCard } from '../features/school/blog/components/article-card';
import { BlogCallToAction } from '../features/school/blog/components/blog-call-to-action';
import { LeadMagnetPopup } from '../features/school/marketing/components/lead-magnet-popup';
import { usePageTitle } from '../hooks/use-page-title';
import { classNames } from '../lib/class-names';

const filterButtonClassName =
  'inline-flex min-h-11 items-center rounded-full border px-4 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/**
 * /old-blog: six articles with a category filter that works (the old site's did nothing). The
 * chosen category lives in the address (`?category=Driving%20Skills`), so it can be shared.
 */
export function OldBlogPage() {
  usePageTitle('Driving Tips Archive');
  const [searchParams, setSearchParams] = useSearchParams();
  const category = readOldBlogCategory(searchParams.get('category'));
  const articles = listBlogArticles(BLOG_ARTICLES, 'old-blog', category);
  const choices = [ALL_CATEGORIES_LABEL, ...OLD_BLOG_CATEGORIES];

  function handleChoose(choice: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (choice === ALL_CATEGORIES_LABEL) next.delete('category');
        else next.set('category', choice);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <Container className="grid gap-8 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-4xl">Driving Tips Archive</h1>
        <p className="mt-3 text-lg text-slate-700">
          Our earlier guides, from getting your provisional licence to the show me, tell me questions.
        </p>
      </header>

      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 font-semibold text-slate-900">Filter by category:</legend>
        {choices.map((choice) => {
          const selected = (category ?? ALL_CATEGORIES_LABEL) === choice;
          return (
            <button
              key={choice}
              type="button"
              aria-pressed={selected}
              onClick={() => handleChoose(choice)}
              className={classNames(
                filterButtonClassName,
                selected
                  ? 'border-blue-700 bg-blue-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-100',
              )}
            >
              {choice}
            </button>
          );
        })}
      </fieldset>
      <p role="status" className="-mt-4 text-slate-600">
        {`Showing ${articles.length} ${articles.length === 1 ? 'article' : 'articles'}${category ? ` in ${category}` : ''}`}
      </p>

      <ul className="grid gap-5 md:grid-cols-2">
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} list="old-blog" />
          </li>
        ))}
      </ul>

      <BlogCallToAction />
      <LeadMagnetPopup />
    </Container>
  );
}
