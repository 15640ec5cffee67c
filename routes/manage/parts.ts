/**
 * The views, writes, versions, preview links and autosave the handlers (./pages.tsx, ./api.ts) call: one namespace
 * they read as they did when it was loaded on its own, now in the operator's chunk with them (./operator.ts).
 */
export { PostFormPage } from './form-page';
export { ManageListError, ManageListPage } from './list-page';
export { DeletePostPage } from './delete-page';
export { KeptActionPage } from './kept-page';
export { addImage, changeStatus, removePost, removeRedirect, savePost, unschedulePost } from './editor';
export { compareVersion, ConflictSection, listDeleted, listVersions, restoreDeleted, restoreVersion } from './versions';
export { createPreview, previewSection, revokePreview } from './preview-links';
export { autosave, decodedSlug, newArticleAutosave } from './autosave';
export { sameFields, snapshotOf, unsavedAutosave, versionTag, type Autosaved } from './revisions';
