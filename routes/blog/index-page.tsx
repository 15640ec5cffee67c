import { PageHeader } from '../_layout/page-header';
import { Container, JsonLd } from '../_layout/ui';
import { ARTICLE_PAGES, blogIndexPage, blogCopy } from './content';
import { SITE } from '../_lib/site-config';
import { ORGANISATION_ID } from '../_layout/structured-data';
import { CLUSTERS } from './clusters';
import { FeedLink } from './feed-link';
import { Pager } from '../_layout/pager';
import { PostCard } from './post-card';
import { BLOG_ROUTE } from './routes';
import { listingHref, type BlogListing } from './listing';
import { SearchField } from '../_layout/search-field';
import { SEARCH_ROUTE, SUGGEST_PATH } from '../search/routes';
import { searchField } from '../search/content';

const chip = 'rounded-full border px-4 py-2 text-sm font-medium transition-colors';
const chipOff = 'border-ink-900/15 text-ink-800 hover:border-ink-900/40';
const chipOn = 'border-ink-950 bg-ink-950 text-white';

/** /blog: published posts newest first, a topic filter and numbered pages with rel prev/next. */
export function BlogIndexPage({ listing }: { listing: BlogListing }) {
  const { posts, cluster, page, pages } = listing;
  const prev = page > 1 ? listingHref(cluster, page - 1) : null;
  const next = page < pages ? listingHref(cluster, page + 1) : null;
  return (
    <>
      <FeedLink />
      {prev && <link rel="prev" href={prev} />}
      {next && <link rel="next" href={next} />}
      <PageHeader trail={[{ label: BLOG_ROUTE.label, path: BLOG_ROUTE.path }]} h1={blogIndexPage.h1} lead={blogIndexPage.lead} />
      <Container className="py-12">
        <div className="mb-8">
          <SearchField action={SEARCH_ROUTE.path} suggest={SUGGEST_PATH} copy={searchField} id="blog-search" />
        </div>
        <nav aria-label={blogCopy.filterLabel}>
          <ul className="flex flex-wrap gap-2">
            {[{ key: null, label: blogCopy.allTopics }, ...CLUSTERS].map((c) => (
              <li key={c.key ?? 'all'}>
                <a href={listingHref(c.key)} className={`${chip} ${c.key === cluster ? chipOn : chipOff}`} aria-current={c.key === cluster ? 'page' : undefined}>
                  {c.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {posts.length === 0 ? (
          <p className="mt-10 text-lg text-ink-700">{blogCopy.noPosts}</p>
        ) : (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={pages} href={(n) => listingHref(cluster, n)} label={blogCopy.paginationLabel} labels={ARTICLE_PAGES} />
      </Container>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: `${SITE.brand} Insights`,
          url: `${SITE.origin}/blog`,
          publisher: { '@id': ORGANISATION_ID },
          blogPost: posts.map((p) => ({
            '@type': 'BlogPosting',
            headline: p.h1,
            url: `${SITE.origin}/${p.slug}`,
            datePublished: p.date,
            dateModified: p.updatedAt,
          })),
        }}
      />
    </>
  );
}
