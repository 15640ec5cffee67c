/** The manager's list of posts: one page of them, searched and filtered from the query string of a plain GET form. */
import type { Context } from 'hono';
import { isCluster } from '../blog/articles';
import { POST_STATUSES, type PostStatus } from '../blog/articles';
import type { ManagerList } from './list-page';
import { manageCopy } from './content';
import type { AppEnv } from '../_app/env';
import type { Db } from '../_app/services';
import { pageCount, pageParam } from '../_lib/paging';
import { searchQuery } from '../blog/articles';
import { listForManager } from '../blog/articles';

export const MANAGE_PAGE_SIZE = 50;

/** Empty fields mean "any"; a value no form offers is refused with the reason, never silently dropped. */
export async function loadManagerList(db: Db, c: Context<AppEnv>): Promise<{ list: ManagerList } | { error: string }> {
  const q = (c.req.query('q') ?? '').trim().slice(0, 200);
  const status = c.req.query('status') || undefined;
  const cluster = c.req.query('cluster') || undefined;
  const page = pageParam(c.req.query('page'));
  if (status !== undefined && !POST_STATUSES.includes(status as PostStatus)) return { error: manageCopy.list.badStatus };
  if (cluster !== undefined && !isCluster(cluster)) return { error: manageCopy.list.badCluster };
  if (page === null) return { error: manageCopy.list.badPage };
  const filter = { status: status as PostStatus | undefined, cluster, search: searchQuery(q) ?? undefined };
  const { posts, total } = await listForManager(db, filter, MANAGE_PAGE_SIZE, (page - 1) * MANAGE_PAGE_SIZE);
  return { list: { posts, total, page, pages: pageCount(total, MANAGE_PAGE_SIZE), pageSize: MANAGE_PAGE_SIZE, q, status: filter.status, cluster } };
}
