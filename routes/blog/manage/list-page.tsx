import { PageHeader } from '../../_layout/page-header';
import { buttonClass, Container } from '../../_layout/ui';
import { clusterLabel } from '../clusters';
import { formatPostDate, type PostSummary } from '../types';
import { manageCopy, type ManageNotice } from './content';
import { dangerClass, ManageBar, Notice } from './manage-bar';

const small = 'rounded-full px-3 py-1.5 text-sm font-semibold';

/** /blog/manage: every post with its status and the actions that apply to it. */
export function ManageListPage({ posts, editor, notice }: { posts: PostSummary[]; editor: string; notice?: { kind: ManageNotice; slug: string } }) {
  const c = manageCopy;
  return (
    <>
      <PageHeader trail={[{ label: 'Insights', path: '/blog' }, { label: c.listH1, path: '/blog/manage' }]} h1={c.listH1} lead={c.listLead}>
        <ManageBar editor={editor} />
      </PageHeader>
      <Container className="py-10">
        {notice && <Notice text={c.notices[notice.kind](notice.slug)} />}
        <p>
          <a href="/blog/manage/new" className={buttonClass('primary')}>
            {c.newPost}
          </a>
        </p>
        {posts.length === 0 ? (
          <p className="mt-8 text-ink-700">{c.empty}</p>
        ) : (
          <div className="mt-8 overflow-x-auto">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <caption className="sr-only">{c.tableCaption}</caption>
              <thead className="border-b border-ink-900/20 text-ink-600">
                <tr>
                  <th scope="col" className="py-3 pr-4">{c.columns.article}</th>
                  <th scope="col" className="py-3 pr-4">{c.columns.status}</th>
                  <th scope="col" className="py-3 pr-4">{c.columns.date}</th>
                  <th scope="col" className="py-3 pr-4">{c.columns.updated}</th>
                  <th scope="col" className="py-3">{c.columns.actions}</th>
                </tr>
              </thead>
              <tbody>
                {posts.map((p) => (
                  <PostRow key={p.slug} post={p} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Container>
    </>
  );
}

function PostRow({ post }: { post: PostSummary }) {
  const c = manageCopy;
  const published = post.status === 'published';
  const hidden = <span className="sr-only"> {post.title}</span>;
  return (
    <tr className="border-b border-ink-900/10 align-top">
      <th scope="row" className="py-4 pr-4 font-normal">
        <span className="block font-semibold text-ink-950">{post.title}</span>
        <span className="block text-ink-600">
          /{post.slug} · {clusterLabel(post.cluster)}
        </span>
      </th>
      <td className="py-4 pr-4">
        <span className={`${small} ${published ? 'bg-green-100 text-green-900' : 'bg-ink-100 text-ink-800'}`}>{c.status[post.status]}</span>
      </td>
      <td className="py-4 pr-4 whitespace-nowrap">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </td>
      <td className="py-4 pr-4 whitespace-nowrap">
        <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt)}</time>
      </td>
      <td className="py-4">
        <div className="flex flex-wrap items-center gap-2">
          <a href={`/blog/manage/${post.slug}/edit`} className={buttonClass('ghost', 'sm')}>
            {c.actions.edit}
            {hidden}
          </a>
          {published && (
            <a href={`/${post.slug}`} className={buttonClass('ghost', 'sm')}>
              {c.actions.view}
              {hidden}
            </a>
          )}
          <StatusButton post={post} />
          <a href={`/blog/manage/${post.slug}/delete`} className={dangerClass('sm')}>
            {c.actions.delete}
            {hidden}
          </a>
        </div>
      </td>
    </tr>
  );
}

/** Publish or unpublish: a one-button form, so it works without JavaScript. */
export function StatusButton({ post }: { post: Pick<PostSummary, 'slug' | 'title' | 'status'> }) {
  const publish = post.status !== 'published';
  return (
    <form method="post" action={`/blog/manage/${post.slug}/${publish ? 'publish' : 'unpublish'}`}>
      <button type="submit" className={buttonClass(publish ? 'secondary' : 'ghost', 'sm')}>
        {publish ? manageCopy.actions.publish : manageCopy.actions.unpublish}
        <span className="sr-only"> {post.title}</span>
      </button>
    </form>
  );
}
