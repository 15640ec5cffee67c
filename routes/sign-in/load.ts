/**
 * Everything of sign-in that only the operator's requests run (the editor gate and jose's verification, the session
 * keeper, the throttle, signing in and out, kept forms and the sign-in page) is one chunk loaded on first use
 * (./operator.ts), not part of the module every isolate starts with (tests/e2e/production-build.spec.ts measures it).
 */
export const loadOperator = () => import('./operator');
