import { MissingPage } from '../_layout/not-found';
import { Container } from '../_layout/ui';
import { formatUkTime } from '../_lib/uk-time';
import { blogCopy } from './content';
import { PostPage, type PostBodyData, type PostHead } from './post-page';
import { BLOG_ROUTE } from './routes';
import type { Context } from 'hono';
import type { AppEnv } from '../_app/env';
import type { Services } from '../_app/services';
import { renderMarkdown } from './markdown';
import { previewedPost } from './previews';
import { articleCardImage } from './social-card';

/** A draft as readers will see it, under a banner saying it is a preview and until when the link works. */
export function PreviewPage({ post, body, expiresAt }: { post: PostHead; body: PostBodyData; expiresAt: number }) {
  return (
    <>
      <Container className="pt-6">
        <p role="note" className="rounded-xl border border-accent-500/40 bg-accent-50 px-4 py-3 text-sm text-ink-900">
          {blogCopy.preview.banner(formatUkTime(new Date(expiresAt)))}
        </p>
      </Container>
      <PostPage post={post} body={body} />
    </>
  );
}

/** A preview link that does not (or no longer) open anything: the not-found page's look, saying why it may be. */
export function PreviewRefusedPage() {
  const c = blogCopy.preview;
  return <MissingPage code={404} h1={c.refusedH1} lead={c.refusedLead} href={BLOG_ROUTE.path} action={c.toBlog} />;
}

/**
 * /preview/{token}: read from the primary, so a withdrawn link stops at once; never cached, indexed or counted
 * (routes/analytics/count-visit.ts leaves PREVIEW_PATH out).
 */
export async function previewAnswer(s: Services, c: Context<AppEnv>) {
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };
  const found = await previewedPost(s.db.editor(c), c.req.param('token') ?? '', Date.now());
  if (!found) {
    const p = blogCopy.preview;
    return c.render(<PreviewRefusedPage />, { meta: { title: p.refusedTitle, description: p.refusedDescription, path: c.req.path, noindex: true, unmeasured: true }, status: 404, headers });
  }
  const { post, expiresAt } = found;
  const body = { html: await renderMarkdown(post.content, post.slug, { sectionLinks: true }), faqs: post.faqs, related: [] };
  return c.render(<PreviewPage post={post} body={body} expiresAt={expiresAt} />, {
    meta: { title: post.title, description: post.metaDescription, path: c.req.path, canonical: `/${post.slug}`, noindex: true, unmeasured: true, ogType: 'article', image: articleCardImage(post) },
    headers,
  });
}
