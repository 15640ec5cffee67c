/**
 * The Insights RSS 2.0 feed at FEED_PATH: the newest FEED_SIZE published posts, each with its full body rendered
 * and sanitised exactly as on its page (markdown.ts) in content:encoded. It is edge-cached like a page, under
 * its own content version (LISTING_PATHS in ./pages-of.ts), so every edit reaches it within seconds.
 */
import { FEED_PATH, FEED_TITLE, FEED_TYPE } from './feed-link';
import type { PostSummary } from './types';
import { blogIndexPage } from './content';
import { escapeXml } from '../_lib/xml';
import { renderMarkdown } from './markdown';
import { pictureAttrs } from '../_lib/media';

export { FEED_PATH, FEED_TYPE };
export const FEED_SIZE = 20;

/** RFC 822 dates, as RSS 2.0 asks: a post's publication day at midnight UTC. */
export const rfc822 = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toUTCString();

/** Feed readers show content:encoded outside the site, so its root-relative links and images must name it. */
const absolute = (html: string, origin: string) => html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${origin}/`);

/** An uploaded cover as Media RSS, its widest variant, which feed readers show beside the item. */
function coverItem(p: PostSummary, origin: string): string[] {
  const picture = p.cover ? pictureAttrs(p.cover) : null;
  if (!picture) return [];
  const widest = picture.srcSet.split(', ').pop()!.split(' ')[0]!;
  return [
    `      <media:content url="${escapeXml(origin + widest)}" medium="image" type="image/webp" width="${picture.width}" height="${picture.height}">`,
    ...(p.coverAlt ? [`        <media:description type="plain">${escapeXml(p.coverAlt)}</media:description>`] : []),
    '      </media:content>',
  ];
}

export async function feedXml(origin: string, posts: (PostSummary & { content: string })[]): Promise<string> {
  const x = escapeXml;
  const bodies = await Promise.all(posts.map((p) => renderMarkdown(p.content, p.slug)));
  const items = posts.map((p, i) => {
    const link = `${origin}/${p.slug}`;
    return [
      '    <item>',
      `      <title>${x(p.title)}</title>`,
      `      <link>${x(link)}</link>`,
      `      <guid isPermaLink="true">${x(link)}</guid>`,
      `      <pubDate>${rfc822(p.date)}</pubDate>`,
      `      <description>${x(p.excerpt)}</description>`,
      ...coverItem(p, origin),
      `      <content:encoded>${x(absolute(bodies[i]!, origin))}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const updated = posts.reduce((latest, p) => (p.updatedAt > latest ? p.updatedAt : latest), '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${x(FEED_TITLE)}</title>`,
    `    <link>${x(`${origin}/blog`)}</link>`,
    `    <atom:link href="${x(origin + FEED_PATH)}" rel="self" type="${FEED_TYPE}"/>`,
    `    <description>${x(blogIndexPage.description)}</description>`,
    '    <language>en-GB</language>',
    ...(updated ? [`    <lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
