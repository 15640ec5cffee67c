/**
 * Post bodies are Markdown written in the manager, so they are untrusted: raw HTML is shown as text,
 * links may only point at http(s), mailto or a root-relative path, and images only at this site.
 * marked is loaded with the first post an isolate renders: it builds its grammar when it loads (about 5 ms of
 * CPU), which an isolate serving only the other pages never needs.
 * marked recurses once per level of nesting and overflows the stack on a few thousand levels (`>>>>…`, `- - - …`,
 * `1. 1. 1. …`, `*****…`), so nesting is bounded (boundedNesting) and a body that still fails is shown as plain
 * text (plainText): one article can never take down its page, the feed or the preview.
 * Prose gets typographic punctuation (./typography.ts) and every heading an id (./heading-ids.ts), which the
 * post page's contents list links to. On the page (not in the feed, where '#id' would point nowhere) each heading
 * has a '#' link to itself beside it, outside the heading, so a heading that holds a link never has one nested in
 * it and a screen reader's list of headings reads only their words (client/styles.css places it).
 */
import type { Marked as MarkedParser, MarkedExtension, Tokenizer as MarkedTokenizer, Tokens } from 'marked';
import { headingIds } from './heading-ids';
import { BODY_SIZES, mediaIdOfPath, pictureAttrs } from '../_lib/media';
import { smartenTokens } from './typography';
import { log, errorMessage } from '../_lib/log';
import { blogCopy } from './content';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/** Control characters and backslashes are refused outright: browsers strip or reinterpret them. */
const UNSAFE_CHARS = /[\s\x00-\x1f\x7f\\]/;
const ROOT_RELATIVE = /^\/(?!\/)/;

export function safeHref(href: string): string | null {
  if (UNSAFE_CHARS.test(href)) return null;
  if (ROOT_RELATIVE.test(href) || /^(https?:\/\/|mailto:)/i.test(href)) return href;
  return null;
}

export interface RenderOptions {
  /** A '#' link beside each heading, to that heading: for the article page and its preview. */
  sectionLinks?: boolean;
}

/** Set by renderMarkdown for the one synchronous parse it starts, like the anchors below. */
let sectionLinks = false;

function parser(Marked: typeof MarkedParser) {
  // Parsing is synchronous, so one document's anchors are never mixed with another's.
  let nextId = headingIds();
  return new Marked({
    gfm: true,
    async: false,
    hooks: {
      preprocess(markdown: string) {
        nextId = headingIds();
        return markdown;
      },
      processAllTokens: smartenTokens,
    },
    renderer: {
      html({ text, block }: Tokens.HTML | Tokens.Tag) {
        return block ? `<p>${escapeHtml(text)}</p>\n` : escapeHtml(text);
      },
      heading({ tokens, depth }: Tokens.Heading) {
        // The page's only <h1> is the post's h1 field.
        const level = Math.max(2, depth);
        const text = this.parser.parseInline(tokens, this.parser.textRenderer);
        const id = escapeHtml(nextId(text));
        const heading = `<h${level} id="${id}">${this.parser.parseInline(tokens)}</h${level}>`;
        if (!sectionLinks) return `${heading}\n`;
        const name = escapeHtml(blogCopy.sectionLink(text.trim()));
        return `<div class="heading-row">${heading}<a class="heading-anchor" href="#${id}" aria-label="${name}">#</a></div>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const safe = safeHref(href);
        if (!safe) return inner;
        const external = /^https?:/i.test(safe) ? ' rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(safe)}"${title ? ` title="${escapeHtml(title)}"` : ''}${external}>${inner}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        if (UNSAFE_CHARS.test(href) || !ROOT_RELATIVE.test(href)) return escapeHtml(text);
        const id = mediaIdOfPath(href);
        const picture = id && pictureAttrs(id);
        // An uploaded picture: every variant, its size (so nothing shifts as it loads), fetched as it nears the screen.
        if (picture) {
          return `<img src="${picture.src}" srcset="${picture.srcSet}" sizes="${BODY_SIZES}" width="${picture.width}" height="${picture.height}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy" decoding="async">`;
        }
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy">`;
      },
    },
  });
}

/** Quotes, lists, emphasis and strike-through nested together; deeper markers are shown as the characters typed. */
export const MAX_NESTING = 12;

/** The tokenizers that recurse, each refusing to open a level past MAX_NESTING (marked then reads the line as text). */
function boundedNesting(Tokenizer: typeof MarkedTokenizer): MarkedExtension {
  let depth = 0;
  const bounded = (name: 'blockquote' | 'list' | 'emStrong' | 'del') =>
    function (this: MarkedTokenizer, ...args: unknown[]) {
      if (depth >= MAX_NESTING) return undefined;
      depth++;
      try {
        return (Tokenizer.prototype[name] as (...a: unknown[]) => unknown).apply(this, args);
      } finally {
        depth--;
      }
    };
  const tokenizer = { blockquote: bounded('blockquote'), list: bounded('list'), emStrong: bounded('emStrong'), del: bounded('del') };
  return { tokenizer: tokenizer as MarkedExtension['tokenizer'] };
}

/** What a body that marked cannot render is shown as: its paragraphs, escaped. */
const plainText = (markdown: unknown) =>
  typeof markdown === 'string'
    ? markdown.split(/\n\s*\n/).filter((p) => p.trim()).map((p) => `<p>${escapeHtml(p.trim())}</p>\n`).join('')
    : '';

let loaded: Promise<MarkedParser> | undefined;

/** `article` names the body in the log (a slug, or 'preview') should it fail to render. */
export async function renderMarkdown(markdown: string, article = 'unnamed', options: RenderOptions = {}): Promise<string> {
  loaded ??= import('marked').then(({ Marked, Tokenizer }) => parser(Marked).use(boundedNesting(Tokenizer)));
  const marked = await loaded;
  sectionLinks = options.sectionLinks === true;
  try {
    return marked.parse(markdown) as string;
  } catch (err) {
    log.error('markdown_render_failed', { article, message: errorMessage(err).split('\n')[0] });
    return plainText(markdown);
  }
}

/**
 * Article bodies as their page shows them, per slug, kept while the Markdown is the same: an uncached article
 * renders its body once per edit, not on every miss (docs/performance.md#server-render-cost). The Markdown itself
 * is compared, so an edit made in any isolate is rendered afresh here. At most KEPT_BODIES, the least recently
 * read dropped first.
 */
export const KEPT_BODIES = 64;
const keptBodies = new Map<string, { markdown: string; html: string }>();

export async function articleBodyHtml(slug: string, markdown: string): Promise<string> {
  const kept = keptBodies.get(slug);
  keptBodies.delete(slug);
  const html = kept?.markdown === markdown ? kept.html : await renderMarkdown(markdown, slug, { sectionLinks: true });
  if (keptBodies.size >= KEPT_BODIES) keptBodies.delete(keptBodies.keys().next().value!);
  keptBodies.set(slug, { markdown, html });
  return html;
}
