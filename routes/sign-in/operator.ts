/**
 * What only the operator's requests run in sign-in: the session keeper, kept forms, the sign-in page's view and the
 * reading of a refused form. Imported on first use through ./load.ts, as one chunk (see routes/blog/manage/operator.ts).
 */
export { forgetSession, keepCookies, keepSession, sessionLimits, startSession, tokenForSignOut } from './keeper';
export { keepForm, takeKeptForm } from './sealed';
export { SignInPage } from './sign-in-page';
export { formFieldsOf } from '../_app/form-fields';
