/**
 * The Markdown twin of the Insights listing (routes/_app/page-markdown.ts), from the page of articles the listing
 * read (./public.tsx): each headline linked to its article, with its date and excerpt, newest first, then the links
 * to the listing's other pages and topics, each to its twin.
 */
import type { PageMarkdown } from '../_app/routes';
import { blocks, link, list, twinAddress } from '../_lib/markdown-twin';
import { pagerBlock } from '../_layout/page-markdown';
import { CLUSTERS, clusterLabel } from './clusters';
import { ARTICLE_PAGES, blogCopy, blogIndexPage } from './content';
import { listingHref, type BlogListing } from './listing';
import { formatPostDate, type PostSummary } from './types';

/** An operator's words on one line of a list: a line break would end the item. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const articleLine = (p: PostSummary) => `${link(oneLine(p.h1), `/${p.slug}`)} (${formatPostDate(p.date)}): ${oneLine(p.excerpt)}`;

export const listingMarkdown: PageMarkdown<BlogListing> = (_route, _market, { posts, cluster, page, pages }) =>
  blocks(
    `# ${blogIndexPage.h1}`,
    blogIndexPage.lead,
    `## ${cluster ? `${clusterLabel(cluster)} articles` : 'All articles'}, newest first`,
    posts.length > 0 ? list(posts.map(articleLine)) : blogCopy.noPosts,
    pagerBlock(page, pages, (n) => twinAddress(listingHref(cluster, n)), ARTICLE_PAGES),
    `## ${blogCopy.filterLabel}\n\n${list([{ key: null, label: blogCopy.allTopics }, ...CLUSTERS].map((c) => link(c.label, twinAddress(listingHref(c.key)))))}`,
  );
