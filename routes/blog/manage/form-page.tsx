import { Island } from '../../_layout/island';
import { PageHeader } from '../../_layout/page-header';
import { buttonClass, Container } from '../../_layout/ui';
import { CLUSTERS } from '../clusters';
import { faqRowCount, POST_FIELDS, SCHEDULE_FIELD, type FieldSpec } from '../post-fields';
import { PROSE } from '../prose';
import type { PostInput, PostStatus } from '../types';
import { manageCopy } from './content';
import { StatusBadge, StatusButton } from './list-page';
import { dangerClass, input, ManageBar, managerTrail } from './manage-bar';
import { NEW_POST_PATH, postManagePath } from '../routes';

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
export function PostFormPage({ editor, action, values, errors = {}, previewHtml, existing, problem, oldAddresses = [] }: PostFormProps) {
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
        <Island name="post-preview" hydrate="idle" props={{ endpoint: '/api/blog/preview' }}>
          <div className="grid gap-10 xl:grid-cols-2">
            <form method="post" action={action} className="space-y-6" noValidate>
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
