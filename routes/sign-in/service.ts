/**
 * Services.auth as the family offers it (./index.tsx): what a visitor's request may need is here, and everything
 * else (the editor gate, the session keeper, jose's verification of a token, the throttle, signing in and out) is
 * ./auth.ts, in the chunk loaded on the operator's first request (./operator.ts), so the module every isolate
 * starts with holds none of it.
 */
import type { Services } from '../_app/services';
import { loadOperator } from './load';
import { expiredSessionCookie, holdsKept, refreshToken, sessionToken } from './session';

const lazy = async () => (await loadOperator()).auth;

export const auth: Services['auth'] = {
  requireEditor: (kind, forms) => {
    let gate: ReturnType<Services['auth']['requireEditor']> | undefined;
    return async (c, next) => (gate ??= (await lazy()).requireEditor(kind, forms))(c, next);
  },
  session: async (c) => (await lazy()).session(c),
  hasSession: (c) => sessionToken(c) !== undefined || refreshToken(c) !== undefined,
  throttle: async (c, email, challengeToken) => (await lazy()).throttle(c, email, challengeToken),
  signIn: async (c, email, password) => (await lazy()).signIn(c, email, password),
  signOut: async (c) => (await lazy()).signOut(c),
  expiredCookie: expiredSessionCookie,
  takeKept: async (c) => (await lazy()).takeKept(c),
  holdsKept,
};
