import { SITE } from '../_lib/site-config';

export const FEED_PATH = '/blog/feed.xml';
export const FEED_TYPE = 'application/rss+xml';
export const FEED_TITLE = `${SITE.brand} Insights`;

/** Feed autodiscovery: React places the link in the document head, where readers and browsers look for it. */
export function FeedLink() {
  return <link rel="alternate" type={FEED_TYPE} title={FEED_TITLE} href={FEED_PATH} />;
}
