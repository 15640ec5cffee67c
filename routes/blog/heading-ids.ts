/**
 * Anchors for a post's headings, by GitHub's rule (lower case, punctuation dropped, each space a hyphen, a repeat
 * gets -1, -2...), so an address written by hand from a heading works. One Unicode-aware expression does what
 * github-slugger does with an 8 KB list of characters.
 */

/** The ids the post page gives its own parts (routes/blog/post-page.tsx reads them from here). */
export const POST_PAGE_IDS = {
  contents: 'on-this-page',
  author: 'about-the-author',
  faqs: 'post-faqs',
  related: 'related-posts',
  cta: 'post-cta',
} as const;

/** Ids the shell puts on every page (routes/_layout): a heading must not take one of these either. */
const SHELL_IDS = ['main', 'toasts', 'footer-heading', 'footer-newsletter-email', 'footer-newsletter-reference_code'];

const DROPPED = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(DROPPED, '').replace(/ /g, '-');
}

/** A fresh set of anchors for one post: the page's own ids are taken before the first heading. */
export function headingIds(): (text: string) => string {
  const taken = new Set<string>([...Object.values(POST_PAGE_IDS), ...SHELL_IDS]);
  return (text) => {
    const base = slugify(text) || 'section';
    let id = base;
    for (let n = 1; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
}
