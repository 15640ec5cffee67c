/**
 * Everything of the manager that only the operator's requests run: its views, its writes, versions, preview links
 * and autosave. ./index.tsx, ./api.ts and ./analytics.tsx import it on first use, all through this one module, so
 * the bundle makes one chunk of it: the module every isolate starts with stays small, and the whole worker is not
 * split along many lazy imports (tests/e2e/production-build.spec.ts measures both).
 */
export { PostFormPage } from './form-page';
export { ManageListError, ManageListPage } from './list-page';
export { DeletePostPage } from './delete-page';
export { KeptActionPage } from './kept-page';
export { addImage, changeStatus, removePost, removeRedirect, savePost, unschedulePost } from './editor';
export { compareVersion, ConflictSection, listDeleted, listVersions, restoreDeleted, restoreVersion } from './versions';
export { createPreview, previewSection, revokePreview } from './previews';
export { autosave, decodedSlug, newArticleAutosave } from './autosave';
export { snapshotOf, unsavedAutosave, versionTag } from './revisions';
