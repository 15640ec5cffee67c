import { PageHeader } from '../_layout/page-header';
import { Container } from '../_layout/ui';
import type { PageProps } from '../_app/page-types';
import { sitemapPage } from './content';
import { sitemapPageHref, sitemapPageSections, type SitemapData } from './sitemap-data';
import { ARTICLE_PAGES, blogCopy } from '../blog/content';
import { Pager } from '../_layout/pager';

/**
 * The HTML sitemap: the same list as sitemap.xml, grouped for people. The site's own pages lead the first
 * page; the posts follow SITEMAP_PAGE_SIZE at a time, so a blog of any size is never one enormous page.
 */
export function SitemapPage({ route, data }: PageProps<SitemapData>) {
  const { posts, page, pages } = data;
  const sections = sitemapPageSections(page, posts);
  return (
    <>
      <PageHeader trail={[{ label: route.label, path: route.path }]} h1={sitemapPage.h1} lead={sitemapPage.lead} />
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <section key={section.heading} aria-labelledby={`sm-${section.id}`}>
            <h2 id={`sm-${section.id}`} className="font-display text-xl font-bold text-ink-950">
              {section.heading}
            </h2>
            <ul className="mt-4 space-y-2">
              {section.links.map((l) => (
                <li key={l.path}>
                  <a href={l.path} className="text-ink-800 underline-offset-4 hover:underline">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Container>
      {pages > 1 && (
        <Container className="pb-12">
          <Pager page={page} pages={pages} href={sitemapPageHref} label={blogCopy.sitemapPagesLabel} labels={ARTICLE_PAGES} />
        </Container>
      )}
    </>
  );
}
