/** Turns a submitted form or JSON body into a PostInput, or per-field messages an editor can act on. */
import { isCluster } from '../blog/articles';
import { DATE_PATTERN, POST_BOUNDS as B, SLUG_PATTERN } from '../blog/articles';
import type { PostInput } from '../blog/articles';
import { ROUTES } from '../table';
import { PREVIEW_PATH } from '../blog/routes';
import type { Faq } from '../_lib/content-types';
import { XML_INVALID } from '../_lib/xml';
import { formatUkTime, parseUkTime } from '../_lib/uk-time';

export type FieldErrors = Partial<Record<keyof PostInput | `faq-${number}` | 'image', string>>;

export const SCHEDULE_ERRORS = {
  unreadable: 'Publishing time must be a real date and time in UK time, for example 2026-12-03 09:00. Leave it empty to keep the article as a draft.',
  past: (now: Date) => `Publishing time must be later than now (${formatUkTime(now)}). Leave it empty and use Publish to put the article live at once.`,
  tooFar: (latest: Date) => `Publishing time must be within ${SCHEDULE_YEARS} years, on or before ${formatUkTime(latest)}.`,
} as const;

/** How far ahead an article can be scheduled: far enough for any plan, near enough that a typo of the year is caught. */
export const SCHEDULE_YEARS = 5;

/**
 * First segments the site answers other than as a page of the route table, so a post may not take them (the route
 * table adds its own): the worker's own (the APIs, /currency, the stored pictures and cards), the build's and
 * public/'s files, Cloudflare's /cdn-cgi/ (https://developers.cloudflare.com/fundamentals/reference/cdn-cgi-endpoint/),
 * and the blog's own paths outside its route (a shared preview, /preview/<token>).
 * tests/worker/moved-articles.test.ts checks every path the apps declare is here or in the table.
 */
const WORKER_PATHS = ['api', 'assets', 'media', 'cards', 'cdn-cgi', 'currency', 'client', 'fonts', 'sitemap', 'robots', 'favicon', 'speculation-rules', PREVIEW_PATH.slice(1)];
const RESERVED = new Set([...WORKER_PATHS, ...ROUTES.map((r) => r.path.split('/')[1]).filter(Boolean)]);

export function reservedSlug(slug: string): boolean {
  return RESERVED.has(slug);
}

/** Raw submitted values: strings from a form, or a JSON object whose keywords and faqs may be arrays. */
export type RawPost = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v.replace(/\r\n?/g, '\n').trim() : '');

/**
 * Why a value cannot be saved. `limit`: more typing cannot mend it (too long, too many, a character or topic the
 * site does not take), so an autosave is refused for it too; otherwise the text is merely unfinished.
 */
interface Problem {
  message: string;
  limit: boolean;
}

const unfinished = (message: string): Problem => ({ message, limit: false });
const overLimit = (message: string | undefined): Problem | undefined => (message === undefined ? undefined : { message, limit: true });

function lengthError(label: string, value: string, bounds: { min: number; max: number }): Problem | undefined {
  const n = [...value].length;
  if (n === 0) return unfinished(`${label} is required.`);
  if (n < bounds.min || n > bounds.max) return { message: `${label} must be ${bounds.min} to ${bounds.max} characters (it is ${n}).`, limit: n > bounds.max };
  return undefined;
}

/**
 * A character the feed and the sitemaps cannot carry (routes/_lib/xml.ts), named by its code point: invisible
 * once pasted (U+000B is what Shift+Enter in Word inserts), so the message says where it is and what it is.
 */
function characterError(label: string, value: string): string | undefined {
  const ch = value.match(XML_INVALID)?.[0];
  if (ch === undefined) return undefined;
  const code = `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  const what = ch <= '\x1f' ? 'an invisible control character' : ch >= '\uFFFE' ? 'a character that is not text' : 'half of an emoji or symbol';
  return `${label} contains ${what} (${code}) that feeds and search engines cannot read. Delete it and retype that spot; it usually comes from pasting.`;
}

/** More waiting pictures than one form can have uploaded: a bound on what a hand-made request makes a save look up. */
const PICTURES_MAX = 100;

/** Picture ids, as a JSON array or the new-article form's one field of ids separated by spaces. */
function parsePictures(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw.map(str) : str(raw).split(/\s+/);
  return [...new Set(list.filter(Boolean))].slice(0, PICTURES_MAX);
}

function parseKeywords(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw.map(str) : str(raw).split(',');
  return list.map((k) => k.trim()).filter(Boolean);
}

/** FAQs arrive as an array (JSON) or as numbered form fields faq-0-question / faq-0-answer. */
function parseFaqs(raw: RawPost): { question: string; answer: string }[] {
  if (Array.isArray(raw.faqs)) return raw.faqs.map((f: { question?: unknown; answer?: unknown }) => ({ question: str(f?.question), answer: str(f?.answer) }));
  const rows: { question: string; answer: string }[] = [];
  for (let i = 0; i < B.faqs.max + 5; i++) rows.push({ question: str(raw[`faq-${i}-question`]), answer: str(raw[`faq-${i}-answer`]) });
  return rows;
}

/**
 * The publishing time as an instant, null for none, undefined when the request does not mention it (a JSON update
 * that leaves the schedule alone), or why it cannot be used. Stored in one form, `toISOString()`'s
 * YYYY-MM-DDTHH:MM:SS.sssZ: within SCHEDULE_YEARS its year has four digits, so the cron's comparison of stored
 * times (routes/blog/queries.ts, SQL.due) orders them as instants.
 */
function schedule(typed: unknown, now: Date): { at: string | null | undefined } | { error: string } {
  if (typed === undefined) return { at: undefined };
  if (typed === null) return { at: null };
  if (typeof typed !== 'string') return { error: SCHEDULE_ERRORS.unreadable };
  const at = parseUkTime(typed);
  if (at === 'missing') return { at: null };
  if (at === 'unreadable') return { error: SCHEDULE_ERRORS.unreadable };
  if (at.getTime() <= now.getTime()) return { error: SCHEDULE_ERRORS.past(now) };
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + SCHEDULE_YEARS);
  if (at.getTime() > latest.getTime()) return { error: SCHEDULE_ERRORS.tooFar(latest) };
  return { at: at.toISOString() };
}

/** Alt text for a picture being uploaded: required, and short enough to be read aloud. */
export const IMAGE_ALT_MAX = 250;
export function imageAltError(alt: string): string | undefined {
  const n = [...alt].length;
  if (n === 0) return 'Describe the picture for people who cannot see it (its alt text), for example "The leadership team reviewing the quarterly plan".';
  if (n > IMAGE_ALT_MAX) return `The picture's description must be at most ${IMAGE_ALT_MAX} characters (it is ${n}).`;
  return characterError("The picture's description", alt);
}

/**
 * A save's checks. Refused, `errors` has each field's first problem; `limits` those of its problems no further
 * typing mends, which an autosave is refused for (routes/manage/autosave.ts) while it keeps unfinished text.
 */
export function validatePost(
  raw: RawPost,
  now = new Date(),
): { ok: true; post: PostInput; scheduledFor: string | null | undefined } | { ok: false; errors: FieldErrors; limits: FieldErrors; values: PostInput } {
  const errors: FieldErrors = {};
  const limits: FieldErrors = {};
  const note = (key: keyof FieldErrors, ...problems: (Problem | false | '' | undefined)[]) => {
    const found = problems.filter((p): p is Problem => !!p);
    if (found[0]) errors[key] = found[0].message;
    const over = found.find((p) => p.limit);
    if (over) limits[key] = over.message;
  };
  const slug = str(raw.slug).toLowerCase();
  const date = str(raw.date);
  const cluster = str(raw.cluster);
  const keywords = parseKeywords(raw.keywords);
  const faqs: Faq[] = parseFaqs(raw).filter((f) => f.question || f.answer);

  const values = {
    slug,
    title: str(raw.title),
    h1: str(raw.h1),
    metaDescription: str(raw.metaDescription),
    excerpt: str(raw.excerpt),
    author: str(raw.author),
    date,
    cluster,
    keywords,
    content: str(raw.content),
    faqs,
    publishAt: str(raw.publishAt),
    // Absent (a JSON update that does not mention it) keeps the stored cover; empty is the drawn one.
    ...(typeof raw.cover === 'string' ? { cover: str(raw.cover) } : {}),
    imageAlt: str(raw.imageAlt),
    ...(raw.pictures !== undefined ? { pictures: parsePictures(raw.pictures) } : {}),
  } as PostInput;
  const when = schedule(raw.publishAt, now);
  if ('error' in when) errors.publishAt = when.error;

  const slugMessage = `Slug must be ${B.slug.min} to ${B.slug.max} lowercase letters, numbers and single hyphens, e.g. ceo-weekly-review.`;
  note(
    'slug',
    !slug && unfinished('Slug is required.'),
    slug.length > B.slug.max && overLimit(slugMessage),
    (!SLUG_PATTERN.test(slug) || slug.length < B.slug.min) && unfinished(slugMessage),
    reservedSlug(slug) && unfinished(`/${slug} is already a page on the site; choose another slug.`),
  );

  const text = { title: 'Page title', h1: 'Headline', metaDescription: 'Meta description', excerpt: 'Excerpt', author: 'Author', content: 'Article' } as const;
  for (const [key, label] of Object.entries(text) as [keyof typeof text, string][]) {
    note(key, lengthError(label, values[key], B[key]), overLimit(characterError(label, values[key])));
  }

  // A date field holds a whole date or nothing, so only one left empty is unfinished.
  if (!DATE_PATTERN.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)
    note('date', { message: 'Publication date must be a real date in the form YYYY-MM-DD.', limit: date !== '' });
  if (!isCluster(cluster)) note('cluster', overLimit('Choose one of the listed topics.'));

  note(
    'keywords',
    keywords.length < B.keywords.min && unfinished('Add at least one keyword.'),
    keywords.length > B.keywords.max && overLimit(`Use at most ${B.keywords.max} keywords (there are ${keywords.length}).`),
    keywords.some((k) => k.length > B.keywords.length) && overLimit(`Each keyword must be at most ${B.keywords.length} characters.`),
    keywords.some((k) => XML_INVALID.test(k)) && overLimit(characterError('Keywords', keywords.join(', '))),
  );

  faqs.forEach((f, i) => {
    note(
      `faq-${i}`,
      (!f.question || !f.answer) && unfinished('Give both a question and an answer, or leave both empty.'),
      f.question && lengthError('The question', f.question, B.faqs.question),
      f.answer && lengthError('The answer', f.answer, B.faqs.answer),
      overLimit(characterError(`Question ${i + 1}`, f.question)),
      overLimit(characterError(`Answer ${i + 1}`, f.answer)),
    );
  });
  if (faqs.length > B.faqs.max) note('faqs', overLimit(`Use at most ${B.faqs.max} FAQs.`));

  return Object.keys(errors).length || 'error' in when ? { ok: false, errors, limits, values } : { ok: true, post: values, scheduledFor: when.at };
}
