/**
 * What only the operator's requests run in sign-in: Services.auth's work (./auth.ts: the editor gate, verification,
 * the throttle, signing in and out), the session keeper, kept forms, the sign-in page's view and the reading of a
 * refused form. Imported on first use through ./load.ts, as one chunk (see routes/manage/operator.ts).
 */
export { auth } from './auth';
export { forgetSession, keepCookies, keepSession, sessionLimits, startSession, tokenForSignOut } from './keeper';
export { keepForm, takeKeptForm } from './sealed';
export { SignInPage } from './sign-in-page';
export { formFieldsOf } from '../_app/form-fields';
