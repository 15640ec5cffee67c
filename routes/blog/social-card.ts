/**
 * An article's social card: its headline, its topic and the brand, with its generated cover (cover.ts) on the
 * right. Drawn when the article is saved or published (manage/editor.ts, through Services.cards), never on a
 * visitor's request; stored in R2 under its content version (a hash of everything the card shows), so an edit that
 * changes the card gets a new address and the old one can be cached for ever. Until one has been drawn, or when
 * drawing failed, the article's pages carry the site's card.
 */
import { cardAlt, cardHash, SITE_CARD, type CardSubject } from '../_lib/social-card';
import { clusterLabel } from './clusters';
import { coverSvg } from './cover';
import { cardPhotoKey } from '../_lib/media';
import { SLUG_PATTERN } from './post-fields';
import type { Post } from './types';

type CardPost = Pick<Post, 'slug' | 'h1' | 'cluster'> & { cover?: string | null };

/** Where an article's card lives: the R2 key, which is also its path on the site. */
export const CARD_PREFIX = 'cards/';

/**
 * The card's key and what it shows. An article whose cover is an uploaded picture shows that picture's crop
 * (`photoKey`, read from R2 when the card is drawn) instead of the drawn cover.
 */
export function articleCard(post: CardPost): { key: string; subject: CardSubject; photoKey?: string } {
  const label = clusterLabel(post.cluster);
  if (post.cover) {
    const version = cardHash(post.slug, post.h1, label, `photo:${post.cover}`);
    return { key: `${CARD_PREFIX}${post.slug}/${version}.png`, subject: { title: post.h1, label }, photoKey: cardPhotoKey(post.cover) };
  }
  const pictureSvg = coverSvg({ title: post.h1, cluster: post.cluster, slug: post.slug });
  const version = cardHash(post.slug, post.h1, label, pictureSvg);
  return { key: `${CARD_PREFIX}${post.slug}/${version}.png`, subject: { title: post.h1, label, pictureSvg } };
}

/**
 * The card an article's page carries: its own if one is stored, else the site's. Every save writes the key of the
 * card drawn for what it saved, or NULL when drawing failed, so a stored key is never for an older headline.
 */
export function articleCardImage(post: CardPost & { card: string | null }): { src: string; alt: string } {
  if (!post.card) return SITE_CARD;
  return { src: `/${post.card}`, alt: cardAlt({ title: post.h1, label: clusterLabel(post.cluster) }) };
}

/** A stored card's key from its path, or null for anything that is not one (the path reaches R2 only through this). */
export function cardKeyOf(slug: string, file: string): string | null {
  return SLUG_PATTERN.test(slug) && /^[0-9a-z]{1,13}\.png$/.test(file) ? `${CARD_PREFIX}${slug}/${file}` : null;
}
