import { formatUkTime } from '../_lib/uk-time';
import { PageHeader } from '../_layout/page-header';
import { buttonClass, Container } from '../_layout/ui';
import { CLUSTERS, clusterLabel } from '../blog/articles';
import { ARTICLE_PAGES } from '../blog/content';
import { Pager } from '../_layout/pager';
import { formatPostDate, POST_STATUSES, type PostStatus, type PostSummary } from '../blog/articles';
import { KEPT_FORM_PATH } from '../sign-in/routes';
import { manageCopy, type ManageNotice } from './content';
import { historyCopy } from './content-history';
import { dangerClass, Notice } from '../_layout/manager/bar';
import { ManageBar, ManagerError, managerTrail } from './chrome';
import { FilterSelect, SearchField } from '../_layout/manager/filters';
import { MANAGE_ROUTE, NEW_POST_PATH, postManagePath } from './routes';

const small = 'rounded-full px-3 py-1.5 text-sm font-semibold';

/** One page of the manager's list and the search and filters that chose it. */
export interface ManagerList {
  posts: PostSummary[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  q: string;
  status?: PostStatus;
  cluster?: string;
}

/** The list's address with these filters, at this page; empty values are left out. */
export function managerHref(list: Pick<ManagerList, 'q' | 'status' | 'cluster'>, page = 1): string {
  const params = new URLSearchParams();
  if (list.q) params.set('q', list.q);
  if (list.status) params.set('status', list.status);
  if (list.cluster) params.set('cluster', list.cluster);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${MANAGE_ROUTE.path}?${query}` : MANAGE_ROUTE.path;
}

/** /blog/manage: a page of posts (searched, filtered) with their status and the actions that apply to them. */
export function ManageListPage({
  list,
  editor,
  notice,
  keptWaiting = false,
}: {
  list: ManagerList;
  editor: string;
  notice?: { kind: ManageNotice; slug: string; cardFailed?: boolean };
  /** A form posted while signed out is waiting (Services.auth.holdsKept). */
  keptWaiting?: boolean;
}) {
  const c = manageCopy;
  const { posts } = list;
  const filtered = Boolean(list.q || list.status || list.cluster);
  const from = (list.page - 1) * list.pageSize + 1;
  return (
    <>
      <PageHeader trail={managerTrail()} h1={c.listH1} lead={c.listLead}>
        <ManageBar editor={editor} />
      </PageHeader>
      <Container className="py-10">
        {notice && <Notice text={c.notices[notice.kind](notice.slug)} />}
        {notice?.cardFailed && <Notice text={c.cardFailed} />}
        {keptWaiting && (
          <p role="status" className="mb-8 rounded-xl border border-accent-500/40 bg-accent-50 px-4 py-3 text-ink-900">
            {historyCopy.keptPage.waiting}{' '}
            <a href={KEPT_FORM_PATH} className="font-semibold underline">
              {historyCopy.keptPage.finishLink}
            </a>
          </p>
        )}
        <p>
          <a href={NEW_POST_PATH} className={buttonClass('primary')}>
            {c.newPost}
          </a>{' '}
          <a href="/blog/manage/deleted" className={buttonClass('ghost')}>
            {historyCopy.deleted.link}
          </a>
        </p>
        {(filtered || list.total > 0) && <ListFilters list={list} />}
        {posts.length > 0 && (
          <p className="mt-6 text-sm text-ink-700">
            {c.list.summary(from, from + posts.length - 1, list.total)}
          </p>
        )}
        {posts.length === 0 ? (
          <p className="mt-8 text-ink-700">{filtered ? c.list.noMatch : c.empty}</p>
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
        <Pager page={list.page} pages={list.pages} href={(n) => managerHref(list, n)} label={c.list.pagesLabel} labels={ARTICLE_PAGES} />
      </Container>
    </>
  );
}

/** A search or filter value no form offers (an edited address): say which, and offer the whole list. */
export function ManageListError({ message, editor }: { message: string; editor: string }) {
  const c = manageCopy;
  return <ManagerError trail={managerTrail()} h1={c.listH1} lead={c.listLead} editor={editor} message={message} back={{ href: MANAGE_ROUTE.path, label: c.list.clear }} />;
}

const STATUS_OPTIONS = POST_STATUSES.map((key) => ({ key, label: manageCopy.status[key] }));

/** A plain GET form: works without JavaScript, and every result page has its own address. */
function ListFilters({ list }: { list: ManagerList }) {
  const c = manageCopy.list;
  return (
    <form method="get" action="/blog/manage" role="search" aria-label={c.filtersLabel} className="mt-8 grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end">
      <SearchField id="manage-q" label={c.search} hint={c.searchHint} value={list.q} maxLength={200} />
      <FilterSelect name="status" label={c.status} any={c.anyStatus} value={list.status} options={STATUS_OPTIONS} />
      <FilterSelect name="cluster" label={c.cluster} any={c.anyCluster} value={list.cluster} options={CLUSTERS} />
      <div className="flex flex-wrap items-center gap-3 md:pb-7">
        <button type="submit" className={buttonClass('secondary', 'sm')}>
          {c.apply}
        </button>
        {(list.q || list.status || list.cluster) && (
          <a href="/blog/manage" className="text-sm font-semibold text-ink-900 underline underline-offset-4">
            {c.clear}
          </a>
        )}
      </div>
    </form>
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
        <StatusBadge post={post} />
      </td>
      <td className="py-4 pr-4 whitespace-nowrap">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </td>
      <td className="py-4 pr-4 whitespace-nowrap">
        <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt)}</time>
      </td>
      <td className="py-4">
        <div className="flex flex-wrap items-center gap-2">
          <a href={postManagePath(post.slug, 'edit')} className={buttonClass('ghost', 'sm')}>
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
          <a href={postManagePath(post.slug, 'delete')} className={dangerClass('sm')}>
            {c.actions.delete}
            {hidden}
          </a>
        </div>
      </td>
    </tr>
  );
}

type StatusOf = Pick<PostSummary, 'slug' | 'title' | 'status' | 'scheduledFor'>;

/** Published, Draft, or 'Scheduled for' the UK date and time the cron will publish it. */
export function StatusBadge({ post }: { post: StatusOf }) {
  const c = manageCopy;
  if (post.status === 'draft' && post.scheduledFor) {
    return <span className={`${small} bg-accent-100 text-ink-950`}>{c.form.scheduledFor(formatUkTime(new Date(post.scheduledFor)))}</span>;
  }
  return <span className={`${small} ${post.status === 'published' ? 'bg-green-100 text-green-900' : 'bg-ink-100 text-ink-800'}`}>{c.status[post.status]}</span>;
}

/** Publish (now, for a scheduled draft), unpublish or unschedule: one-button forms, so they work without JavaScript. */
export function StatusButton({ post }: { post: StatusOf }) {
  const publish = post.status !== 'published';
  const scheduled = publish && Boolean(post.scheduledFor);
  const a = manageCopy.actions;
  return (
    <>
      <form method="post" action={postManagePath(post.slug, publish ? 'publish' : 'unpublish')}>
        <button type="submit" className={buttonClass(publish ? 'secondary' : 'ghost', 'sm')}>
          {publish ? (scheduled ? a.publishNow : a.publish) : a.unpublish}
          <span className="sr-only"> {post.title}</span>
        </button>
      </form>
      {scheduled && (
        <form method="post" action={postManagePath(post.slug, 'unschedule')}>
          <button type="submit" className={buttonClass('ghost', 'sm')}>
            {a.unschedule}
            <span className="sr-only"> {post.title}</span>
          </button>
        </form>
      )}
    </>
  );
}
