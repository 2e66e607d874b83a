import { ChevronRight } from 'lucide-react';
import { BLOG_ARTICLES, type BlogArticle, findBlogArticle } from '../../core/school/content/blog-articles';
import { Island } from '../components/island';
import { SiteLink, useSiteLocation } from '../components/site-navigation';
import { Container } from '../components/ui/container';
import { ArticleCard } from '../features/school/blog/components/article-card';
import { ArticleMeta } from '../features/school/blog/components/article-meta';
import { BlogCallToAction } from '../features/school/blog/components/blog-call-to-action';
import { CategoryBadge } from '../features/school/blog/components/category-badge';
import { LeadMagnetPopup } from '../features/school/marketing/components/lead-magnet-popup';
import { usePageTitle } from '../hooks/use-page-title';
import { blogSlugOf } from './content-paths';
import { NotFoundPage } from './not-found-page';

/** /blog/{slug}: one article, readable on its own page, with more tips and the call to action. */
export function BlogArticlePage() {
  // From the address: the page runs in the router and without it (content-document.tsx).
  const article = findBlogArticle(blogSlugOf(useSiteLocation().pathname));
  if (!article) return <NotFoundPage />;
  return <ArticleView article={article} />;
}

function ArticleView({ article }: { article: BlogArticle }) {
  usePageTitle(article.title);
  const related = BLOG_ARTICLES.filter((other) => other.slug !== article.slug)
    .sort(
      (a, b) =>
        Number(b.category === article.category) - Number(a.category === article.category) ||
        b.publishedOn.localeCompare(a.publishedOn),
    )
    .slice(0, 2);

  return (
    <Container className="grid gap-10 py-8 sm:py-12">
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
          <li>
            <SiteLink
              to="/blog"
              className="inline-flex min-h-11 items-center text-blue-700 underline-offset-4 hover:underline"
            >
              Driving Tips
            </SiteLink>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="line-clamp-1">
            {article.title}
          </li>
        </ol>
      </nav>

      <article className="mx-auto w-full max-w-3xl">
        <header className="grid gap-3">
          <CategoryBadge category={article.category} className="justify-self-start" />
          <h1 className="text-3xl sm:text-4xl">{article.title}</h1>
          <p className="text-lg text-slate-700">{article.description}</p>
          <ArticleMeta article={article} />
        </header>
        <div className="mt-8 grid gap-8">
          {article.sections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-2xl">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-lg leading-relaxed text-slate-800">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </article>

      <div className="mx-auto w-full max-w-3xl">
        <BlogCallToAction />
      </div>

      <section aria-labelledby="related-title" className="mx-auto w-full max-w-3xl">
        <h2 id="related-title" className="text-2xl">
          More driving tips
        </h2>
        <ul className="mt-5 grid gap-5 md:grid-cols-2">
          {related.map((other) => (
            <li key={other.slug}>
              <ArticleCard article={other} headingLevel="h3" list="related" />
            </li>
          ))}
        </ul>
      </section>
      <Island name="lead-magnet-popup">
        <LeadMagnetPopup />
      </Island>
    </Container>
  );
}
