/**
 * 'Share a preview' on the article form (routes/blog/previews.ts): the live links with a way to withdraw each, a
 * button that makes a new one, and the page that shows a new link, once.
 */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import type { AppEnv } from '../_app/env';
import type { Services } from '../_app/services';
import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container } from '../_layout/ui';
import { input } from '../_layout/manager/bar';
import { ManageBar, managerTrail } from './chrome';
import { formatUkTime } from '../_lib/uk-time';
import { siteOrigin } from '../_app/env';
import { createPreviewLink, livePreviewLinks, previewDays, previewPath, revokePreviewLink, type PreviewLink } from '../blog/articles';
import { log } from '../_lib/log';
import { postManagePath } from './routes';
import { historyCopy } from './content-history';

type C = Context<AppEnv>;
const p = historyCopy.previews;
const when = (ms: number) => formatUkTime(new Date(ms));

/** The article form's section: for a draft (scheduled or not) only. */
export function PreviewLinks({ slug, links, days }: { slug: string; links: PreviewLink[]; days: number }) {
  return (
    <section aria-labelledby="previews-heading" className="mb-8 rounded-xl border border-ink-900/10 p-4 text-sm">
      <h2 id="previews-heading" className="font-semibold text-ink-950">
        {p.legend}
      </h2>
      <p className="mt-1 text-ink-600">{p.hint(days)}</p>
      {links.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold text-ink-900">{p.live}</h3>
          <ul className="mt-2 space-y-2">
            {links.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center gap-3">
                <span>
                  {p.link(when(link.createdAt), link.createdBy)}, {p.expires(when(link.expiresAt))}
                </span>
                <form method="post" action={postManagePath(slug, `previews/${link.id}/revoke`)}>
                  <button type="submit" className={buttonClass('ghost', 'sm')} aria-label={p.revokeLabel(when(link.createdAt))}>
                    {p.revoke}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </>
      )}
      <form method="post" action={postManagePath(slug, 'previews')} className="mt-3">
        <button type="submit" className={buttonClass('secondary', 'sm')}>
          {p.create}
        </button>
      </form>
    </section>
  );
}

export interface PreviewScreens {
  page(c: C, body: ReactNode, status?: number): Response | Promise<Response>;
  done(c: C, notice: string, slug: string): Response;
}

/** Makes a link and shows it, once: only its hash is kept. */
export async function createPreview(s: Services, c: C, ui: PreviewScreens) {
  const slug = c.req.param('slug')!;
  const made = await createPreviewLink(s.db.editor(c), slug, c.var.editor, Date.now(), previewDays(c.env));
  if (!made) return c.notFound();
  const url = `${siteOrigin(c.env)}${previewPath(made.token)}`;
  return ui.page(
    c,
    <>
      <PageHeader trail={managerTrail({ label: p.createdH1, path: postManagePath(slug, 'previews') })} h1={p.createdH1} lead={p.createdLead}>
        <ManageBar editor={c.var.editor} />
      </PageHeader>
      <Container className="py-10">
        <label htmlFor="preview-link" className="font-semibold text-ink-950">
          {p.linkLabel}
        </label>
        <input id="preview-link" type="text" readOnly value={url} className={`${input} border-ink-900/20`} aria-describedby="preview-expiry" />
        <p id="preview-expiry" className="mt-2 text-sm text-ink-600">
          {p.expires(when(made.expiresAt))}
        </p>
        <p className="mt-6">
          <a href={postManagePath(slug, 'edit')} className="font-semibold text-ink-900 underline-offset-4 hover:underline">
            ← {p.back}
          </a>
        </p>
      </Container>
    </>,
  );
}

export async function revokePreview(s: Services, c: C, ui: PreviewScreens) {
  const slug = c.req.param('slug')!;
  const id = c.req.param('id')!;
  if (!/^[0-9a-f]{64}$/.test(id) || !(await revokePreviewLink(s.db.editor(c), slug, id, Date.now()))) return c.notFound();
  return ui.done(c, 'previewRevoked', slug);
}

/** The section for the draft at `slug`: its live links (a failed read only leaves them out). */
export async function previewSection(s: Services, c: C, slug: string): Promise<ReactNode> {
  const links = await livePreviewLinks(s.db.editor(c), slug, Date.now()).catch((err: Error) => {
    log.error('preview_links_unreadable', { slug, message: err.message });
    return [];
  });
  return <PreviewLinks slug={slug} links={links} days={previewDays(c.env)} />;
}
