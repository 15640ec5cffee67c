import { Suspense, use } from 'react';
import type { Faq } from '../_lib/content-types';
import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container, JsonLd } from '../_layout/ui';
import { ClosingCta } from '../_layout/closing-cta';
import { FaqList } from '../_layout/faq-list';
import { SEPARATED_ROW_CLIP, SeparatedRow } from '../_layout/separated-row';
import { ORGANISATION_ID } from '../_layout/structured-data';
import { routeByPath } from '../table';
import { SITE } from '../_lib/site-config';
import { clusterLabel } from './clusters';
import { blogCopy } from './content';
import { FeedLink } from './feed-link';
import { PostCard } from './post-card';
import { PROSE } from './prose';
import { formatPostDate, readingMinutes, type PostSummary } from './types';
import { BLOG_ROUTE } from './routes';

export type PostHead = PostSummary & { keywords: string[] };

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
    image: `${SITE.origin}/og-image.png`,
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

/** /{slug}: the header and metadata are in the first chunk; a body still loading streams in behind the loading message. */
export function PostPage({ post, body }: { post: PostHead; body: PostBodyData | Promise<PostBodyData> }) {
  const services = routeByPath('/services');
  return (
    <>
      <FeedLink />
      <PageHeader
        trail={[{ label: BLOG_ROUTE.label, path: BLOG_ROUTE.path }, { label: post.title, path: `/${post.slug}` }]}
        eyebrow={clusterLabel(post.cluster)}
        h1={post.h1}
        lead={post.excerpt}
      >
        <p className={`mt-5 text-sm text-ink-600 ${SEPARATED_ROW_CLIP}`}>
          <SeparatedRow
            separator="·"
            items={[
              `${blogCopy.by} ${post.author}`,
              <time dateTime={post.date}>{formatPostDate(post.date)}</time>,
              blogCopy.readingTime(readingMinutes(post.words)),
            ]}
          />
        </p>
      </PageHeader>
      <JsonLd data={articleLd(post)} />
      {/* No boundary round a body already loaded: React would still outline a large one behind the fallback. */}
      {body instanceof Promise ? (
        <Suspense fallback={<LoadingSidekick />}>
          <StreamedBody body={body} />
        </Suspense>
      ) : (
        <PostBody body={body} />
      )}
      <ClosingCta heading={blogCopy.cta.heading} body={blogCopy.cta.body} headingId="post-cta">
        {services && (
          <a href={services.path} className={buttonClass('light')}>
            {blogCopy.cta.services}
          </a>
        )}
      </ClosingCta>
    </>
  );
}

function StreamedBody({ body }: { body: Promise<PostBodyData> }) {
  return <PostBody body={use(body)} />;
}

function PostBody({ body }: { body: PostBodyData }) {
  const { html, faqs, related, failed } = body;
  if (failed) {
    return (
      <Container className="py-16">
        <p role="alert" className="text-lg text-ink-700">
          {blogCopy.bodyFailed}
        </p>
      </Container>
    );
  }
  return (
    <>
      <Container className="py-12 md:py-16">
        {/* Rendered by routes/blog/markdown.ts, which escapes raw HTML and filters link targets. */}
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
      </Container>
      {faqs.length > 0 && (
        <Container className="pb-12 md:pb-16">
          <div className="max-w-3xl">
            <FaqList faqs={faqs} headingId="post-faqs" heading={blogCopy.faqHeading} />
          </div>
        </Container>
      )}
      <Container className="pb-16">
        <section aria-labelledby="related-posts" className="border-t border-ink-900/10 pt-12">
          <div className="flex flex-wrap items-baseline justify-between gap-4">
            <h2 id="related-posts" className="font-display text-3xl font-bold tracking-tight text-ink-950">
              {blogCopy.relatedHeading}
            </h2>
            <a href="/blog" className="font-semibold text-ink-900 underline-offset-4 hover:underline">
              {blogCopy.allInsights} →
            </a>
          </div>
          {related.length > 0 && (
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((p) => (
                <li key={p.slug}>
                  <PostCard post={p} headingLevel="h3" />
                </li>
              ))}
            </ul>
          )}
        </section>
      </Container>
    </>
  );
}
