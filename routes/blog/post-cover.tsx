import { svgDataUrl } from '../_lib/art/drawing';
import { COVER_SIZE, coverAlt, coverSvg, type CoverSubject } from './cover';
import { BODY_SIZES, CARD_SIZES, pictureAttrs } from '../_lib/media';

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

type CoverPost = CoverSubject & { cover?: string | null; coverAlt?: string | null };

/**
 * An article's cover: the picture the editor chose (media.ts), every variant with its size, cropped to the drawn
 * cover's shape so cards line up; the article's own is fetched first (`lead`), a card's as it nears the screen.
 */
export function PostCover({ post, className = '', lead = false }: { post: CoverPost; className?: string; lead?: boolean }) {
  const picture = post.cover ? pictureAttrs(post.cover) : null;
  if (!picture) return <DrawnCover post={post} className={className} />;
  return (
    <img
      {...picture}
      sizes={lead ? BODY_SIZES : CARD_SIZES}
      alt={post.coverAlt ?? ''}
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : undefined}
      decoding="async"
      className={`block aspect-[40/21] h-auto w-full object-cover ${className}`}
    />
  );
}

/**
 * An article's drawn cover (routes/blog/cover.ts) as an image: width, height and alt in the markup, so its box is known
 * before anything loads, and the SVG itself inline as a data: URL, so it costs no request.
 */
function DrawnCover({ post, className = '' }: { post: CoverSubject; className?: string }) {
  return <img src={coverUrl(post)} width={COVER_SIZE.width} height={COVER_SIZE.height} alt={coverAlt(post)} decoding="async" className={`block h-auto w-full ${className}`} />;
}
