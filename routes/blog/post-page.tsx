import { Suspense, use, type ReactNode } from 'react';
import type { Faq } from '../_lib/content-types';
import { Breadcrumbs } from '../_layout/breadcrumbs';
import { OnThisPage } from '../_layout/on-this-page';
import { buttonClass, Container, Eyebrow, JsonLd } from '../_layout/ui';
import { ClosingCta } from '../_layout/closing-cta';
import { useSlot } from '../_lib/slot-context';
import { SLOTS } from './slots';
import { FaqList } from '../_layout/faq-list';
import { SEPARATED_ROW_CLIP, SeparatedRow } from '../_layout/separated-row';
import { ORGANISATION_ID } from '../_layout/structured-data';
import { routeByPath } from '../table';
import { SITE } from '../_lib/site-config';
import { clusterLabel } from './clusters';
import { blogCopy } from './content';
import { AuthorBox } from './author-box';
import { contentsOf, CONTENTS_MIN } from './contents';
import { FeedLink } from './feed-link';
import { POST_PAGE_IDS } from './heading-ids';
import { listingHref } from './listing';
import { PostCard } from './post-card';
import { PostCover } from './post-cover';
import { PROSE } from './prose';
import { smarten } from './typography';
import { articleCardImage } from './social-card';
import { formatPostDate, readingMinutes, type Post, type PostSummary } from './types';
import { BLOG_ROUTE } from './routes';

export type PostHead = PostSummary & Pick<Post, 'keywords' | 'card'>;

/** The part of a post page that may arrive after the shell: the rendered (already sanitised) body, FAQs, related posts. */
export interface PostBodyData {
  html: string;
  faqs: Faq[];
  related: PostSummary[];
  /** The database failed mid-stream: say so instead of leaving the loading message up. */
  failed?: boolean;
}

function articleLd(post: PostHead) {
  const url = `${SITE.origin}/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.h1,
    name: post.title,
    description: post.metaDescription,
    url,
    mainEntityOfPage: url,
    image: SITE.origin + articleCardImage(post).src,
    datePublished: post.date,
    dateModified: post.updatedAt,
    author: post.author === SITE.brand ? { '@id': ORGANISATION_ID, '@type': 'Organization', name: SITE.brand } : { '@type': 'Person', name: post.author },
    publisher: { '@id': ORGANISATION_ID },
    keywords: post.keywords.join(', '),
    articleSection: clusterLabel(post.cluster),
    wordCount: post.words,
    inLanguage: 'en-GB',
  };
}

export function LoadingSidekick() {
  return (
    <Container className="py-16">
      <p role="status" className="flex items-center gap-3 text-lg text-ink-600">
        <span aria-hidden="true" className="h-3 w-3 animate-pulse rounded-full bg-accent-500" />
        {blogCopy.loading}
      </p>
    </Container>
  );
}

/** The article's measure: about 70 characters a line of its 18 px text, and the same width for its header. */
const MEASURE = 'max-w-[58ch]';
const RELATED_COLUMNS = ['', 'md:grid-cols-1', 'md:grid-cols-2', 'md:grid-cols-3'];

/**
 * /{slug}: the header and metadata are in the first chunk; a body still loading streams in behind the loading message.
 * The article (header, body, FAQs, author) is one <article>; related articles and the call to action follow it.
 */
export function PostPage({ post, body }: { post: PostHead; body: PostBodyData | Promise<PostBodyData> }) {
  const services = routeByPath('/services');
  return (
    <>
      <FeedLink />
      <article>
        <PostHeader post={post} />
        <WithBody body={body} fallback={<LoadingSidekick />} view={(b) => <PostBody post={post} body={b} />} />
      </article>
      <JsonLd data={articleLd(post)} />
      <WithBody body={body} view={(b) => !b.failed && <RelatedPosts related={b.related} />} />
      <ClosingCta heading={useSlot(SLOTS, 'article.closing.heading')} body={blogCopy.cta.body} headingId={POST_PAGE_IDS.cta}>
        {services && (
          <>
            <a href={services.path} className={buttonClass('light')}>
              {blogCopy.cta.services}
            </a>
            <a href={`${services.path}#pricing`} className={buttonClass('light')}>
              {blogCopy.cta.plans}
            </a>
          </>
        )}
      </ClosingCta>
    </>
  );
}

type BodyView = (body: PostBodyData) => ReactNode;

/** `view` of the body: at once when it has loaded, otherwise when it arrives, behind `fallback`. */
function WithBody({ body, fallback = null, view }: { body: PostBodyData | Promise<PostBodyData>; fallback?: ReactNode; view: BodyView }) {
  // No boundary round a body already loaded: React would still outline a large one behind the fallback.
  if (!(body instanceof Promise)) return view(body);
  return (
    <Suspense fallback={fallback}>
      <Arrived body={body} view={view} />
    </Suspense>
  );
}

function Arrived({ body, view }: { body: Promise<PostBodyData>; view: BodyView }) {
  return view(use(body));
}

/** Topic, headline, lead, author, date, reading time and cover together, centred on the article's measure. */
function PostHeader({ post }: { post: PostHead }) {
  return (
    <div className="border-b border-ink-900/10 bg-gradient-to-b from-ink-50 to-white">
      <Container className="pb-12 pt-8 md:pb-16">
        <Breadcrumbs trail={[{ label: BLOG_ROUTE.label, path: BLOG_ROUTE.path }, { label: smarten(post.title), path: `/${post.slug}` }]} />
        <div className={`mx-auto mt-8 text-lg ${MEASURE}`}>
          <Eyebrow>
            <a href={listingHref(post.cluster)} className="underline-offset-4 hover:underline">
              {clusterLabel(post.cluster)}
            </a>
          </Eyebrow>
          <h1 className="font-display text-4xl font-bold tracking-tight text-ink-950 md:text-5xl">{smarten(post.h1)}</h1>
          <p className="mt-5 leading-relaxed text-ink-700 md:text-xl">{smarten(post.excerpt)}</p>
          <p className={`mt-5 text-sm text-ink-600 ${SEPARATED_ROW_CLIP}`}>
            <SeparatedRow
              separator="·"
              items={[`${blogCopy.by} ${post.author}`, <time dateTime={post.date}>{formatPostDate(post.date)}</time>, blogCopy.readingTime(readingMinutes(post.words))]}
            />
          </p>
          <PostCover post={post} lead className="mt-8 rounded-2xl" />
        </div>
      </Container>
    </div>
  );
}

/**
 * The article on its measure, centred; from 1280 px its 'On this page' list stays beside it as the reader scrolls
 * (sticky, plain links), and on narrower screens it comes first. Then the FAQs and the author.
 */
function PostBody({ post, body }: { post: PostHead; body: PostBodyData }) {
  const { html, faqs, failed } = body;
  if (failed) {
    return (
      <Container className="py-16">
        <p role="alert" className="text-lg text-ink-700">
          {blogCopy.bodyFailed}
        </p>
      </Container>
    );
  }
  const contents = contentsOf(html);
  return (
    // From 1280 px the container widens a step, so the contents column beside the measure has room for its labels;
    // the middle column is MEASURE.
    <Container className="py-12 md:py-16 xl:max-w-7xl">
      <div className="text-lg xl:grid xl:grid-cols-[minmax(0,1fr)_minmax(0,58ch)_minmax(0,1fr)] xl:gap-x-10">
        {contents.length >= CONTENTS_MIN && (
          <OnThisPage
            entries={contents}
            headingId={POST_PAGE_IDS.contents}
            className={`mx-auto mb-10 ${MEASURE} xl:sticky xl:top-24 xl:col-start-3 xl:row-start-1 xl:mb-0 xl:max-w-xs xl:self-start`}
          />
        )}
        <div className={`mx-auto min-w-0 ${MEASURE} xl:col-start-2 xl:row-start-1 xl:max-w-none`}>
          {/* Rendered by routes/blog/markdown.ts, which escapes raw HTML and filters link targets. */}
          <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
          {faqs.length > 0 && (
            <div className="mt-16">
              <FaqList faqs={faqs.map((f) => ({ question: smarten(f.question), answer: smarten(f.answer) }))} headingId={POST_PAGE_IDS.faqs} heading={blogCopy.faqHeading} />
            </div>
          )}
          <div className="mt-16">
            <AuthorBox author={post.author} headingId={POST_PAGE_IDS.author} />
          </div>
        </div>
      </div>
    </Container>
  );
}

/** Related articles in as many columns as there are (up to three), so the row is always full. */
function RelatedPosts({ related }: { related: PostSummary[] }) {
  return (
    <Container className="pb-16">
      <section aria-labelledby={POST_PAGE_IDS.related} className="border-t border-ink-900/10 pt-12">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id={POST_PAGE_IDS.related} className="font-display text-3xl font-bold tracking-tight text-ink-950">
            {blogCopy.relatedHeading}
          </h2>
          <a href={listingHref(null)} className="font-semibold text-ink-900 underline-offset-4 hover:underline">
            {blogCopy.allInsights} →
          </a>
        </div>
        {related.length > 0 && (
          <ul className={`mt-6 grid gap-6 ${RELATED_COLUMNS[Math.min(related.length, 3)]}`}>
            {related.map((p) => (
              <li key={p.slug}>
                <PostCard post={p} headingLevel="h3" wide={related.length === 1} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
