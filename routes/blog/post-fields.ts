/**
 * The editable fields of a post, with the bounds the manager enforces. The form view and the worker's
 * validator both read this list, so a limit shown to the editor is the limit that is checked.
 */
export const POST_BOUNDS = {
  slug: { min: 3, max: 80 },
  title: { min: 20, max: 65 },
  h1: { min: 10, max: 120 },
  metaDescription: { min: 70, max: 160 },
  excerpt: { min: 40, max: 300 },
  author: { min: 2, max: 80 },
  content: { min: 50, max: 100_000 },
  keywords: { min: 1, max: 12, length: 60 },
  faqs: { max: 10, question: { min: 5, max: 200 }, answer: { min: 10, max: 1200 } },
} as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

type TextField = 'slug' | 'title' | 'h1' | 'metaDescription' | 'excerpt' | 'author' | 'content';

export interface FieldSpec {
  name: TextField | 'date' | 'cluster' | 'keywords' | 'publishAt';
  label: string;
  hint: string;
  kind: 'text' | 'textarea' | 'date' | 'datetime' | 'select';
  rows?: number;
  max?: number;
}

const b = POST_BOUNDS;

export const POST_FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Page title', hint: `Shown in search results and the browser tab: ${b.title.min} to ${b.title.max} characters.`, kind: 'text', max: b.title.max },
  { name: 'h1', label: 'Headline (h1)', hint: `The heading at the top of the article: ${b.h1.min} to ${b.h1.max} characters.`, kind: 'text', max: b.h1.max },
  { name: 'slug', label: 'Slug', hint: 'The address of the article, e.g. ceo-weekly-review for /ceo-weekly-review: lowercase letters, numbers and single hyphens.', kind: 'text', max: b.slug.max },
  { name: 'metaDescription', label: 'Meta description', hint: `The summary search engines show: ${b.metaDescription.min} to ${b.metaDescription.max} characters.`, kind: 'textarea', rows: 2, max: b.metaDescription.max },
  { name: 'excerpt', label: 'Excerpt', hint: `The teaser on the Insights page: ${b.excerpt.min} to ${b.excerpt.max} characters.`, kind: 'textarea', rows: 3, max: b.excerpt.max },
  { name: 'author', label: 'Author', hint: 'Usually Executive Sidekick.', kind: 'text', max: b.author.max },
  { name: 'date', label: 'Publication date', hint: 'Articles are listed newest first by this date.', kind: 'date' },
  { name: 'cluster', label: 'Topic', hint: 'Related articles are drawn from the same topic.', kind: 'select' },
  { name: 'keywords', label: 'Keywords', hint: `Comma-separated, up to ${b.keywords.max}, each at most ${b.keywords.length} characters.`, kind: 'text' },
  { name: 'content', label: 'Article (Markdown)', hint: "Start with body text or a ## heading; the headline above is the page's only h1. HTML is shown as plain text.", kind: 'textarea', rows: 22, max: b.content.max },
];

/** Shown while a post is not published: the cron publishes it at this time (routes/_lib/uk-time.ts). */
export const SCHEDULE_FIELD: FieldSpec = {
  name: 'publishAt',
  label: 'Publish at (UK time)',
  hint: 'Leave empty to keep a draft until you publish it yourself. Give a future date and time and the article goes live on its own then, in UK time (GMT or BST).',
  kind: 'datetime',
};

/** FAQ rows shown on the form: the existing ones plus blank rows to add more, up to the limit. */
export const faqRowCount = (existing: number) => Math.min(POST_BOUNDS.faqs.max, Math.max(existing + 2, 3));
