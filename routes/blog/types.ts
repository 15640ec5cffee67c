import type { Faq } from '../_lib/content-types';
import type { ClusterKey } from './clusters';

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** What a listing or a card needs: everything but the body. */
export interface PostSummary {
  slug: string;
  title: string;
  h1: string;
  metaDescription: string;
  excerpt: string;
  author: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  cluster: ClusterKey;
  status: PostStatus;
  /** Approximate word count of the body, for reading time. */
  words: number;
  updatedAt: string;
  /** When a draft is due to be published by the cron (UTC ISO); null when it is not scheduled. */
  scheduledFor: string | null;
  /** The id of the uploaded picture that is its cover (media.ts), and that picture's alt text; null for the drawn cover. */
  cover: string | null;
  coverAlt: string | null;
}

export interface Post extends PostSummary {
  keywords: string[];
  content: string;
  faqs: Faq[];
  createdAt: string;
  /** The R2 key of its social card (social-card.ts); null while it has none and its pages carry the site's card. */
  card: string | null;
}

/** The fields an editor supplies; status and timestamps are the repository's business. */
export type PostInput = Pick<Post, 'slug' | 'title' | 'h1' | 'metaDescription' | 'excerpt' | 'author' | 'date' | 'cluster' | 'keywords' | 'content' | 'faqs'> & {
  /** The publishing time as typed (UK time, routes/_lib/uk-time.ts); empty for none. */
  publishAt?: string;
  /** The cover as chosen: one of the article's pictures by id, 'new' for the picture being uploaded, empty for the drawn one. */
  cover?: string;
  /** The alt text typed for a picture being uploaded with the save. */
  imageAlt?: string;
  /** A new article's form: the waiting pictures it lists or uploaded, by id (routes/manage/new-images.ts); its first save takes only these. */
  pictures?: string[];
};

/** A picture uploaded with an article (migrations/0022_post_images.sql). */
export interface PostImage {
  id: string;
  alt: string;
  width: number;
  height: number;
}

export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 200));

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** Every write checks the date (manage/validate.ts); one stored some other way is shown as it is, never thrown on. */
export function formatPostDate(isoDate: string): string {
  const date = new Date(`${String(isoDate).slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? String(isoDate) : dateFormat.format(date);
}
