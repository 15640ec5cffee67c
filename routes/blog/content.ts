/**
 * The words the Insights templates and the manager add around the posts themselves. Plain strings,
 * British English. The index page's title, h1 and lead are blogIndexPage, below.
 */
import { SITE } from '../_lib/site-config';
export const blogCopy = {
  loading: 'Loading your sidekick...',
  filterLabel: 'Filter articles by topic',
  allTopics: 'All topics',
  noPosts: 'There are no articles on this topic yet. Browse all topics for the rest of our writing.',
  paginationLabel: 'More articles',
  newer: 'Newer articles',
  older: 'Older articles',
  readingTime: (minutes: number) => `${minutes} min read`,
  readArticle: 'Read the article',
  by: 'By',
  faqHeading: 'Questions readers ask',
  /** The name of the '#' link beside each of an article's headings. */
  sectionLink: (heading: string) => `Link to this section: ${heading}`,
  author: {
    heading: 'About the author',
    writtenBy: 'Written by',
    /** For an author other than the firm: who they write for. No biography is made up for them. */
    writesFor: (author: string) => `${author} writes for ${SITE.brand}.`,
    firm: `${SITE.brand} is a fractional executive partner for CEOs, founders and directors in the UK and the US. We take on strategic planning, brand and marketing strategy, executive support, chief of staff work, business systems and growth strategy, a few focused hours at a time, with ${SITE.claims.projects} projects and ${SITE.claims.yearsExperience} years' experience behind the advice in these articles.`,
    about: `More about ${SITE.brand}`,
  },
  relatedHeading: 'More on this topic',
  allInsights: 'All Insights',
  cta: {
    heading: 'Want a hand putting this into practice?',
    body: 'Ideas are the easy part; finding the hours to act on them is harder. Book a discovery call and tell us which part of this article applies to you. We will tell you plainly whether a few focused hours a month from a fractional executive would move it forward, and which plan would fit.',
    services: 'See Services',
    plans: 'Compare all plans',
  },
  bodyFailed: 'This article could not be loaded just now. Please refresh the page in a moment.',
  sitemapHeading: 'Insights articles',
  sitemapPagesLabel: 'More Insights articles in the sitemap',
  /** A deleted article's address (410 Gone). */
  preview: {
    banner: (when: string) =>
      `This is a preview of a draft, shared for review: it is not published, and readers of the site cannot find it. The link works until ${when}.`,
    refusedTitle: `Preview link not working | ${SITE.brand}`,
    refusedDescription: 'This preview link has expired, been withdrawn, or the article has since been published or removed.',
    refusedH1: 'This preview link no longer works',
    refusedLead:
      'The link may have expired or been withdrawn by the team, or the article may have been published (then it is on Insights) or removed. Ask whoever shared it for a new link.',
    toBlog: 'Go to Insights',
  },
  gone: {
    title: `Article removed | ${SITE.brand}`,
    description: `This article has been removed from ${SITE.brand}'s Insights. The rest of our writing is still on the Insights page.`,
    h1: 'This article has been removed',
    lead: 'The article that used to live at this address has been taken down on purpose, so the link you followed will not work again. The rest of our writing on leadership, strategy and protecting your time is still on Insights.',
    toBlog: 'Browse all Insights',
  },
} as const;

/** Titles of the filtered and later pages of /blog, so no two listing pages share a title. */
export function listingTitle(base: string, brand: string, clusterLabel: string | null, page: number): string {
  if (!clusterLabel && page === 1) return base;
  const topic = clusterLabel ? `${clusterLabel} articles` : 'Insights';
  return `${topic}${page > 1 ? `, page ${page}` : ''} | ${brand}`;
}

export const blogIndexPage = {
  title: `Insights: Strategy and Leadership | ${SITE.brand}`,
  description: 'Practical articles for CEOs, founders and directors on strategic planning, fractional executives, marketing that pays back and protecting your time.',
  h1: 'Insights',
  lead: `Practical thinking drawn from ${SITE.claims.yearsExperience} years of working alongside CEOs, founders and directors. These articles tackle the questions clients bring to us most often: when a chief of staff makes sense, how to build a marketing plan you can measure, how to fit a year's strategy on one page and how to stop your diary running the business.`,
};

/** The pager's words wherever articles are listed newest first: the listing, the sitemap and the manager. */
export const ARTICLE_PAGES = { prev: blogCopy.newer, next: blogCopy.older };
