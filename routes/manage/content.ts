/** Words on the Insights manager screens, and where the manager's bar links. Plain strings, British English. */
import type { ManagerLinks } from '../_layout/manager/bar';
import { analyticsCopy } from '../analytics/content';
import { ANALYTICS_PATH, EXPERIMENTS_PATH } from '../analytics/routes';
import { BLOG_ROUTE } from '../blog/routes';
import { LEADS_PATH } from '../leads/routes';
import { SIGN_OUT_PATH } from '../sign-in/routes';
import { MANAGE_ROUTE } from './routes';

/**
 * Where every manager screen's bar and trail link (routes/_layout/manager/bar.tsx), its own and the Leads and
 * Analytics screens alike: declared paths only, so the screens of three families share one bar without importing
 * one another.
 */
export const MANAGER_LINKS: ManagerLinks = {
  trail: [{ label: BLOG_ROUTE.label, path: BLOG_ROUTE.path }, { label: MANAGE_ROUTE.label, path: MANAGE_ROUTE.path }],
  screens: [
    { label: 'Articles', path: MANAGE_ROUTE.path },
    { label: 'Leads', path: LEADS_PATH },
    { label: analyticsCopy.nav, path: ANALYTICS_PATH },
    { label: 'Experiments', path: EXPERIMENTS_PATH },
  ],
  signOut: SIGN_OUT_PATH,
};

export const manageCopy = {
  listH1: 'Manage Insights',
  listLead:
    'Every article, drafts included. Readers only ever see published articles; a change to a published article is live on the site as soon as you save it.',
  newPost: 'New article',
  tableCaption: 'All articles, newest first',
  columns: { article: 'Article', status: 'Status', date: 'Date', updated: 'Last changed', actions: 'Actions' },
  status: { draft: 'Draft', published: 'Published' },
  actions: { edit: 'Edit', view: 'View', publish: 'Publish', publishNow: 'Publish now', unpublish: 'Unpublish', unschedule: 'Unschedule', delete: 'Delete' },
  empty: 'There are no articles yet. Start the first one with New article.',
  list: {
    filtersLabel: 'Find articles',
    search: 'Search titles and slugs',
    searchHint: 'Words or the start of words, for example "weekly rev".',
    status: 'Status',
    anyStatus: 'Any status',
    cluster: 'Topic',
    anyCluster: 'Any topic',
    apply: 'Show articles',
    clear: 'Clear the search and filters',
    summary: (from: number, to: number, total: number) =>
      total === 0 ? 'No articles match.' : `Articles ${from.toLocaleString('en-GB')} to ${to.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')}, newest first.`,
    noMatch: 'No article matches this search and these filters. Try fewer words, or clear the filters.',
    pagesLabel: 'More articles in the manager',
    badStatus: 'That status does not exist: choose Draft, Published or Any status.',
    badCluster: 'That topic does not exist: choose one from the Topic list.',
    badPage: 'That page number is not valid: use a whole number from 1.',
  },
  notices: {
    created: (slug: string) => `Saved "${slug}" as a draft. Publish it when it is ready for readers.`,
    updated: (slug: string) => `Saved your changes to "${slug}".`,
    published: (slug: string) => `Published "${slug}": it is now live at /${slug} and listed on Insights.`,
    unpublished: (slug: string) => `Unpublished "${slug}": it is back to a draft and no longer on the site.`,
    deleted: (slug: string) => `Deleted "${slug}". It is kept for 30 days under Deleted articles, where it can be restored.`,
    unscheduled: (slug: string) => `"${slug}" is no longer scheduled: it stays a draft until you publish it.`,
    restored: (slug: string) => `Restored an earlier version of "${slug}" as its newest version. The version it replaced is kept too.`,
    restoreRefused: (slug: string) =>
      `That version of "${slug}" was not restored: it no longer passes the article's checks (its address may now belong to another article). Compare it with the current text and copy what you need.`,
    undeleted: (slug: string) => `Brought "${slug}" back as a draft, with all its versions.`,
    undeleteFailed: (slug: string) => `"${slug}" could not be brought back: another article now uses its address, or it has been more than 30 days. Change that article's slug first, then try again.`,
    previewRevoked: (slug: string) => `Withdrawn: that preview link to "${slug}" no longer opens the draft.`,
    keptGone: () => 'There is no kept form to finish: it was finished already, it is more than a day old, or it was kept in another browser.',
    redirectRemoved: (slug: string) => `Removed the redirect from /${slug}: the address is free for another article, and links to it now find nothing.`,
  },
  cardFailed:
    "Its picture for social media (the card LinkedIn and email show when the article is shared) could not be drawn, so for now it is shared with the site's own card. Save the article again to try once more.",
  form: {
    newH1: 'New article',
    editH1: 'Edit article',
    saveNew: 'Save draft',
    saveExisting: 'Save changes',
    preview: 'Preview',
    backToList: 'Back to all articles',
    errorSummary: (n: number) => (n === 1 ? 'One field needs attention before this article can be saved.' : `${n} fields need attention before this article can be saved.`),
    slugTaken: 'Another article already uses this slug. Choose a different one.',
    slugRedirects: (slug: string, to: string, title: string | null) =>
      `/${slug} is an old address of ${title ? `"${title}"` : `/${to}`} and still sends readers there. Choose a different slug, or remove that redirect under Old addresses on its edit screen first.`,
    scheduleWhilePublished: 'This article is already published. Unpublish it first if it should go live again at a later time.',
    oldAddresses: 'Old addresses',
    oldAddressesHint: 'Links to these addresses still bring readers here with a permanent redirect (301). Remove one only to give that address to another article.',
    removeRedirect: (slug: string) => `Remove the redirect from /${slug}`,
    scheduledFor: (when: string) => `Scheduled for ${when}`,
    conflict: (when: string) =>
      `Not saved: this article was saved elsewhere (another tab or another editor) at ${when}, after you opened it. Your text is in the form below, unsaved; what changed between the saved version and yours is shown under it. Press Save again to replace the saved version with yours (it stays in Versions), or copy what you need from it first.`,
    conflictHeading: 'The saved version compared with yours',
    saveFailed: 'The article could not be saved just now because the database did not answer. Everything you typed is still here: press Save again in a moment.',
    faqLegend: 'Questions and answers',
    faqHint: 'Shown under the article and marked up for search engines. Leave a row empty to skip it.',
    faqQuestion: (n: number) => `Question ${n}`,
    faqAnswer: (n: number) => `Answer ${n}`,
    previewHeading: 'Preview',
    previewEmpty: 'Press Preview to see the article body as readers will; with JavaScript on, it updates as you type.',
    currentStatus: 'Status',
  },
  images: {
    legend: 'Pictures',
    hint: 'JPEG, PNG, WebP or AVIF, up to 10 MB and 40 megapixels. Each is resized for phones and wide screens when you save, and its location and camera details are removed.',
    altLabel: 'Describe the new picture',
    altHint: 'Its alt text, read aloud to people who cannot see it. Say what it shows and why it matters here.',
    fileLabel: 'Choose a picture',
    fileHint: 'Or drag a picture onto this form, or paste one. It is added when you save.',
    useAsCover: 'Use it as the article\'s cover',
    coverLegend: 'Cover',
    drawnCover: 'The drawn cover for its topic',
    coverOption: (alt: string) => `The picture: ${alt}`,
    inBody: 'To show it in the article, copy this line into the body:',
    insert: 'Insert into the article',
    noFile: 'Choose a picture file to upload.',
    chooseAgain: 'Choose the picture again before saving: a browser never keeps a chosen file when a form comes back.',
    notThisArticle: "Choose one of this article's own pictures as its cover, or the drawn cover.",
    failed: 'The picture could not be stored just now, so nothing was saved. Everything you typed is still here: choose the picture again and press Save in a moment.',
  },
  autosave: {
    idle: 'Changes are saved as a draft version a few seconds after you stop typing.',
    offerNew: (when: string) => `A new article you were writing was autosaved on ${when} but never saved. The form below is empty.`,
    offerEdit: (when: string) => `Text you typed into this article was autosaved on ${when}, after it was last saved. The form below shows the last save, without it.`,
    open: 'Open the autosaved text',
    opened: (when: string) => `This is the text autosaved on ${when}. Nothing has been saved yet: press Save to keep it.`,
  },
  kept: {
    filled:
      'You were signed out when this form reached the manager, so it was kept for you: here it is as you left it. Nothing has been saved yet: press Save to keep it.',
    pictureAgain:
      'You were signed out when this form reached the manager, so it was kept for you: here it is as you left it. The picture you chose was not kept: choose it again, then press Save.',
  },
  delete: {
    h1: 'Delete this article?',
    body: (title: string) =>
      `"${title}" will be removed from the site and from the list of articles. It is kept for 30 days under Deleted articles, with all its versions, and can be brought back from there; after that it is gone for good.`,
    confirm: 'Delete the article',
    cancel: 'Keep the article',
  },
} as const;

export type ManageNotice = keyof typeof manageCopy.notices;
export const isManageNotice = (v: unknown): v is ManageNotice => typeof v === 'string' && Object.hasOwn(manageCopy.notices, v);
