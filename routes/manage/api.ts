/**
 * The manager's JSON API under /api/blog: the same operations as the forms, for the preview island and for
 * tooling. Refusals are 401/403 (never a redirect); see Services.auth.requireEditor.
 */
import { log, errorMessage } from '../_lib/log';
import type * as Editor from './editor';
import { manageCopy } from './content';
import { attachUpload, chosenFile, uploadErrors } from './uploads';
import { markdownSnippet, mediaPath, snippetWidth } from '../_lib/media';
import { renderMarkdown } from '../blog/articles';
import { MANAGE_PAGE_SIZE } from './manage-list';
import { pageCount, pageParam } from '../_lib/paging';
import { getPost, listForManager } from '../blog/articles';
import { handlerTable } from '../_app/lazy-routes';
import type { Services } from '../_app/services';
import * as parts from './parts';
import { keepForNewArticle } from './new-images';
import { NEW_IMAGES_ROUTE } from './routes';
import type { Context } from 'hono';
import type { AppEnv } from '../_app/env';

const NOT_JSON = { error: 'Send a JSON object with Content-Type: application/json.' };
const NOT_FOUND = { error: 'There is no article with that slug.' };
/** A publishing time that cannot be read or has passed is a bad request; other field problems are 422. */
const refusalStatus = (errors: object) => ('publishAt' in errors ? 400 : 422);

/** The JSON API's handlers (paths under /api/blog), loaded with the operator's first request (./index.tsx registers their routes and gate). */
export function managerApi(s: Services) {
  const api = handlerTable();

  /**
   * A picture for an article: multipart fields `image` (the file), `alt`, and `cover` ('on' to make it the cover).
   * `keep` records the stored picture (false when its article is gone); whatever it does not keep is removed again.
   */
  async function takePicture(c: Context<AppEnv>, keep: (upload: Editor.SavedUpload) => Promise<{ cardFailed: boolean } | false>) {
    if (!c.var.upload) return c.json({ error: 'Send the picture as multipart/form-data, with the file in "image" and its alt text in "alt".' }, 415);
    const alt = typeof c.var.input?.alt === 'string' ? c.var.input.alt.trim() : '';
    const refuse = (status: 413 | 422, errors: Record<string, string | undefined>) => c.json({ error: Object.values(errors)[0], fields: errors }, status);
    const early = uploadErrors(c, alt);
    if (early) return refuse(early.status, early.errors);
    if (!chosenFile(c)) return refuse(422, { image: manageCopy.images.noFile });
    const stored = await attachUpload(s, c, alt, c.var.input?.cover === 'on');
    if (stored.kind === 'refused') return refuse(422, stored.errors);
    if (stored.kind !== 'stored') return c.json({ error: manageCopy.images.failed }, 503);
    let kept: { cardFailed: boolean } | false | undefined;
    try {
      kept = await keep(stored.upload);
    } catch (err) {
      log.error('post_image_save_failed', { path: c.req.path, message: errorMessage(err) });
    } finally {
      if (!kept) await s.media.discard(c, stored.written);
    }
    if (kept === undefined) return c.json({ error: manageCopy.images.failed }, 503);
    if (!kept) return c.json(NOT_FOUND, 404);
    const { image } = stored.upload;
    return c.json({ image: { ...image, alt, markdown: markdownSnippet(image.id, alt), src: mediaPath(image.id, snippetWidth(image.id)) }, cardFailed: kept.cardFailed }, 201);
  }

  api.post('/posts/:slug/images', async (c) => {
    const slug = c.req.param('slug');
    if (!(await getPost(s.db.editor(c), slug))) return c.json(NOT_FOUND, 404);
    return takePicture(c, async (upload) => {
      const added = await parts.addImage(s, c, slug, upload);
      return added !== 'not-found' && added;
    });
  });

  /** A picture for the article on the new-article form, which has no row yet: kept for it (./new-images.ts). */
  api.post(NEW_IMAGES_ROUTE, (c) =>
    takePicture(c, async ({ image, alt, cover }) => {
      await s.db.editor(c).batch(keepForNewArticle(s.db.editor(c), c.var.editor, image, alt, cover));
      return { cardFailed: false };
    }),
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
    const saved = await parts.savePost(s, c, body);
    if ('errors' in saved) return c.json({ error: 'Some fields need attention.', fields: saved.errors }, refusalStatus(saved.errors));
    if (!saved.ok) return c.json(NOT_FOUND, 404);
    return c.json({ post: await getPost(s.db.editor(c), saved.slug) }, 201);
  });

  api.put('/posts/:slug', async (c) => {
    const body = c.var.input;
    if (!body) return c.json(NOT_JSON, 400);
    const saved = await parts.savePost(s, c, body, c.req.param('slug'));
    if ('errors' in saved) return c.json({ error: 'Some fields need attention.', fields: saved.errors }, refusalStatus(saved.errors));
    if (!saved.ok) return c.json(NOT_FOUND, 404);
    return c.json({ post: await getPost(s.db.editor(c), saved.slug) });
  });

  for (const [action, status] of [['publish', 'published'], ['unpublish', 'draft']] as const) {
    api.post(`/posts/:slug/${action}`, async (c) => {
      const slug = c.req.param('slug');
      if ((await parts.changeStatus(s, c, slug, status)) === 'not-found') return c.json(NOT_FOUND, 404);
      return c.json({ slug, status });
    });
  }

  api.post('/posts/:slug/unschedule', async (c) => {
    const slug = c.req.param('slug');
    if (!(await parts.unschedulePost(s, c, slug))) return c.json({ error: 'There is no scheduled article with that slug.' }, 404);
    return c.json({ slug, status: 'draft' });
  });

  api.delete('/posts/:slug', async (c) => {
    if (!(await parts.removePost(s, c, c.req.param('slug')))) return c.json(NOT_FOUND, 404);
    return c.body(null, 204);
  });

  /** The live preview: Markdown in, the same sanitised HTML the public page would show out. */
  api.post('/preview', async (c) => {
    const body = c.var.input;
    if (!body || typeof body.content !== 'string') return c.json(NOT_JSON, 400);
    return c.json({ html: await renderMarkdown(body.content.slice(0, 100_000), 'preview', { sectionLinks: true }) });
  });

  return api.handlers;
}
