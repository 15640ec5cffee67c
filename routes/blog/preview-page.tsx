import { MissingPage } from '../_layout/not-found';
import { Container } from '../_layout/ui';
import { formatUkTime } from '../_lib/uk-time';
import { blogCopy } from './content';
import { PostPage, type PostBodyData, type PostHead } from './post-page';
import { BLOG_ROUTE } from './routes';

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
