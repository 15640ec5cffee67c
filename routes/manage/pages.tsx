/** /blog/manage: the Insights manager. Plain forms (POST, then redirect), each behind the editor gate. */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { isManageNotice, manageCopy } from './content';
import { KEPT_FORM_PATH } from '../sign-in/routes';
import type { PostFormProps } from './form-page';
import type { Post, PostInput } from '../blog/articles';
import { SITE } from '../_lib/site-config';
import { ARTICLE_FORM_PATHS, MANAGE_ROUTE, NEW_POST_PATH } from './routes';
import { handlerTable } from '../_app/lazy-routes';
import { attachUpload, chosenFile, uploadErrors } from './uploads';
import type { AppEnv } from '../_app/env';
import type * as Editor from './editor';
import { oldAddressesOf } from '../blog/articles';
import { formatUkTime, ukInputValue } from '../_lib/uk-time';
import { AUTOSAVE_PATH } from '../_lib/autosave';
import { renderMarkdown } from '../blog/articles';
import { loadManagerList } from './manage-list';
import { getPost, imagesOf } from '../blog/articles';
import { newArticleImages } from './new-images';
import { validatePost } from './validate';
import type { Services } from '../_app/services';
import { log, errorMessage } from '../_lib/log';
import * as parts from './parts';


type C = Context<AppEnv>;

function page(c: C, body: ReactNode, status = 200) {
  // The manager shares the document shell but never reaches an index or a cache.
  return c.render(<>{body}</>, {
    meta: { title: MANAGE_ROUTE.title, description: MANAGE_ROUTE.description, path: c.req.path, canonical: MANAGE_ROUTE.path, noindex: true, unmeasured: true },
    status,
    headers: { 'Cache-Control': 'no-store' },
  });
}

/** Back to the list with what happened; `cardFailed` adds that the article's social card could not be drawn. */
const done = (c: C, notice: string, slug: string, cardFailed = false) =>
  c.redirect(`${MANAGE_ROUTE.path}?notice=${notice}&slug=${encodeURIComponent(slug)}${cardFailed ? '&card=failed' : ''}`, 303);

const EMPTY: PostInput = {
  slug: '', title: '', h1: '', metaDescription: '', excerpt: '', author: SITE.brand,
  date: '', cluster: 'chief-of-staff', keywords: [], content: '', faqs: [],
};

/** The manager's screens' handlers, loaded with the operator's first request (./index.tsx registers their routes and gate). */
export function managerPages(s: Services) {
  const manage = handlerTable();
  const ui = { page, done };

  manage.get('/blog/manage', async (c) => {
    const kind = c.req.query('notice');
    const slug = c.req.query('slug') ?? '';
    const notice = isManageNotice(kind) ? { kind, slug, cardFailed: c.req.query('card') === 'failed' } : undefined;
    const loaded = await loadManagerList(s.db.editor(c), c);
    const { ManageListError, ManageListPage } = parts;
    if ('error' in loaded) return page(c, <ManageListError message={loaded.error} editor={c.var.editor} />, 400);
    return page(c, <ManageListPage list={loaded.list} editor={c.var.editor} notice={notice} keptWaiting={s.auth.holdsKept(c)} />);
  });

  async function form(c: C, props: Omit<PostFormProps, 'editor'>, status = 200) {
    // The stored post's old addresses, each with its remove button; a failed read only leaves the list out.
    const oldAddresses = props.existing
      ? await oldAddressesOf(s.db.editor(c), props.existing.slug).catch((err: Error) => {
          log.error('post_redirects_unreadable', { slug: props.existing!.slug, message: err.message });
          return [];
        })
      : [];
    // Its pictures, or for a new article those uploaded for it so far: a form sent back keeps to those it knew of,
    // not those another tab has uploaded since. A failed read only leaves them out (a save then keeps the stored cover).
    const images = await (props.existing ? imagesOf(s.db.editor(c), props.existing.slug) : newArticleImages(s.db.editor(c), c.var.editor, props.values.pictures)).catch((err: Error) => {
      log.error('post_images_unreadable', { slug: props.existing?.slug ?? null, message: err.message });
      return [];
    });
    // A new article's form that has not said which cover yet shows the one asked for at upload.
    const waitingCover = props.existing || props.values.cover !== undefined ? undefined : images.find((image) => 'cover' in image && image.cover)?.id;
    // A draft's live preview links; a failed read only leaves them out.
    const shared = props.existing?.status === 'draft' ? await parts.previewSection(s, c, props.existing.slug) : undefined;
    const { PostFormPage } = parts;
    const values = {
      ...props.values,
      ...(waitingCover && { cover: waitingCover }),
      // What the form knew stays known when the read fails; a form opened afresh knows every picture waiting.
      ...(!props.existing && { pictures: props.values.pictures ?? images.map((image) => image.id) }),
    };
    return page(c, <PostFormPage editor={c.var.editor} oldAddresses={oldAddresses} images={images} previews={shared} {...props} values={values} />, status);
  }

  /**
   * Preview re-renders the form with the body as readers will see it; save validates and writes, editing the post
   * stored under `slug` if there is one. Whatever fails, the form comes back with everything the editor typed.
   */
  async function submit(c: C, slug?: string, notice?: string) {
    const action = slug === undefined ? NEW_POST_PATH : `/blog/manage/${encodeURIComponent(slug)}/edit`;
    const raw = c.var.input ?? {};
    const basedOn = typeof raw.basedOn === 'string' && /^[0-9a-f]{16}$/.test(raw.basedOn) ? raw.basedOn : undefined;
    const checked = validatePost(raw);
    const values = checked.ok ? checked.post : checked.values;
    let existing: Post | undefined;
    try {
      if (slug !== undefined) {
        const post = await getPost(s.db.editor(c), slug);
        if (!post) return c.notFound();
        existing = post;
      }
      const previewHtml = () => renderMarkdown(values.content, 'preview', { sectionLinks: true });
      // Typed over a version someone has since replaced (another tab, another editor): not saved over it unasked.
      if (existing && basedOn && raw.intent !== 'preview') {
        const current = await parts.versionTag(existing);
        if (basedOn !== current) {
          const { ConflictSection } = parts;
          const problem = manageCopy.form.conflict(formatUkTime(new Date(existing.updatedAt)));
          log.warn('post_save_conflict', { slug: existing.slug });
          const conflict = <ConflictSection saved={parts.snapshotOf(existing)} yours={parts.snapshotOf(values)} />;
          return form(c, { basedOn: current, action, values, existing, problem, conflict, previewHtml: await previewHtml() }, 409);
        }
      }
      if (raw.intent === 'preview') return form(c, { basedOn, action, values, existing, notice, previewHtml: await previewHtml() });
      // Nothing is stored while any field is at fault, the picture included; a good picture must then be chosen again.
      const early = uploadErrors(c, values.imageAlt ?? '');
      if (early || !checked.ok) {
        const errors = { ...(checked.ok ? {} : checked.errors), ...(chosenFile(c) ? { image: manageCopy.images.chooseAgain } : {}), ...early?.errors };
        return form(c, { basedOn, action, values, errors, existing, previewHtml: await previewHtml() }, early?.status ?? 422);
      }
      const stored = await attachUpload(s, c, values.imageAlt ?? '', raw.imageCover === 'on');
      if (stored.kind === 'refused') return form(c, { basedOn, action, values, errors: stored.errors, existing, previewHtml: await previewHtml() }, 422);
      if (stored.kind === 'failed') return form(c, { basedOn, action, values, existing, problem: manageCopy.images.failed, previewHtml: await previewHtml() }, 503);
      const written = stored.kind === 'stored' ? stored.written : [];
      let saved: Awaited<ReturnType<typeof Editor.savePost>> | undefined;
      try {
        saved = await parts.savePost(s, c, raw, existing?.slug, stored.kind === 'stored' ? stored.upload : undefined);
      } finally {
        // The picture belongs to this save: if the save did not happen, neither does the picture.
        if (!saved?.ok) await s.media.discard(c, written);
      }
      if ('notFound' in saved) return c.notFound();
      if (!saved.ok) {
        const errors = { ...saved.errors, ...(stored.kind === 'stored' ? { image: manageCopy.images.chooseAgain } : {}) };
        return form(c, { basedOn, action, values: saved.values, errors, existing, previewHtml: await renderMarkdown(saved.values.content, 'preview', { sectionLinks: true }) }, 422);
      }
      return done(c, existing ? 'updated' : 'created', saved.slug, saved.cardFailed);
    } catch (err) {
      log.error('post_save_failed', { slug: slug ?? values.slug, message: errorMessage(err) });
      return form(c, { basedOn, action, values, existing, problem: manageCopy.form.saveFailed, previewHtml: await renderMarkdown(values.content, 'preview', { sectionLinks: true }) }, 503);
    }
  }

  /**
   * The newest form kept from a post without a valid session (Services.auth.takeKept), opened once after signing in again.
   * The article form comes back filled, or is saved at once if Save was pressed and it carried no picture; any
   * other button is offered again, one press away.
   */
  manage.get(KEPT_FORM_PATH, async (c) => {
    const kept = await s.auth.takeKept(c);
    if (!kept) return c.redirect(`${MANAGE_ROUTE.path}?notice=keptGone`, 303);
    const article = ARTICLE_FORM_PATHS.test(kept.path) ? /^\/blog\/manage\/([^/]+)\/edit$/.exec(kept.path) : undefined;
    if (article === undefined) {
      const { KeptActionPage } = parts;
      return page(c, <KeptActionPage editor={c.var.editor} kept={kept} />);
    }
    // The path was the editor's own post; one whose encoding is broken is offered back as it was sent.
    const slug = article ? parts.decodedSlug(article[1]!) : undefined;
    if (slug === null) {
      const { KeptActionPage } = parts;
      return page(c, <KeptActionPage editor={c.var.editor} kept={kept} />);
    }
    const saveNow = kept.fields.intent === 'save' && !kept.hadFile;
    c.set('input', saveNow ? kept.fields : { ...kept.fields, intent: 'preview' });
    return submit(c, slug, saveNow ? undefined : kept.hadFile ? manageCopy.kept.pictureAgain : manageCopy.kept.filled);
  });

  manage.post(AUTOSAVE_PATH, async (c) => parts.autosave(s, c));

  /**
   * The article form as opened, with an autosave whose fields differ from those it opens with offered back, one
   * press away: the same address with `?autosave` opens the form with the autosaved fields in it, kept only by Save.
   */
  async function formWithAutosave(c: C, props: Omit<PostFormProps, 'editor'>, autosaved: parts.Autosaved | null, offer: (when: string) => string) {
    if (!autosaved || parts.sameFields(autosaved.snapshot, props.values)) return form(c, props);
    const when = formatUkTime(new Date(autosaved.at));
    if (c.req.query('autosave') !== undefined) return form(c, { ...props, values: { ...props.values, ...autosaved.snapshot }, notice: manageCopy.autosave.opened(when) });
    return form(c, { ...props, autosaveOffer: { text: offer(when), href: `${props.action}?autosave` } });
  }

  /** The new-article form, offering back the editor's autosave of one never saved. */
  manage.get(NEW_POST_PATH, async (c) => {
    const blank = { ...EMPTY, date: new Date().toISOString().slice(0, 10) };
    const stored = await parts.newArticleAutosave(s.db.editor(c), c.var.editor).catch((err: Error) => {
      log.error('autosave_unreadable', { message: err.message });
      return null;
    });
    return formWithAutosave(c, { action: NEW_POST_PATH, values: blank }, stored, manageCopy.autosave.offerNew);
  });
  manage.post(NEW_POST_PATH, (c) => submit(c));

  manage.get('/blog/manage/:slug/edit', async (c) => {
    const post = await getPost(s.db.editor(c), c.req.param('slug'));
    if (!post) return c.notFound();
    const values = { ...post, publishAt: post.scheduledFor ? ukInputValue(new Date(post.scheduledFor)) : '', cover: post.cover ?? '' };
    const action = `/blog/manage/${post.slug}/edit`;
    // Text autosaved after the last save is offered back; a failed read only leaves the offer out.
    const autosaved = await parts.unsavedAutosave(s.db.editor(c), post.slug).catch((err: Error) => {
      log.error('autosave_unreadable', { slug: post.slug, message: err.message });
      return null;
    });
    return formWithAutosave(c, { action, values, existing: post, basedOn: await parts.versionTag(post) }, autosaved, manageCopy.autosave.offerEdit);
  });
  manage.post('/blog/manage/:slug/edit', (c) => submit(c, c.req.param('slug')));

  for (const [action, status] of [['publish', 'published'], ['unpublish', 'draft']] as const) {
    manage.post(`/blog/manage/:slug/${action}`, async (c) => {
      const slug = c.req.param('slug');
      const outcome = await parts.changeStatus(s, c, slug, status);
      if (outcome === 'not-found') return c.notFound();
      return done(c, `${action}ed`, slug, outcome === 'card-failed');
    });
  }

  // Versions and deleted articles: their module and the word diff load on first use (./versions.tsx).
  manage.get('/blog/manage/deleted', async (c) => parts.listDeleted(s, c, ui));
  manage.post('/blog/manage/deleted/:id/restore', async (c) => parts.restoreDeleted(s, c, ui));
  manage.get('/blog/manage/:slug/versions', async (c) => parts.listVersions(s, c, ui));
  manage.get('/blog/manage/:slug/versions/:id', async (c) => parts.compareVersion(s, c, ui));
  manage.post('/blog/manage/:slug/versions/:id/restore', async (c) => parts.restoreVersion(s, c, ui));

  manage.post('/blog/manage/:slug/previews', async (c) => parts.createPreview(s, c, ui));
  manage.post('/blog/manage/:slug/previews/:id/revoke', async (c) => parts.revokePreview(s, c, ui));

  manage.post('/blog/manage/:slug/unschedule', async (c) => {
    const slug = c.req.param('slug');
    if (!(await parts.unschedulePost(s, c, slug))) return c.notFound();
    return done(c, 'unscheduled', slug);
  });

  manage.post('/blog/manage/:slug/redirects/:from/remove', async (c) => {
    const from = c.req.param('from');
    if (!(await parts.removeRedirect(s, c, c.req.param('slug'), from))) return c.notFound();
    return done(c, 'redirectRemoved', from);
  });

  manage.get('/blog/manage/:slug/delete', async (c) => {
    const post = await getPost(s.db.editor(c), c.req.param('slug'));
    if (!post) return c.notFound();
    const { DeletePostPage } = parts;
    return page(c, <DeletePostPage editor={c.var.editor} post={post} />);
  });
  manage.post('/blog/manage/:slug/delete', async (c) => {
    const slug = c.req.param('slug');
    if (!(await parts.removePost(s, c, slug))) return c.notFound();
    return done(c, 'deleted', slug);
  });

  return manage.handlers;
}
