/**
 * What the article form's autosave (client/islands/autosave.ts) and the manager (routes/manage/autosave.ts)
 * share: where it posts, how long after the last keystroke, where the browser keeps the unsaved text, and what the
 * polite status says.
 */
export const AUTOSAVE_PATH = '/blog/manage/autosave';
export const AUTOSAVE_IDLE_MS = 3000;
/** localStorage key of a form's unsaved text, by the form's action. */
export const localDraftKey = (action: string) => `es-draft:${action}`;

export const AUTOSAVE_COPY = {
  saving: 'Saving a draft version…',
  savedJustNow: 'Saved a few seconds ago.',
  savedAt: (minutes: number) => (minutes === 1 ? 'Saved a minute ago.' : `Saved ${minutes} minutes ago.`),
  signedOut: 'Not saved: your session has ended. Your text is kept in this browser; sign in again in another tab and it is saved at once.',
  offline: 'Not saved: this browser is offline. Your text is kept in it and is saved when the connection is back.',
  failed: (why: string) => `Not saved: ${why}`,
  localOffer: (when: string) => `This browser kept text you typed here at ${when} that was never saved.`,
  localRestore: 'Put it back in the form',
  localDiscard: 'Discard it',
} as const;
