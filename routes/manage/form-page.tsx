import type { ReactNode } from 'react';
import { Island } from '../_layout/island';
import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container } from '../_layout/ui';
import { CLUSTERS } from '../blog/articles';
import { faqRowCount, POST_FIELDS, SCHEDULE_FIELD, type FieldSpec } from '../blog/articles';
import { PROSE } from '../blog/articles';
import type { PostImage, PostInput, PostStatus } from '../blog/articles';
import { markdownSnippet, mediaPath, variantWidths } from '../_lib/media';
import { NEW_ARTICLE_UPLOAD } from './routes';
import { manageCopy } from './content';
import { historyCopy } from './content-history';
import { AUTOSAVE_COPY } from '../_lib/autosave';
import { StatusBadge, StatusButton } from './list-page';
import { dangerClass, input, Notice } from '../_layout/manager/bar';
import { ManageBar, managerTrail } from './chrome';
import { NEW_POST_PATH, postManagePath } from './routes';

export interface PostFormProps {
  editor: string;
  /** Where the form posts: /blog/manage/new or /blog/manage/{slug}/edit. */
  action: string;
  values: PostInput;
  errors?: Partial<Record<string, string>>;
  /** Sanitised HTML of the body, when the editor asked for a preview. */
  previewHtml?: string;
  /** The stored post being edited (its slug and status as saved, not as typed); unknown if it could not be read. */
  existing?: { slug: string; title: string; status: PostStatus; scheduledFor: string | null };
  /** The stored post's old addresses, which redirect to it. */
  oldAddresses?: string[];
  /** Why nothing was saved when no field is at fault (the database did not answer). */
  problem?: string;
  /** Something the editor should know about the form as shown (it was kept from a post made while signed out). */
  notice?: string;
  /** The version of the stored article this form was opened on (versionTag in routes/manage/revisions.ts). */
  basedOn?: string;
  /** A save refused because the stored article changed meanwhile: the saved version compared with the text typed. */
  conflict?: ReactNode;
  /** The draft's 'Share a preview' section (./preview-links.tsx). */
  previews?: ReactNode;
  /** Text autosaved after the last save (routes/manage/autosave.ts), and where the form shows it. */
  autosaveOffer?: { text: string; href: string };
  /** The stored post's uploaded pictures. */
  images?: PostImage[];
}

function describedBy(name: string, error?: string) {
  return error ? `${name}-hint ${name}-error` : `${name}-hint`;
}

function Field({ spec, value, error }: { spec: FieldSpec; value: string; error?: string }) {
  const common = {
    id: spec.name,
    name: spec.name,
    'aria-describedby': describedBy(spec.name, error),
    'aria-invalid': error ? true : undefined,
    className: `${input} ${error ? 'border-red-700' : 'border-ink-900/20'}`,
  };
  return (
    <div>
      <label htmlFor={spec.name} className="font-semibold text-ink-950">
        {spec.label}
      </label>
      <p id={`${spec.name}-hint`} className="mt-1 text-sm text-ink-600">
        {spec.hint}
      </p>
      {spec.kind === 'textarea' ? (
        <textarea {...common} rows={spec.rows} maxLength={spec.max} defaultValue={value} />
      ) : spec.kind === 'select' ? (
        <select {...common} defaultValue={value}>
          {CLUSTERS.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={spec.kind === 'datetime' ? 'datetime-local' : spec.kind === 'date' ? 'date' : 'text'} maxLength={spec.max} defaultValue={value} />
      )}
      {error && (
        <p id={`${spec.name}-error`} className="mt-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** Create or edit a post. A plain POST form: Preview and Save both work without JavaScript. */
export function PostFormPage({ editor, action, values, errors = {}, previewHtml, existing, problem, notice, autosaveOffer, previews, basedOn, conflict, oldAddresses = [], images = [] }: PostFormProps) {
  const c = manageCopy.form;
  const editing = action !== NEW_POST_PATH;
  const h1 = editing ? c.editH1 : c.newH1;
  const errorCount = Object.keys(errors).length;
  const faqRows = faqRowCount(values.faqs.length);
  const text = (name: FieldSpec['name']) => (name === 'keywords' ? values.keywords.join(', ') : (values[name] ?? ''));
  return (
    <>
      <PageHeader
        trail={managerTrail({ label: h1, path: action })}
        h1={h1}
        lead={existing?.title}
      >
        <ManageBar editor={editor} />
      </PageHeader>
      <Container className="py-10">
        {notice && <Notice text={notice} />}
        {autosaveOffer && (
          <p role="status" className="mb-8 rounded-xl border border-accent-500/40 bg-accent-50 px-4 py-3 text-ink-900">
            {autosaveOffer.text}{' '}
            <a href={autosaveOffer.href} className="font-semibold underline">
              {manageCopy.autosave.open}
            </a>
          </p>
        )}
        {problem && (
          <p role="alert" className="mb-8 rounded-xl border border-red-700/40 bg-red-50 px-4 py-3 font-semibold text-red-900">
            {problem}
          </p>
        )}
        {errorCount > 0 && (
          <div role="alert" className="mb-8 rounded-xl border border-red-700/40 bg-red-50 px-4 py-3 text-red-900">
            <p className="font-semibold">{c.errorSummary(errorCount)}</p>
            <ul className="mt-2 list-disc pl-6 text-sm">
              {Object.entries(errors).map(([field, message]) => (
                <li key={field}>
                  <a href={`#${field.startsWith('faq-') ? `${field}-question` : field}`} className="underline">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {existing && (
          <div className="mb-8 flex flex-wrap items-center gap-3 text-sm">
            <span className="text-ink-700">
              {c.currentStatus}: <StatusBadge post={existing} />
            </span>
            <StatusButton post={existing} />
            {existing.status === 'published' && (
              <a href={`/${existing.slug}`} className={buttonClass('ghost', 'sm')}>
                {manageCopy.actions.view}
              </a>
            )}
            <a href={postManagePath(existing.slug, 'delete')} className={dangerClass('sm')}>
              {manageCopy.actions.delete}
            </a>
          </div>
        )}
        {existing && oldAddresses.length > 0 && <OldAddresses slug={existing.slug} addresses={oldAddresses} />}
        {previews}
        {conflict}
        <Island name="post-preview" hydrate="idle" props={{ endpoint: '/api/blog/preview' }}>
          <div className="grid gap-10 xl:grid-cols-2">
            <form method="post" action={action} encType="multipart/form-data" className="space-y-6" noValidate>
              {basedOn && <input type="hidden" name="basedOn" value={basedOn} />}
              {POST_FIELDS.map((spec) => (
                <Field key={spec.name} spec={spec} value={text(spec.name)} error={errors[spec.name]} />
              ))}
              {existing?.status !== 'published' && <Field spec={SCHEDULE_FIELD} value={text('publishAt')} error={errors.publishAt} />}
              <fieldset className="space-y-5">
                <legend className="font-semibold text-ink-950">{c.faqLegend}</legend>
                <p className="text-sm text-ink-600">{c.faqHint}</p>
                {Array.from({ length: faqRows }, (_, i) => {
                  const faq = values.faqs[i];
                  const error = errors[`faq-${i}`];
                  return (
                    <div key={i} className="rounded-xl border border-ink-900/10 p-4">
                      <label htmlFor={`faq-${i}-question`} className="text-sm font-semibold text-ink-950">
                        {c.faqQuestion(i + 1)}
                      </label>
                      <input
                        id={`faq-${i}-question`}
                        name={`faq-${i}-question`}
                        type="text"
                        defaultValue={faq?.question}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `faq-${i}-error` : undefined}
                        className={`${input} border-ink-900/20`}
                      />
                      <label htmlFor={`faq-${i}-answer`} className="mt-3 block text-sm font-semibold text-ink-950">
                        {c.faqAnswer(i + 1)}
                      </label>
                      <textarea
                        id={`faq-${i}-answer`}
                        name={`faq-${i}-answer`}
                        rows={3}
                        defaultValue={faq?.answer}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `faq-${i}-error` : undefined}
                        className={`${input} border-ink-900/20`}
                      />
                      {error && (
                        <p id={`faq-${i}-error`} className="mt-2 text-sm font-semibold text-red-800">
                          {error}
                        </p>
                      )}
                    </div>
                  );
                })}
              </fieldset>
              <Pictures images={images} cover={values.cover ?? ''} alt={values.imageAlt ?? ''} errors={errors} upload={existing ? `/api/blog/posts/${encodeURIComponent(existing.slug)}/images` : NEW_ARTICLE_UPLOAD} />
              {/* The waiting pictures this new article's first save takes (./new-images.ts); the island adds each upload. */}
              {!existing && <input type="hidden" name="pictures" value={(values.pictures ?? []).join(' ')} />}
              <AutosaveStatus action={action} />
              <div className="flex flex-wrap gap-3">
                <button type="submit" name="intent" value="save" className={buttonClass('primary')}>
                  {editing ? c.saveExisting : c.saveNew}
                </button>
                <button type="submit" name="intent" value="preview" className={buttonClass('ghost')}>
                  {c.preview}
                </button>
                <a href="/blog/manage" className="self-center font-semibold text-ink-900 underline-offset-4 hover:underline">
                  {c.backToList}
                </a>
                {existing && (
                  <a href={postManagePath(existing.slug, 'versions')} className="self-center font-semibold text-ink-900 underline-offset-4 hover:underline">
                    {historyCopy.versions.link}
                  </a>
                )}
              </div>
            </form>
            <section aria-labelledby="preview-heading" className="xl:sticky xl:top-24 xl:self-start">
              <h2 id="preview-heading" className="font-display text-2xl font-bold text-ink-950">
                {c.previewHeading}
              </h2>
              <p data-preview-empty hidden={previewHtml !== undefined} className="mt-3 text-sm text-ink-600">
                {c.previewEmpty}
              </p>
              <div className="mt-6 rounded-2xl border border-ink-900/10 p-6">
                {/* Rendered by routes/blog/markdown.ts, which escapes raw HTML and filters link targets. */}
                <div data-preview aria-live="polite" className={PROSE} dangerouslySetInnerHTML={{ __html: previewHtml ?? '' }} />
              </div>
            </section>
          </div>
        </Island>
      </Container>
    </>
  );
}

/**
 * The article's pictures and the cover, then a new picture: its alt text, whether it becomes the cover, and the
 * file last (routes/_app/upload-body.ts reads the fields before it when a file is too large). A plain file input;
 * the image-drop island adds dragging and pasting onto the form, and inserting a picture's Markdown into the body.
 * `upload`: where the island sends a picture as soon as it is chosen: the stored article's picture endpoint, or on
 * the new-article form the one that keeps it for the article's first save (./new-images.ts).
 */
function Pictures({ images, cover, alt, errors, upload }: { images: PostImage[]; cover: string; alt: string; errors: Partial<Record<string, string>>; upload: string }) {
  const c = manageCopy.images;
  return (
    <Island name="image-drop" hydrate="idle" props={{ upload }}>
      <fieldset className="space-y-5" data-image-drop>
        <legend className="font-semibold text-ink-950">{c.legend}</legend>
        <p className="text-sm text-ink-600">{c.hint}</p>
        {images.length > 0 && (
          <ul className="space-y-4">
            {images.map((image) => {
              const snippet = markdownSnippet(image.id, image.alt);
              return (
                <li key={image.id} className="flex flex-wrap items-start gap-4 rounded-xl border border-ink-900/10 p-4">
                  <img src={mediaPath(image.id, variantWidths(image.width)[0]!)} width={160} height={Math.round((160 * image.height) / image.width)} alt={image.alt} loading="lazy" decoding="async" className="h-auto w-40 rounded-lg" />
                  <div className="min-w-0 flex-1 text-sm">
                    <p className="text-ink-900">{image.alt}</p>
                    <label htmlFor={`snippet-${image.id}`} className="mt-2 block text-ink-600">
                      {c.inBody}
                    </label>
                    <input id={`snippet-${image.id}`} type="text" readOnly value={snippet} className={`${input} border-ink-900/20 font-mono text-xs`} />
                    <button type="button" hidden data-insert={snippet} className={`mt-2 ${buttonClass('ghost', 'sm')}`}>
                      {c.insert}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {images.length > 0 && (
          <fieldset id="cover" className="space-y-2" aria-describedby={errors.cover ? 'cover-error' : undefined}>
            <legend className="text-sm font-semibold text-ink-950">{c.coverLegend}</legend>
            {[{ id: '', label: c.drawnCover }, ...images.map((image) => ({ id: image.id, label: c.coverOption(image.alt) }))].map((option) => (
              <label key={option.id || 'drawn'} className="flex items-center gap-2 text-sm text-ink-900">
                <input type="radio" name="cover" value={option.id} defaultChecked={cover === option.id} />
                {option.label}
              </label>
            ))}
            {errors.cover && (
              <p id="cover-error" className="mt-2 text-sm font-semibold text-red-800">
                {errors.cover}
              </p>
            )}
          </fieldset>
        )}
        <Labelled name="imageAlt" label={c.altLabel} hint={c.altHint} error={errors.imageAlt}>
          <input
            id="imageAlt"
            name="imageAlt"
            type="text"
            maxLength={250}
            defaultValue={alt}
            aria-describedby={describedBy('imageAlt', errors.imageAlt)}
            aria-invalid={errors.imageAlt ? true : undefined}
            className={`${input} ${errors.imageAlt ? 'border-red-700' : 'border-ink-900/20'}`}
          />
        </Labelled>
        <label className="flex items-center gap-2 text-sm text-ink-900">
          <input type="checkbox" name="imageCover" value="on" />
          {c.useAsCover}
        </label>
        <Labelled name="image" label={c.fileLabel} hint={c.fileHint} error={errors.image}>
          <input
            id="image"
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            aria-describedby={describedBy('image', errors.image)}
            aria-invalid={errors.image ? true : undefined}
            className="mt-2 block w-full text-sm text-ink-900"
          />
          <p data-image-chosen aria-live="polite" className="mt-1 text-sm text-ink-600"></p>
        </Labelled>
      </fieldset>
    </Island>
  );
}

/** A field with its label, hint and error, for the picture's fields. */
function Labelled({ name, label, hint, error, children }: { name: string; label: string; hint: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={name} className="font-semibold text-ink-950">
        {label}
      </label>
      <p id={`${name}-hint`} className="mt-1 text-sm text-ink-600">
        {hint}
      </p>
      {children}
      {error && (
        <p id={`${name}-error`} className="mt-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The addresses that redirect to this post, each with a one-button form that removes its redirect. */
function OldAddresses({ slug, addresses }: { slug: string; addresses: string[] }) {
  const c = manageCopy.form;
  return (
    <section aria-labelledby="old-addresses" className="mb-8 rounded-xl border border-ink-900/10 p-4 text-sm">
      <h2 id="old-addresses" className="font-semibold text-ink-950">
        {c.oldAddresses}
      </h2>
      <p className="mt-1 text-ink-600">{c.oldAddressesHint}</p>
      <ul className="mt-3 space-y-2">
        {addresses.map((from) => (
          <li key={from} className="flex flex-wrap items-center gap-3">
            <code className="text-ink-900">/{from}</code>
            <form method="post" action={postManagePath(slug, `redirects/${from}/remove`)}>
              <button type="submit" className={buttonClass('ghost', 'sm')}>
                {c.removeRedirect(from)}
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Autosave's place on the form (client/islands/autosave.ts): its polite status, and the offer of text this browser
 * kept but the server never had. Both stay empty and hidden without JavaScript, where nothing autosaves.
 */
function AutosaveStatus({ action }: { action: string }) {
  return (
    <Island name="autosave" hydrate="load" props={{ action }}>
      <p data-autosave-status role="status" className="min-h-[1.5rem] text-sm text-ink-600" />
      <div data-local-offer hidden className="rounded-xl border border-accent-500/40 bg-accent-50 px-4 py-3 text-sm text-ink-900">
        <p data-local-offer-text />
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" data-local-restore className={buttonClass('secondary', 'sm')}>
            {AUTOSAVE_COPY.localRestore}
          </button>
          <button type="button" data-local-discard className={buttonClass('ghost', 'sm')}>
            {AUTOSAVE_COPY.localDiscard}
          </button>
        </div>
      </div>
    </Island>
  );
}
