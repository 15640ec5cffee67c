/**
 * The manager's JSON API under /api/blog: the same operations as the forms, for the preview island and for
 * tooling. Refusals are 401/403 (never a redirect); see Services.auth.requireEditor.
 */
import { sameOriginOnly } from '../../_app/same-origin';
import { BODY_CAPS, capBody, kilobytes } from '../../_app/body-cap';
import { acceptBody, JSON_BODY } from '../../_app/request-body';
import { changeStatus, removePost, savePost, unschedulePost } from './editor';
import { renderMarkdown } from '../markdown';
import { MANAGE_PAGE_SIZE } from './manage-list';
import { pageCount, pageParam } from '../../_lib/paging';
import { getPost, listForManager } from '../repository';
import { factory } from '../../_app/factory';
import type { Services } from '../../_app/services';

const NOT_JSON = { error: 'Send a JSON object with Content-Type: application/json.' };
const NOT_FOUND = { error: 'There is no article with that slug.' };
/** A publishing time that cannot be read or has passed is a bad request; other field problems are 422. */
const refusalStatus = (errors: object) => ('publishAt' in errors ? 400 : 422);

export function managerApi(s: Services) {
  const api = factory.createApp();
  api.use(
    '*',
    sameOriginOnly,
    capBody(BODY_CAPS.manager, (c) => c.json({ error: `The request body is larger than the manager accepts (at most ${kilobytes(BODY_CAPS.manager)}).` }, 413)),
    s.auth.requireEditor('api'),
    acceptBody(JSON_BODY, (c, refused) => c.json({ error: refused.message }, refused.status)),
  );

  /** Newest first, MANAGE_PAGE_SIZE at a time (?page=N): never every post in one answer. */
  api.get('/posts', async (c) => {
    const page = pageParam(c.req.query('page'));
    if (page === null) return c.json({ error: 'page must be a whole number from 1.' }, 400);
    const { posts, total } = await listForManager(s.db.editor(c), {}, MANAGE_PAGE_SIZE, (page - 1) * MANAGE_PAGE_SIZE);
    return c.json({ posts, page, pages: pageCount(total, MANAGE_PAGE_SIZE), total });
  });

  api.get('/posts/:slug', async (c) => {
    const post = await getPost(s.db.editor(c), c.req.param('slug'));
    return post ? c.json({ post }) : c.json(NOT_FOUND, 404);
  });

  api.post('/posts', async (c) => {
    const body = c.var.input;
    if (!body) return c.json(NOT_JSON, 400);
    const saved = await savePost(s, c, body);
    if ('errors' in saved) return c.json({ error: 'Some fields need attention.', fields: saved.errors }, refusalStatus(saved.errors));
    if (!saved.ok) return c.json(NOT_FOUND, 404);
    return c.json({ post: await getPost(s.db.editor(c), saved.slug) }, 201);
  });

  api.put('/posts/:slug', async (c) => {
    const body = c.var.input;
    if (!body) return c.json(NOT_JSON, 400);
    const saved = await savePost(s, c, body, c.req.param('slug'));
    if ('errors' in saved) return c.json({ error: 'Some fields need attention.', fields: saved.errors }, refusalStatus(saved.errors));
    if (!saved.ok) return c.json(NOT_FOUND, 404);
    return c.json({ post: await getPost(s.db.editor(c), saved.slug) });
  });

  for (const [action, status] of [['publish', 'published'], ['unpublish', 'draft']] as const) {
    api.post(`/posts/:slug/${action}`, async (c) => {
      const slug = c.req.param('slug');
      if ((await changeStatus(s, c, slug, status)) === 'not-found') return c.json(NOT_FOUND, 404);
      return c.json({ slug, status });
    });
  }

  api.post('/posts/:slug/unschedule', async (c) => {
    const slug = c.req.param('slug');
    if (!(await unschedulePost(s, c, slug))) return c.json({ error: 'There is no scheduled article with that slug.' }, 404);
    return c.json({ slug, status: 'draft' });
  });

  api.delete('/posts/:slug', async (c) => {
    if (!(await removePost(s, c, c.req.param('slug')))) return c.json(NOT_FOUND, 404);
    return c.body(null, 204);
  });

  /** The live preview: Markdown in, the same sanitised HTML the public page would show out. */
  api.post('/preview', async (c) => {
    const body = c.var.input;
    if (!body || typeof body.content !== 'string') return c.json(NOT_JSON, 400);
    return c.json({ html: await renderMarkdown(body.content.slice(0, 100_000), 'preview') });
  });

  return api;
}
