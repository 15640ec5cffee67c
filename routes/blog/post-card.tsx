import { SEPARATED_ROW_CLIP, SeparatedRow } from '../_layout/separated-row';
import { clusterLabel } from './clusters';
import { blogCopy } from './content';
import { PostCover } from './post-cover';
import { smarten } from './typography';
import { formatPostDate, readingMinutes, type PostSummary } from './types';

/**
 * One article in a listing: cover, topic, linked title, excerpt, date and reading time. `wide` lays a card that has
 * a row to itself out side by side from 768 px, so a lone related article does not become one huge picture.
 */
export function PostCard({ post, headingLevel = 'h2', wide = false }: { post: PostSummary; headingLevel?: 'h2' | 'h3'; wide?: boolean }) {
  const Heading = headingLevel;
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-2xl border border-ink-900/10 bg-white shadow-sm transition hover:border-accent-500 hover:shadow-md ${wide ? 'md:flex-row' : ''}`}
    >
      <PostCover post={post} className={wide ? 'md:w-2/5 md:shrink-0 md:self-center' : ''} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent-700">{clusterLabel(post.cluster)}</p>
        <Heading className="mt-3 font-display text-2xl font-bold leading-snug text-ink-950">
          <a href={`/${post.slug}`} className="underline-offset-4 hover:underline">
            {smarten(post.h1)}
          </a>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-ink-700">{smarten(post.excerpt)}</p>
        <p className={`mt-5 text-sm text-ink-600 ${SEPARATED_ROW_CLIP}`}>
          <SeparatedRow separator="·" items={[<time dateTime={post.date}>{formatPostDate(post.date)}</time>, blogCopy.readingTime(readingMinutes(post.words))]} />
        </p>
      </div>
    </article>
  );
}
