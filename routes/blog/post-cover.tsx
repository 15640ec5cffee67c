import { svgDataUrl } from '../_lib/art/drawing';
import { COVER_SIZE, coverAlt, coverSvg, type CoverSubject } from './cover';

/**
 * An article's cover (routes/blog/cover.ts) as an image: width, height and alt in the markup, so its box is known
 * before anything loads, and the SVG itself inline as a data: URL, so it costs no request.
 */
export function PostCover({ post, className = '' }: { post: CoverSubject; className?: string }) {
  return <img src={svgDataUrl(coverSvg(post))} width={COVER_SIZE.width} height={COVER_SIZE.height} alt={coverAlt(post)} decoding="async" className={`block h-auto w-full ${className}`} />;
}
