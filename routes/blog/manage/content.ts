/** Words on the Insights manager screens. Plain strings, British English. */
export const manageCopy = {
  listH1: 'Manage Insights',
  listLead:
    'Every article, drafts included. Readers only ever see published articles; a change to a published article is live on the site as soon as you save it.',
  newPost: 'New article',
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: 'Sign out',
  tableCaption: 'All articles, newest first',
  columns: { article: 'Article', status: 'Status', date: 'Date', updated: 'Last changed', actions: 'Actions' },
  status: { draft: 'Draft', published: 'Published' },
  actions: { edit: 'Edit', view: 'View', publish: 'Publish', unpublish: 'Unpublish', delete: 'Delete' },
  empty: 'There are no articles yet. Start the first one with New article.',
  notices: {
    created: (slug: string) => `Saved "${slug}" as a draft. Publish it when it is ready for readers.`,
    updated: (slug: string) => `Saved your changes to "${slug}".`,
    published: (slug: string) => `Published "${slug}": it is now live at /${slug} and listed on Insights.`,
    unpublished: (slug: string) => `Unpublished "${slug}": it is back to a draft and no longer on the site.`,
    deleted: (slug: string) => `Deleted "${slug}".`,
  },
  form: {
    newH1: 'New article',
    editH1: 'Edit article',
    saveNew: 'Save draft',
    saveExisting: 'Save changes',
    preview: 'Preview',
    backToList: 'Back to all articles',
    errorSummary: (n: number) => (n === 1 ? 'One field needs attention before this article can be saved.' : `${n} fields need attention before this article can be saved.`),
    slugTaken: 'Another article already uses this slug. Choose a different one.',
    faqLegend: 'Questions and answers',
    faqHint: 'Shown under the article and marked up for search engines. Leave a row empty to skip it.',
    faqQuestion: (n: number) => `Question ${n}`,
    faqAnswer: (n: number) => `Answer ${n}`,
    previewHeading: 'Preview',
    previewEmpty: 'Press Preview to see the article body as readers will; with JavaScript on, it updates as you type.',
    currentStatus: 'Status',
  },
  delete: {
    h1: 'Delete this article?',
    body: (title: string) => `"${title}" will be removed from the site and from the manager. This cannot be undone.`,
    confirm: 'Delete permanently',
    cancel: 'Keep the article',
  },
} as const;

export type ManageNotice = keyof typeof manageCopy.notices;
export const isManageNotice = (v: unknown): v is ManageNotice => typeof v === 'string' && Object.hasOwn(manageCopy.notices, v);
