import { BLOG_ARTICLES } from '../../core/school/content/blog-articles';
import { listBlogArticles, OLD_BLOG_CATEGORIES } from '../../core/school/content/blog-categories';
import { Island } from '../components/island';
import { SiteLink } from '../components/site-navigation';
import { Container } from '../components/ui/container';
import { ArticleCard } from '../features/school/blog/components/article-card';
import { BlogCallToAction } from '../features/school/blog/components/blog-call-to-action';
import { CategoryBadge } from '../features/school/blog/components/category-badge';
import { LeadMagnetPopup } from '../features/school/marketing/components/lead-magnet-popup';
import { LiveActivityCard } from '../features/school/marketing/components/live-activity-card';
import { usePageTitle } from '../hooks/use-page-title';

/** /blog: the featured article and five more, topic badges, the call to action and the live figures. */
export function BlogPage() {
  usePageTitle('Driving Tips');
  const articles = listBlogArticles(BLOG_ARTICLES, 'blog');
  const featured = articles.find((article) => article.featured);
  const others = articles.filter((article) => article !== featured);

  return (
    <Container className="grid gap-10 py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-4xl">Driving Tips</h1>
        <p className="mt-3 text-lg text-slate-700">
          Practical advice for learner drivers in Birmingham: from your first lesson and the theory test to
          the roundabouts and test centres you will meet on the day.
        </p>
        <nav aria-label="Topics" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {OLD_BLOG_CATEGORIES.map((category) => (
              <li key={category}>
                <SiteLink
                  to={`/old-blog?category=${encodeURIComponent(category)}`}
                  className="inline-flex min-h-11 items-center rounded-full no-underline"
                >
                  <CategoryBadge category={category} className="hover:underline" />
                  <span className="sr-only"> articles</span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      {featured ? <ArticleCard article={featured} featured list="blog" /> : null}

      <section aria-labelledby="latest-title">
        <h2 id="latest-title" className="text-2xl">
          More driving tips
        </h2>
        <ul className="mt-5 grid gap-5 md:grid-cols-2">
          {others.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} headingLevel="h3" list="blog" />
            </li>
          ))}
        </ul>
        <p className="mt-5">
          <SiteLink to="/old-blog" className="font-semibold text-blue-700 underline-offset-4 hover:underline">
            Browse the tips archive by topic
          </SiteLink>
        </p>
      </section>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start">
        <BlogCallToAction />
        <Island name="live-activity">
          <LiveActivityCard />
        </Island>
      </div>
      <Island name="lead-magnet-popup">
        <LeadMagnetPopup />
      </Island>
    </Container>
  );
}
