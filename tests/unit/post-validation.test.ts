import { describe, expect, it } from 'vitest';
import { POST_BOUNDS } from '../../routes/blog/post-fields';
import { validatePost } from '../../routes/manage/validate';

const valid = {
  slug: 'a-new-article',
  title: 'A Perfectly Ordinary Article Title',
  h1: 'A Perfectly Ordinary Article Headline',
  metaDescription: 'A description of the article that is long enough for search engines and short enough to show.',
  excerpt: 'An excerpt of the article that readers see on the Insights page.',
  author: 'Executive Sidekick',
  date: '2026-11-02',
  cluster: 'founder-wellbeing',
  keywords: 'founder focus, weekly review',
  content: 'A body of text that is comfortably longer than the fifty characters the manager requires.',
};

const errorsFor = (overrides: Record<string, unknown>) => {
  const result = validatePost({ ...valid, ...overrides });
  return result.ok ? {} : result.errors;
};

describe('validating a post from the manager', () => {
  it('accepts a complete post, splitting keywords and dropping empty FAQ rows', () => {
    const result = validatePost({ ...valid, 'faq-0-question': 'Is this a question?', 'faq-0-answer': 'Yes, and this is its answer.', 'faq-1-question': '', 'faq-1-answer': '' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.post.keywords).toEqual(['founder focus', 'weekly review']);
    expect(result.post.faqs).toEqual([{ question: 'Is this a question?', answer: 'Yes, and this is its answer.' }]);
  });

  it('accepts the same post as JSON, with arrays', () => {
    expect(validatePost({ ...valid, keywords: ['one', 'two'], faqs: [{ question: 'A JSON question?', answer: 'A JSON answer here.' }] }).ok).toBe(true);
  });

  it('refuses malformed slugs with a message that says what a slug may contain', () => {
    for (const slug of ['has spaces', 'double--hyphen', '-leading', 'ab', 'ünïcode', 'a'.repeat(POST_BOUNDS.slug.max + 1)])
      expect(errorsFor({ slug }).slug, slug).toMatch(/lowercase letters, numbers and single hyphens/);
    expect(errorsFor({ slug: '' }).slug).toBe('Slug is required.');
  });

  it('refuses a slug that a page of the site or the worker already answers', () => {
    for (const slug of ['services', 'blog', 'auth', 'sitemap', 'api', 'currency', 'time-poor-ceo'])
      expect(errorsFor({ slug }).slug, slug).toBe(`/${slug} is already a page on the site; choose another slug.`);
  });

  it('names the bounds, and the current length, of a text field that is too short or too long', () => {
    expect(errorsFor({ title: 'Too short' }).title).toBe(`Page title must be ${POST_BOUNDS.title.min} to ${POST_BOUNDS.title.max} characters (it is 9).`);
    expect(errorsFor({ metaDescription: 'x'.repeat(161) }).metaDescription).toMatch(/it is 161/);
    expect(errorsFor({ h1: '' }).h1).toBe('Headline is required.');
  });

  it('refuses impossible dates, unknown topics, and too many or too long keywords', () => {
    expect(errorsFor({ date: '2026-02-30' }).date).toMatch(/real date/);
    expect(errorsFor({ date: '02/11/2026' }).date).toMatch(/YYYY-MM-DD/);
    expect(errorsFor({ cluster: 'gardening' }).cluster).toBe('Choose one of the listed topics.');
    expect(errorsFor({ keywords: '' }).keywords).toBe('Add at least one keyword.');
    expect(errorsFor({ keywords: Array.from({ length: 13 }, (_, i) => `k${i}`).join(',') }).keywords).toMatch(/at most 12/);
    expect(errorsFor({ keywords: 'x'.repeat(61) }).keywords).toMatch(/at most 60 characters/);
  });

  it('asks for both halves of a FAQ', () => {
    expect(errorsFor({ 'faq-0-question': 'Only a question?', 'faq-0-answer': '' })['faq-0']).toBe('Give both a question and an answer, or leave both empty.');
  });
});
