/**
 * The session keeper (./keeper.ts, with ./renew.ts and ./working-day.ts), kept forms (./sealed.ts) and the sign-in
 * page run only for the operator, so they are one chunk loaded on first use (./operator.ts), not part of the module
 * every isolate starts with (tests/e2e/production-build.spec.ts measures it).
 */
export const loadKeeper = () => import('./operator');
export const loadSealed = loadKeeper;
