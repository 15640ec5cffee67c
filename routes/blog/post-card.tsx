import { SEPARATED_ROW_CLIP, SeparatedRow } from '../_layout/separated-row';
import { clusterLabel } from './clusters';
import { blogCopy } from './content';
import { formatPostDate, readingMinutes, type PostSummary } from './types';

/** One article in a listing: topic, linked title, excerpt, date and reading time. */
export function PostCard({ post, headingLevel = 'h2' }: { post: PostSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-ink-900/10 bg-white p-6 shadow-sm transition hover:border-accent-500 hover:shadow-md">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">{clusterLabel(post.cluster)}</p>
      <Heading className="mt-3 font-display text-2xl font-bold leading-snug text-ink-950">
        <a href={`/${post.slug}`} className="underline-offset-4 hover:underline">
          {post.h1}
        </a>
      </Heading>
      <p className="mt-3 flex-1 leading-relaxed text-ink-700">{post.excerpt}</p>
      <p className={`mt-5 text-sm text-ink-600 ${SEPARATED_ROW_CLIP}`}>
        <SeparatedRow separator="·" items={[<time dateTime={post.date}>{formatPostDate(post.date)}</time>, blogCopy.readingTime(readingMinutes(post.words))]} />
      </p>
    </article>
  );
}
