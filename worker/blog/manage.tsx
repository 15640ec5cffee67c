/** /blog/manage: the Insights manager. Plain forms (POST, then redirect), each behind the editor gate. */
import { Hono, type Context } from 'hono';
import type { ReactNode } from 'react';
import { isManageNotice } from '../../routes/blog/manage/content';
import { DeletePostPage } from '../../routes/blog/manage/delete-page';
import { PostFormPage, type PostFormProps } from '../../routes/blog/manage/form-page';
import { ManageListError, ManageListPage } from '../../routes/blog/manage/list-page';
import type { PostInput } from '../../routes/blog/types';
import { SITE } from '../../routes/_lib/site-config';
import { routeByPath } from '../../routes/table';
import { sameOriginOnly } from '../../routes/_app/same-origin';
import { BODY_CAPS, capBody } from '../../routes/_app/body-cap';
import { renderPage } from '../render';
import type { AppEnv } from '../../routes/_app/env';
import { requireEditor } from './admin';
import { changeStatus, removePost, savePost } from './editor';
import { manageLeads } from './manage-leads';
import { renderMarkdown } from './markdown';
import { loadManagerList } from './manage-list';
import { getPost } from './repository';
import { validatePost } from './validate';

const manageRoute = routeByPath('/blog/manage')!;

export const manage = new Hono<AppEnv>();
// '/blog/manage/*' also matches '/blog/manage' itself.
manage.use('/blog/manage/*', sameOriginOnly, capBody(BODY_CAPS.manager), requireEditor('page'));
// The Leads screen lives inside the manager, behind the same gate.
manage.route('/', manageLeads);

type C = Context<AppEnv>;

function page(c: C, body: ReactNode, status = 200) {
  // The manager shares the document shell but never reaches an index or a cache.
  return renderPage(c, body, {
    meta: { title: manageRoute.title, description: manageRoute.description, path: c.req.path, canonical: '/blog/manage', noindex: true },
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

const done = (c: C, notice: string, slug: string) => c.redirect(`/blog/manage?notice=${notice}&slug=${encodeURIComponent(slug)}`, 303);

const EMPTY: PostInput = {
  slug: '', title: '', h1: '', metaDescription: '', excerpt: '', author: SITE.brand,
  date: '', cluster: 'chief-of-staff', keywords: [], content: '', faqs: [],
};

manage.get('/blog/manage', async (c) => {
  const kind = c.req.query('notice');
  const slug = c.req.query('slug') ?? '';
  const notice = isManageNotice(kind) ? { kind, slug } : undefined;
  const loaded = await loadManagerList(c);
  if ('error' in loaded) return page(c, <ManageListError message={loaded.error} editor={c.var.editor} />, 400);
  return page(c, <ManageListPage list={loaded.list} editor={c.var.editor} notice={notice} />);
});

function form(c: C, props: Omit<PostFormProps, 'editor'>, status = 200) {
  return page(c, <PostFormPage editor={c.var.editor} {...props} />, status);
}

/** Preview re-renders the form with the body as readers will see it; save validates and writes. */
async function submit(c: C, action: string, existing?: PostFormProps['existing']) {
  const raw = (await c.req.parseBody()) as Record<string, unknown>;
  if (raw.intent === 'preview') {
    const checked = validatePost(raw);
    const values = checked.ok ? checked.post : checked.values;
    return form(c, { action, values, existing, previewHtml: renderMarkdown(values.content) });
  }
  const saved = await savePost(c, raw, existing?.slug);
  if ('notFound' in saved) return c.notFound();
  if (!saved.ok) return form(c, { action, values: saved.values, errors: saved.errors, existing, previewHtml: renderMarkdown(saved.values.content) }, 422);
  return done(c, existing ? 'updated' : 'created', saved.slug);
}

manage.get('/blog/manage/new', (c) => form(c, { action: '/blog/manage/new', values: { ...EMPTY, date: new Date().toISOString().slice(0, 10) } }));
manage.post('/blog/manage/new', (c) => submit(c, '/blog/manage/new'));

manage.get('/blog/manage/:slug/edit', async (c) => {
  const post = await getPost(c.env.DB, c.req.param('slug'));
  if (!post) return c.notFound();
  return form(c, { action: `/blog/manage/${post.slug}/edit`, values: post, existing: post });
});
manage.post('/blog/manage/:slug/edit', async (c) => {
  const post = await getPost(c.env.DB, c.req.param('slug'));
  if (!post) return c.notFound();
  return submit(c, `/blog/manage/${post.slug}/edit`, post);
});

for (const [action, status] of [['publish', 'published'], ['unpublish', 'draft']] as const) {
  manage.post(`/blog/manage/:slug/${action}`, async (c) => {
    const slug = c.req.param('slug');
    if (!(await changeStatus(c, slug, status))) return c.notFound();
    return done(c, `${action}ed`, slug);
  });
}

manage.get('/blog/manage/:slug/delete', async (c) => {
  const post = await getPost(c.env.DB, c.req.param('slug'));
  if (!post) return c.notFound();
  return page(c, <DeletePostPage editor={c.var.editor} post={post} />);
});
manage.post('/blog/manage/:slug/delete', async (c) => {
  const slug = c.req.param('slug');
  if (!(await removePost(c, slug))) return c.notFound();
  return done(c, 'deleted', slug);
});
