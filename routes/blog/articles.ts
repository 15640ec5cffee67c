/**
 * The articles as the manager (routes/manage) reads and writes them: the repository, the fields an article has
 * and their checks, how its body and card are made, its old addresses and its preview links. The one module of
 * the blog that another family may import besides its declared data (.dependency-cruiser.cjs,
 * manager-reads-the-articles): the public pages and the manager then keep one store, and the manager's code stays
 * in its own folder.
 */
export { CLUSTERS, clusterLabel, isCluster } from './clusters';
export { renderMarkdown } from './markdown';
export { LISTING_PATHS, pagesOf } from './pages-of';
export { DATE_PATTERN, faqRowCount, POST_BOUNDS, POST_FIELDS, SCHEDULE_FIELD, SLUG_PATTERN, type FieldSpec } from './post-fields';
export { createPreviewLink, livePreviewLinks, previewDays, previewPath, revokePreviewLink, type PreviewLink } from './previews';
export { PROSE } from './prose';
export { searchQuery } from './queries';
export { oldAddressesOf, recordGone, recordMove, redirectBlocking, removeOldAddress, takeAddress } from './redirects';
export {
  cardStatement, coverStatement, createPost, deletePost, getPost, hasImage, imagesOf, imageStatement, listForManager, SCHEDULE_AUTHOR,
  scheduleStatement, setStatus, unschedule, updatePost,
} from './repository';
export { articleCard } from './social-card';
export { formatPostDate, POST_STATUSES, type Post, type PostImage, type PostInput, type PostStatus, type PostSummary } from './types';
