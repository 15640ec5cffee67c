import type { Part } from './word-diff';
import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container } from '../_layout/ui';
import { ColumnHeads } from '../_layout/manager/bar';
import { ManageBar, managerTrail } from './chrome';
import { formatUkTime } from '../_lib/uk-time';
import type { Revision } from './revisions';
import { SCHEDULE_AUTHOR } from '../blog/articles';
import type { DeletedPost } from './deleted';
import { postManagePath } from './routes';
import { manageCopy } from './content';
import { historyCopy } from './content-history';

const v = historyCopy.versions;
const when = (ms: number) => formatUkTime(new Date(ms));
const cell = 'px-3 py-2 align-top';

/** An article's versions, newest first: when, by whom, what kind of save, how much changed; compare or restore each. */
export function VersionsPage({ editor, post, revisions }: { editor: string; post: { slug: string; title: string }; revisions: Revision[] }) {
  const path = postManagePath(post.slug, 'versions');
  return (
    <>
      <PageHeader trail={managerTrail({ label: v.h1, path })} h1={v.h1} lead={v.lead(post.title)}>
        <ManageBar editor={editor} />
      </PageHeader>
      <Container className="py-10">
        {revisions.length === 0 ? (
          <p>{v.none}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-3 text-left font-semibold text-ink-950">{v.caption}</caption>
              <ColumnHeads labels={Object.values(v.columns)} />
              <tbody>
                {revisions.map((r, i) => (
                  <tr key={r.id} className="border-b border-ink-900/10">
                    <th scope="row" className={`${cell} font-normal`}>
                      {when(r.createdAt)}
                      {i === 0 && <span className="ml-2 font-semibold">({v.current})</span>}
                    </th>
                    <td className={cell}>{r.author === SCHEDULE_AUTHOR ? v.bySchedule : r.author || v.unknownAuthor}</td>
                    <td className={cell}>{v.kinds[r.kind]}</td>
                    <td className={cell}>{r.changed.toLocaleString('en-GB')}</td>
                    <td className={`${cell} flex flex-wrap gap-2`}>
                      <a href={`${path}/${r.id}`} className={buttonClass('ghost', 'sm')} aria-label={v.compare(when(r.createdAt))}>
                        {v.compareLabel}
                      </a>
                      {i > 0 && <RestoreButton path={`${path}/${r.id}/restore`} label={v.restoreLabel(when(r.createdAt))} />}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-8">
          <a href={postManagePath(post.slug, 'edit')} className="font-semibold text-ink-900 underline-offset-4 hover:underline">
            ← {manageCopy.actions.edit} {post.title}
          </a>
        </p>
      </Container>
    </>
  );
}

function RestoreButton({ path, label }: { path: string; label: string }) {
  return (
    <form method="post" action={path}>
      <button type="submit" className={buttonClass('secondary', 'sm')} aria-label={label}>
        {v.restore}
      </button>
    </form>
  );
}

/** One field's differences: each as the version had it (removed) or as it is now (added). */
export interface FieldDiff {
  field: keyof typeof v.fields;
  changes: Part[];
}

/** One version beside the article as it is now, field by field, the differences marked with <del> and <ins>. */
export function ComparePage({ editor, post, revision, diffs }: { editor: string; post: { slug: string; title: string }; revision: Revision; diffs: FieldDiff[] }) {
  const path = postManagePath(post.slug, 'versions');
  const h1 = v.compareH1(when(revision.createdAt));
  return (
    <>
      <PageHeader trail={managerTrail({ label: v.h1, path }, { label: h1, path: `${path}/${revision.id}` })} h1={h1} lead={v.compareLead}>
        <ManageBar editor={editor} />
      </PageHeader>
      <Container className="py-10">
        {diffs.length === 0 && <p>{v.fieldsSame}</p>}
        <FieldDiffs diffs={diffs} />
        <div className="flex flex-wrap items-center gap-4">
          <RestoreButton path={`${path}/${revision.id}/restore`} label={v.restoreLabel(when(revision.createdAt))} />
          <a href={path} className="font-semibold text-ink-900 underline-offset-4 hover:underline">
            {v.back}
          </a>
        </div>
      </Container>
    </>
  );
}

/** Field by field, the words one version has and the other lacks, marked with <del> and <ins> and spoken labels. */
export function FieldDiffs({ diffs }: { diffs: FieldDiff[] }) {
  return (
    <>
      {diffs.map(({ field, changes }) => (
        <section key={field} aria-labelledby={`diff-${field}`} className="mb-8">
          <h2 id={`diff-${field}`} className="text-lg font-semibold text-ink-950">
            {v.fields[field]}
          </h2>
          <p className="mt-2 whitespace-pre-wrap rounded-xl border border-ink-900/10 bg-white p-4 text-ink-900">
            {changes.map((part, i) =>
              part.removed ? (
                <del key={i} className="bg-red-50 text-red-900">
                  <span className="sr-only">{`${v.removed} `}</span>
                  {part.value}
                </del>
              ) : part.added ? (
                <ins key={i} className="bg-accent-50 font-semibold text-ink-950">
                  <span className="sr-only">{`${v.added} `}</span>
                  {part.value}
                </ins>
              ) : (
                <span key={i}>{part.value}</span>
              ),
            )}
          </p>
        </section>
      ))}
    </>
  );
}

/** Articles deleted in the last days, each with a way back. */
export function DeletedPage({ editor, posts, days }: { editor: string; posts: DeletedPost[]; days: number }) {
  const d = historyCopy.deleted;
  return (
    <>
      <PageHeader trail={managerTrail({ label: d.h1, path: '/blog/manage/deleted' })} h1={d.h1} lead={d.lead(days)}>
        <ManageBar editor={editor} />
      </PageHeader>
      <Container className="py-10">
        {posts.length === 0 ? (
          <p>{d.none}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <caption className="mb-3 text-left font-semibold text-ink-950">{d.caption}</caption>
            <ColumnHeads labels={Object.values(d.columns)} />
            <tbody>
              {posts.map((p) => (
                <tr key={p.id} className="border-b border-ink-900/10">
                  <th scope="row" className={`${cell} font-normal`}>
                    {p.title} <span className="text-ink-600">/{p.slug}</span>
                  </th>
                  <td className={cell}>{when(p.deletedAt)}</td>
                  <td className={cell}>{p.deletedBy}</td>
                  <td className={cell}>
                    <form method="post" action={`/blog/manage/deleted/${p.id}/restore`}>
                      <button type="submit" className={buttonClass('secondary', 'sm')}>
                        {d.restore(p.title)}
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Container>
    </>
  );
}
