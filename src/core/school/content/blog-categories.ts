import type { BlogArticle } from './blog-articles';

/** The old blog's filter (spec learner side, static pages): 'All' then these, in this order. */
export const OLD_BLOG_CATEGORIES = ['Test Preparation', 'Driving Skills', 'Getting Started'] as const;
export type OldBlogCategory = (typeof OLD_BLOG_CATEGORIES)[number];

export const ALL_CATEGORIES_LABEL = 'All';

/** `?category=Driving Skills` → that category; anything else (or nothing) → null, meaning all. */
export function readOldBlogCategory(value: string | null): OldBlogCategory | null {
  return OLD_BLOG_CATEGORIES.find((category) => category === value) ?? null;
}

/** The articles of one list, newest first, optionally of one category. */
export function listBlogArticles(
  articles: readonly BlogArticle[],
  list: 'blog' | 'old-blog',
  category: string | null = null,
): BlogArticle[] {
  return articles
    .filter((article) => article.lists.includes(list) && (category === null || article.category === category))
    .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
}
