import { svgDataUrl } from '../_lib/art/drawing';
import { COVER_SIZE, coverAlt, coverSvg, type CoverSubject } from './cover';

/** Covers drawn so far in this isolate, by what they are drawn from: a listing redraws none of its cards. */
const drawn = new Map<string, string>();
const DRAWN_LIMIT = 500;

function coverUrl(post: CoverSubject): string {
  const key = `${post.slug}\n${post.cluster}\n${post.title}`;
  let url = drawn.get(key);
  if (url === undefined) {
    url = svgDataUrl(coverSvg(post));
    if (drawn.size >= DRAWN_LIMIT) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, url);
  }
  return url;
}

/**
 * An article's cover (routes/blog/cover.ts) as an image: width, height and alt in the markup, so its box is known
 * before anything loads, and the SVG itself inline as a data: URL, so it costs no request.
 */
export function PostCover({ post, className = '' }: { post: CoverSubject; className?: string }) {
  return <img src={coverUrl(post)} width={COVER_SIZE.width} height={COVER_SIZE.height} alt={coverAlt(post)} decoding="async" className={`block h-auto w-full ${className}`} />;
}
